import { HTTP_TIMEOUT_MS, MESSAGES } from '@portal/domain/app';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, SESSION_EXPIRED_CODE } from './api-error.ts';
import { createHttpClient } from './http.ts';

function client(reply: () => Promise<Response>, token: string | null = 'token-1') {
  const onUnauthorized = vi.fn();
  const fetchMock = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => reply());
  const http = createHttpClient({ getToken: () => token, onUnauthorized, fetch: fetchMock });
  return { http, onUnauthorized, fetchMock };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('http client', () => {
  it('sends JSON with the session bearer and returns the parsed answer', async () => {
    const { http, fetchMock } = client(() => json(200, { ok: true }));
    await expect(http.post('/pre/x', { a: 1 })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('a 401 on an authenticated call ends the session and raises the expired message', async () => {
    const { http, onUnauthorized } = client(() => json(401, { message: 'x' }));
    const error = await failure(http.get('/pre/x'));
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(error.message).toBe(MESSAGES.sessionExpired);
    expect(error.code).toBe(SESSION_EXPIRED_CODE);
  });

  it('a 401 without a session (a refused login) keeps the server message and code', async () => {
    const { http, onUnauthorized } = client(
      () => json(401, { message: 'Rechazado', code: 'LOGIN_REFUSED', errNumber: 114 }),
      null,
    );
    const error = await failure(http.post('/pre/v0/auth-login', {}));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 401, code: 'LOGIN_REFUSED', errNumber: 114 });
  });

  it('a 5xx answer becomes the data-server message', async () => {
    const { http } = client(() => json(503, { message: 'stack trace' }));
    expect((await failure(http.get('/pre/x'))).message).toBe(MESSAGES.serverError);
  });

  it('another 4xx carries the server message, code and field details', async () => {
    const details = [{ path: 'cuit', message: 'CUIT inválido' }];
    const { http } = client(() =>
      json(400, { message: 'Los datos enviados no son válidos.', code: 'VALIDATION', details }),
    );
    const error = await failure(http.post('/pre/x', {}));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', details });
    expect(error.message).toBe('Los datos enviados no son válidos.');
  });

  it('a network failure becomes the generic message', async () => {
    const { http } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(http.get('/pre/x'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', message: MESSAGES.genericError });
  });

  it('a call that takes more than 20 seconds is aborted with the generic message', async () => {
    vi.useFakeTimers();
    const hanging = createHttpClient({
      getToken: () => null,
      onUnauthorized: () => undefined,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    });
    const pending = failure(hanging.get('/pre/slow'));
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS);
    expect(await pending).toMatchObject({ code: 'TIMEOUT', message: MESSAGES.genericError });
  });
});
