import { HTTP_TIMEOUT_MS, MESSAGES } from '@portal/domain/app';
import { ApiError, SESSION_EXPIRED_CODE } from './api-error.ts';
import type { XhrFactory } from './upload.ts';

export interface RequestOptions {
  body?: unknown;
  /** Overrides the session's bearer (e.g. the token just received at login); null sends none. */
  token?: string | null;
  signal?: AbortSignal | undefined;
  /** When false, a 401 does not end the session (logout must not raise "session expired"). */
  handleUnauthorized?: boolean;
  /** 'blob' reads a file (PDF, CSV) instead of JSON; errors still come as JSON. */
  responseType?: 'json' | 'blob';
  /**
   * The body is a file sent as it is, of this media type (an import's file is the request's
   * body), instead of JSON.
   */
  contentType?: string;
}

export interface UploadOptions {
  signal?: AbortSignal | undefined;
  /** Share of the request body sent so far, 0 to 1 (the files travel inside the body). */
  onProgress?: (fraction: number) => void;
}

export interface HttpClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** GET of a file (PDF, CSV) with the same bearer, timeout and error mapping. */
  getBlob(path: string, options?: Omit<RequestOptions, 'body' | 'responseType'>): Promise<Blob>;
  /**
   * A JSON write that reports upload progress (XMLHttpRequest: fetch cannot). Same bearer,
   * error mapping and timeout, except that the timeout counts from the last progress seen, so a
   * large body on a slow line is not cut while it is still moving.
   */
  upload<T>(
    method: 'POST' | 'PUT',
    path: string,
    body: unknown,
    options?: UploadOptions,
  ): Promise<T>;
  /**
   * Opens a streamed answer (server-sent events) with the bearer in a header. The timeout covers
   * the connection only; a refusal throws the mapped ApiError without ending the session (the
   * next ordinary call does that), so a stream racing a logout raises nothing.
   */
  openStream(path: string, options: { signal: AbortSignal }): Promise<Response>;
}

export interface HttpClientOptions {
  getToken: () => string | null;
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  xhr?: XhrFactory;
  timeoutMs?: number;
}

interface ErrorBody {
  message?: unknown;
  code?: unknown;
  errNumber?: unknown;
  retryAfterSeconds?: unknown;
  details?: unknown;
}

function parseJson(text: string): unknown {
  return text ? JSON.parse(text) : undefined;
}

function parseErrorBody(text: string): ErrorBody {
  try {
    const body = parseJson(text);
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
}

const asString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : undefined;

function errorFromResponse(status: number, body: ErrorBody): ApiError {
  const code = asString(body.code);
  if (status >= 500) return new ApiError({ status, code, message: MESSAGES.serverError });
  return new ApiError({
    status,
    code,
    message: asString(body.message) ?? MESSAGES.genericError,
    errNumber: asNumber(body.errNumber),
    retryAfterSeconds: asNumber(body.retryAfterSeconds),
    details: Array.isArray(body.details)
      ? (body.details as { path: string; message: string }[])
      : undefined,
  });
}

const transportError = (timedOut: boolean) =>
  new ApiError({
    status: 0,
    code: timedOut ? 'TIMEOUT' : 'NETWORK',
    message: MESSAGES.genericError,
  });

/** JSON over fetch for /pre: bearer, 20 s timeout and the spec's error mapping (§7, §8). */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const fetchImpl = () => options.fetch ?? globalThis.fetch.bind(globalThis);

  /** The answer of a finished exchange: the parsed body, or the mapped error. */
  function settle<T>(status: number, text: string, bearer: string | null, handle401: boolean): T {
    if (status >= 200 && status < 300) {
      try {
        return parseJson(text) as T;
      } catch {
        throw new ApiError({ status, message: MESSAGES.genericError });
      }
    }
    if (status === 401 && bearer && handle401) {
      options.onUnauthorized();
      throw new ApiError({
        status: 401,
        code: SESSION_EXPIRED_CODE,
        message: MESSAGES.sessionExpired,
      });
    }
    throw errorFromResponse(status, parseErrorBody(text));
  }

  async function request<T>(method: string, path: string, init: RequestOptions = {}): Promise<T> {
    const bearer = init.token === undefined ? options.getToken() : init.token;
    const blob = init.responseType === 'blob';
    const headers: Record<string, string> = { Accept: blob ? '*/*' : 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = init.contentType ?? 'application/json';
    if (bearer) headers.Authorization = `Bearer ${bearer}`;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const forwardAbort = () => controller.abort();
    init.signal?.addEventListener('abort', forwardAbort);
    try {
      let response: Response;
      let text = '';
      let file: Blob | undefined;
      try {
        response = await fetchImpl()(path, {
          method,
          headers,
          body:
            init.body === undefined
              ? undefined
              : init.contentType
                ? (init.body as Blob)
                : JSON.stringify(init.body),
          signal: controller.signal,
        });
        if (blob && response.ok) file = await response.blob();
        else text = await response.text();
      } catch (cause) {
        // A caller's own cancellation (React Query unmounting) is not a failure to report.
        if (init.signal?.aborted) throw cause;
        throw transportError(controller.signal.aborted);
      }
      if (file) return file as T;
      return settle<T>(response.status, text, bearer, init.handleUnauthorized !== false);
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function upload<T>(
    method: 'POST' | 'PUT',
    path: string,
    body: unknown,
    init: UploadOptions = {},
  ): Promise<T> {
    const bearer = options.getToken();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
    };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    // Only pages that send files load the XMLHttpRequest code: the public home stays small.
    const { sendWithProgress } = await import('./upload.ts');
    const outcome = await sendWithProgress({
      method,
      path,
      headers,
      body: JSON.stringify(body),
      idleTimeoutMs: timeoutMs,
      signal: init.signal,
      onProgress: init.onProgress,
      xhr: options.xhr,
    });
    if (outcome.kind === 'aborted') throw new DOMException('aborted', 'AbortError');
    if (outcome.kind !== 'done') throw transportError(outcome.kind === 'timeout');
    return settle<T>(outcome.status, outcome.text, bearer, true);
  }

  async function openStream(path: string, init: { signal: AbortSignal }): Promise<Response> {
    const bearer = options.getToken();
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const forwardAbort = () => controller.abort();
    init.signal.addEventListener('abort', forwardAbort);
    let response: Response;
    try {
      response = await fetchImpl()(path, { method: 'GET', headers, signal: controller.signal });
    } catch (cause) {
      init.signal.removeEventListener('abort', forwardAbort);
      if (init.signal.aborted) throw cause;
      throw transportError(controller.signal.aborted);
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) {
      init.signal.removeEventListener('abort', forwardAbort);
      const text = await response.text().catch(() => '');
      throw errorFromResponse(response.status, parseErrorBody(text));
    }
    // The caller's signal keeps aborting the body while it is read.
    return response;
  }

  return {
    request,
    get: (path, init) => request('GET', path, init),
    post: (path, body, init) => request('POST', path, { ...init, body }),
    put: (path, body, init) => request('PUT', path, { ...init, body }),
    getBlob: (path, init) => request<Blob>('GET', path, { ...init, responseType: 'blob' }),
    upload,
    openStream,
  };
}
