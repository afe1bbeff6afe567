import { HTTP_TIMEOUT_MS, MESSAGES } from '@portal/domain';
import { ApiError, SESSION_EXPIRED_CODE } from './api-error';

export interface RequestOptions {
  body?: unknown;
  /** Overrides the session's bearer (e.g. the token just received at login); null sends none. */
  token?: string | null;
  signal?: AbortSignal | undefined;
  /** When false, a 401 does not end the session (logout must not raise "session expired"). */
  handleUnauthorized?: boolean;
  /** 'blob' reads a file (PDF, CSV) instead of JSON; errors still come as JSON. */
  responseType?: 'json' | 'blob';
}

export interface HttpClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** GET of a file (PDF, CSV) with the same bearer, timeout and error mapping. */
  getBlob(path: string, options?: Omit<RequestOptions, 'body' | 'responseType'>): Promise<Blob>;
}

export interface HttpClientOptions {
  getToken: () => string | null;
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface ErrorBody {
  message?: unknown;
  code?: unknown;
  errNumber?: unknown;
  retryAfterSeconds?: unknown;
  details?: unknown;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const body = await readJson(response);
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

/** JSON over fetch for /pre: bearer, 20 s timeout and the spec's error mapping (§7, §8). */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;

  async function request<T>(method: string, path: string, init: RequestOptions = {}): Promise<T> {
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    const bearer = init.token === undefined ? options.getToken() : init.token;
    const blob = init.responseType === 'blob';
    const headers: Record<string, string> = { Accept: blob ? '*/*' : 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (bearer) headers.Authorization = `Bearer ${bearer}`;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const forwardAbort = () => controller.abort();
    init.signal?.addEventListener('abort', forwardAbort);
    try {
      let response: Response;
      try {
        response = await fetchImpl(path, {
          method,
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: controller.signal,
        });
      } catch (cause) {
        // A caller's own cancellation (React Query unmounting) is not a failure to report.
        if (init.signal?.aborted) throw cause;
        throw new ApiError({
          status: 0,
          code: controller.signal.aborted ? 'TIMEOUT' : 'NETWORK',
          message: MESSAGES.genericError,
        });
      }

      if (response.ok) {
        try {
          return (blob ? await response.blob() : await readJson(response)) as T;
        } catch {
          throw new ApiError({ status: response.status, message: MESSAGES.genericError });
        }
      }
      const body = await readErrorBody(response);
      if (response.status === 401 && bearer && init.handleUnauthorized !== false) {
        options.onUnauthorized();
        throw new ApiError({
          status: 401,
          code: SESSION_EXPIRED_CODE,
          message: MESSAGES.sessionExpired,
        });
      }
      throw errorFromResponse(response.status, body);
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    request,
    get: (path, init) => request('GET', path, init),
    post: (path, body, init) => request('POST', path, { ...init, body }),
    getBlob: (path, init) => request<Blob>('GET', path, { ...init, responseType: 'blob' }),
  };
}
