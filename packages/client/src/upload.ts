/** Builds the XMLHttpRequest of an upload; tests pass a fake one. */
export type XhrFactory = () => XMLHttpRequest;

export interface SendWithProgress {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** Aborts when nothing moved (no upload progress, no answer) for this long. */
  idleTimeoutMs: number;
  signal?: AbortSignal | undefined;
  onProgress?: ((fraction: number) => void) | undefined;
  xhr?: XhrFactory | undefined;
}

export type SendOutcome =
  | { kind: 'done'; status: number; text: string }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'aborted' };

/**
 * Sends a body with XMLHttpRequest so its upload progress can be shown (fetch reports none).
 * Resolves with what happened instead of throwing, so the HTTP client maps it like a fetch.
 */
export function sendWithProgress(request: SendWithProgress): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const xhr = request.xhr ? request.xhr() : new globalThis.XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;

    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const armTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        finish({ kind: 'timeout' });
        xhr.abort();
      }, request.idleTimeoutMs);
    };
    const onAbort = () => {
      finish({ kind: 'aborted' });
      xhr.abort();
    };

    if (request.signal?.aborted) {
      resolve({ kind: 'aborted' });
      return;
    }
    request.signal?.addEventListener('abort', onAbort);

    xhr.open(request.method, request.path);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      armTimer();
      if (event.lengthComputable && event.total > 0) {
        request.onProgress?.(Math.min(1, event.loaded / event.total));
      }
    };
    xhr.upload.onload = () => {
      armTimer();
      request.onProgress?.(1);
    };
    xhr.onload = () => finish({ kind: 'done', status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => finish({ kind: 'network' });
    xhr.onabort = () => finish({ kind: 'aborted' });
    xhr.ontimeout = () => finish({ kind: 'timeout' });
    armTimer();
    request.onProgress?.(0);
    xhr.send(request.body);
  });
}
