import { HTTP_TIMEOUT_MS, MESSAGES } from '@portal/domain/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SESSION_EXPIRED_CODE } from './api-error.ts';
import { createHttpClient } from './http.ts';

type Progress = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** A hand-driven XMLHttpRequest: the test decides when bytes move and what the server says. */
class ManualXhr {
  upload: { onprogress: Progress | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: string | undefined;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: string) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function client(token: string | null = 'token-1') {
  const xhr = new ManualXhr();
  const onUnauthorized = vi.fn();
  const http = createHttpClient({
    getToken: () => token,
    onUnauthorized,
    xhr: () => xhr as unknown as XMLHttpRequest,
  });
  return { http, xhr, onUnauthorized };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

afterEach(() => vi.useRealTimers());

describe('upload with progress', () => {
  it('sends JSON with the bearer, reports the share of bytes sent and returns the answer', async () => {
    const { http, xhr } = client();
    const seen: number[] = [];
    const pending = http.upload('PUT', '/pre/x', { a: 1 }, { onProgress: (f) => seen.push(f) });
    await vi.dynamicImportSettled();
    expect(xhr.method).toBe('PUT');
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect(xhr.headers['Content-Type']).toBe('application/json');
    expect(xhr.body).toBe('{"a":1}');
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(201, { nroTramite: 7 });
    await expect(pending).resolves.toEqual({ nroTramite: 7 });
    expect(seen).toEqual([0, 0.25, 1, 1]);
  });

  it('a 400 keeps the server message and code; a 5xx reads as the data-server message', async () => {
    const bad = client();
    const refused = failure(bad.http.upload('POST', '/pre/x', {}));
    await vi.dynamicImportSettled();
    bad.xhr.answer(400, { message: 'El archivo «a.pdf» está vacío.', code: 'FILE_EMPTY' });
    expect(await refused).toMatchObject({
      status: 400,
      code: 'FILE_EMPTY',
      message: 'El archivo «a.pdf» está vacío.',
    });

    const broken = client();
    const crashed = failure(broken.http.upload('POST', '/pre/x', {}));
    await vi.dynamicImportSettled();
    broken.xhr.answer(500, { message: 'stack' });
    expect((await crashed).message).toBe(MESSAGES.serverError);
  });

  it('a 401 ends the session like any other call', async () => {
    const { http, xhr, onUnauthorized } = client();
    const pending = failure(http.upload('POST', '/pre/x', {}));
    await vi.dynamicImportSettled();
    xhr.answer(401, {});
    expect((await pending).code).toBe(SESSION_EXPIRED_CODE);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a transfer that moves is not cut at 20 s; one that stalls for 20 s is', async () => {
    vi.useFakeTimers();
    const { http, xhr } = client();
    const pending = failure(http.upload('POST', '/pre/x', {}));
    await vi.dynamicImportSettled();
    for (let step = 1; step <= 3; step++) {
      await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1000);
      xhr.progress(step * 10, 100);
    }
    expect(xhr.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS);
    expect(xhr.aborted).toBe(true);
    expect(await pending).toMatchObject({ code: 'TIMEOUT', message: MESSAGES.genericError });
  });

  it('a network failure becomes the generic message', async () => {
    const { http, xhr } = client();
    const pending = failure(http.upload('POST', '/pre/x', {}));
    await vi.dynamicImportSettled();
    xhr.onerror?.();
    expect(await pending).toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
