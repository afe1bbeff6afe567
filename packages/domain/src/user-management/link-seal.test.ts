import { describe, expect, it } from 'vitest';
import { openUserLink, sealUserLink, userLinkKeyBytes } from './link-seal.ts';

const KEY = userLinkKeyBytes('11'.repeat(32));
const OTHER_KEY = userLinkKeyBytes('22'.repeat(32));

describe('the modificar-usuario link token', () => {
  it('opens to the user id it sealed, for the same provider and key', async () => {
    const token = await sealUserLink(KEY, 100001, 42);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await openUserLink(KEY, 100001, token)).toBe(42);
  });

  it('is different every time, so two links do not show they are the same user', async () => {
    expect(await sealUserLink(KEY, 100001, 42)).not.toBe(await sealUserLink(KEY, 100001, 42));
  });

  it('does not open for another provider (a foreign link)', async () => {
    const token = await sealUserLink(KEY, 200001, 42);
    expect(await openUserLink(KEY, 100001, token)).toBeNull();
  });

  it('does not open with another key', async () => {
    expect(await openUserLink(OTHER_KEY, 100001, await sealUserLink(KEY, 100001, 42))).toBeNull();
  });

  it('does not open once any character is changed', async () => {
    const token = await sealUserLink(KEY, 100001, 42);
    for (const at of [0, 10, token.length - 1]) {
      const changed = token[at] === 'A' ? 'B' : 'A';
      const tampered = token.slice(0, at) + changed + token.slice(at + 1);
      expect(await openUserLink(KEY, 100001, tampered)).toBeNull();
    }
  });

  it.each([[''], ['not base64!'], ['AAAA'], ['A'.repeat(200)], ['42']])(
    'does not open %j',
    async (token) => {
      expect(await openUserLink(KEY, 100001, token)).toBeNull();
    },
  );

  it('takes a key of 32 bytes only', () => {
    expect(() => userLinkKeyBytes('abc')).toThrow(/32 bytes/);
    expect(userLinkKeyBytes(Buffer.alloc(32, 7).toString('base64')).length).toBe(32);
  });
});
