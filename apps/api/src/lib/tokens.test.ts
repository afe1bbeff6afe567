import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenCodec } from './tokens.ts';

describe('bearer token codec', () => {
  const codec = tokenCodec('a-secret-of-the-test');
  const sessionId = randomUUID();
  const token = codec.sign(sessionId);

  it('verifies a token it signed, also on every later call', () => {
    expect(codec.verify(token)).toBe(sessionId);
    expect(codec.verify(token)).toBe(sessionId);
  });

  it.each([
    ['another secret', tokenCodec('another-secret').sign(sessionId)],
    ['a changed id', `${randomUUID()}.${token.split('.')[1]}`],
    ['a changed signature', `${token.slice(0, -2)}${token.endsWith('aa') ? 'bb' : 'aa'}`],
    ['an extra part', `${token}.x`],
    ['no signature', sessionId],
    ['an id that is not a UUID', `abc.${token.split('.')[1]}`],
  ])('refuses %s, even after the good token was accepted', (_case, forged) => {
    expect(codec.verify(token)).toBe(sessionId);
    expect(codec.verify(forged)).toBeNull();
    expect(codec.verify(forged)).toBeNull();
  });

  it('a codec with another secret does not accept what this one remembered', () => {
    expect(codec.verify(token)).toBe(sessionId);
    expect(tokenCodec('another-secret').verify(token)).toBeNull();
  });

  it('keeps verifying once its memory has been filled and started over', () => {
    const many = Array.from({ length: 10_050 }, () => randomUUID());
    for (const id of many) expect(codec.verify(codec.sign(id))).toBe(id);
    expect(codec.verify(token)).toBe(sessionId);
  });
});
