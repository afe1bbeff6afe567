import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { contentCache } from './content-cache.ts';

/** A reply that records what the cache sets on it. */
function fakeReply() {
  const sent = { headers: {} as Record<string, string>, status: 200, ended: false };
  const reply = {
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    code(status: number) {
      sent.status = status;
      return reply;
    },
    send() {
      sent.ended = true;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

const request = (etag?: string) =>
  ({ headers: etag === undefined ? {} : { 'if-none-match': etag } }) as FastifyRequest;

describe('the public site’s answer cache', () => {
  it('reads the database once a minute per answer, whatever the number of visits', async () => {
    const clock = fixedClock(new Date('2026-01-05T12:00:00Z'));
    const cache = contentCache(clock);
    let loads = 0;
    const loader = async () => ({ n: ++loads });
    for (let visit = 0; visit < 5; visit++) {
      expect(await cache.send(request(), fakeReply().reply, 'k', loader)).toEqual({ n: 1 });
    }
    clock.advance(60_001);
    expect(await cache.send(request(), fakeReply().reply, 'k', loader)).toEqual({ n: 2 });
  });

  it('answers 304 to a browser holding the ETag, among others it lists', async () => {
    const cache = contentCache(fixedClock(new Date()));
    const first = fakeReply();
    await cache.send(request(), first.reply, 'k', async () => ({ a: 1 }));
    const etag = first.sent.headers.etag!;
    const again = fakeReply();
    await cache.send(request(`"old", ${etag}`), again.reply, 'k', async () => ({ a: 2 }));
    expect(again.sent).toMatchObject({ status: 304, ended: true });
    expect(again.sent.headers['cache-control']).toBe('public, max-age=60');
  });

  it('keeps at most 500 answers: past the bound the oldest is read again', async () => {
    const cache = contentCache(fixedClock(new Date()));
    const loads = new Map<string, number>();
    const load = (key: string) =>
      cache.send(request(), fakeReply().reply, key, async () => {
        loads.set(key, (loads.get(key) ?? 0) + 1);
        return key;
      });
    for (let index = 0; index <= 500; index++) await load(`busqueda-${index}`);
    await load('busqueda-500');
    expect(loads.get('busqueda-500')).toBe(1);
    await load('busqueda-0');
    expect(loads.get('busqueda-0')).toBe(2);
  });
});
