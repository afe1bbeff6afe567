import { consoleImportStartCall } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fileBodyCall } from './call-api.ts';
import { createHttpClient } from './http.ts';

function client() {
  const fetchMock = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify({ id: 7, kind: 'plans', status: 'queued' }))),
  );
  const http = createHttpClient({
    getToken: () => 'token-1',
    onUnauthorized: vi.fn(),
    fetch: fetchMock,
  });
  return { http, fetchMock };
}

describe('a call whose body is a file', () => {
  it('sends the file itself, as its media type, with the query and the bearer', async () => {
    const { http, fetchMock } = client();
    const file = new Blob(['{"plan":310}\n'], { type: 'application/x-ndjson' });
    await expect(
      fileBodyCall(
        http,
        consoleImportStartCall,
        { params: { kind: 'plans' }, query: { dryRun: true } },
        file,
      ),
    ).resolves.toEqual({ id: 7, kind: 'plans', status: 'queued' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/pre/consola/v0/importaciones/plans?dryRun=true');
    expect(init?.body).toBe(file);
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/x-ndjson');
    expect(headers.Authorization).toBe('Bearer token-1');
  });

  it('a file the browser gives no media type (or another) goes as the call’s first: CSV', async () => {
    const { http, fetchMock } = client();
    await fileBodyCall(
      http,
      consoleImportStartCall,
      { params: { kind: 'plans' } },
      new Blob(['a;b\n']),
    );
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('text/csv');
  });
});
