import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS } from '@portal/contracts';
import { openMatrix, send, type Answer, type Matrix } from './matrix/matrix-app.ts';
import { ownerCalls, type OwnerCall } from './matrix/owner-calls.ts';
import { partsOf } from './matrix/run-cell.ts';
import { rowCounts } from './row-counts.ts';

/**
 * PGlite and PostgreSQL answer alike (ADR 0075). The route tests run once, on PostgreSQL; the
 * PGlite a developer runs the portal on is held to the same answers here: two apps from the same
 * demo seed, one on each engine, get the same sequence of calls, every call of the contracts as
 * its owner makes it with the authorization matrix's own request (test/matrix/owner-calls.ts),
 * and each answer's status and body must be the same. Only values two databases legitimately
 * make differently are normalised (`normalised` below); the clock is the fixed TEST_NOW on both,
 * and no timestamp differed, so none is normalised.
 */

/** A session token: `<session uuid>.<HMAC, base64url>` (src/lib/tokens.ts). */
const TOKEN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[\w-]{43}/g;
/** A random UUID (a session's id, a file's or an event's name). */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** A telemedicine link's signature: an HMAC of the session's random UUID. */
const SIGNATURE = /firma=[\w-]{43}/g;
/** A user's modificar-usuario link: sealed with a random nonce (AES-GCM), new on every answer. */
const SEALED_LINK = /"encryp":"[\w-]+"/g;

/**
 * The body with what each app makes at random in its place: session tokens (a random id and its
 * HMAC), random UUIDs, an HMAC of one, a link sealed with a random nonce. Anything else that
 * differs is a difference of the engines: a product bug to fix, not to normalise.
 */
function normalised(answer: Answer) {
  const body = answer.body
    .replace(TOKEN, '<token>')
    .replace(UUID, '<uuid>')
    .replace(SIGNATURE, 'firma=<hmac>')
    .replace(SEALED_LINK, '"encryp":"<sealed>"');
  return { status: answer.status, contentType: answer.contentType, body };
}

const CALLS = ownerCalls(ALL_CALLS);

async function ask(matrix: Matrix, owned: OwnerCall): Promise<Answer> {
  const session = await owned.session(matrix);
  return send(matrix, owned.call, partsOf(matrix, owned.cell, session), session.headers);
}

describe('PGlite answers as PostgreSQL does: every call of the contracts as its owner makes it', () => {
  let pglite: Matrix;
  let postgres: Matrix;
  beforeAll(async () => {
    pglite = await openMatrix({ engine: 'pglite' });
    postgres = await openMatrix({ engine: 'postgres' });
  });
  afterAll(async () => {
    await pglite?.close();
    await postgres?.close();
  });

  it('the two apps start alike: the same ids for both providers and every table as seeded', async () => {
    expect(pglite.ids).toEqual({ ...postgres.ids, ...sameTokens(pglite, postgres) });
    expect(await rowCounts(pglite.t.db)).toEqual(await rowCounts(postgres.t.db));
  });

  it.each(CALLS.map((owned) => [storyOf(owned), owned] as const))('%s', async (_story, owned) => {
    const onPglite = await ask(pglite, owned);
    const onPostgres = await ask(postgres, owned);
    expect(normalised(onPglite)).toEqual(normalised(onPostgres));
  });

  it('leaves every table with as many rows on one engine as on the other', async () => {
    expect(await rowCounts(pglite.t.db)).toEqual(await rowCounts(postgres.t.db));
  });
});

/** `${owner}: ${summary} (METHOD /path)`, so a difference names the call. */
function storyOf({ owner, call }: OwnerCall): string {
  return `${owner}: ${call.summary.replace(/\.$/, '')} (${call.method} ${call.path})`;
}

/** The sessions' tokens are random: the one id that legitimately differs between the two. */
function sameTokens(from: Matrix, to: Matrix) {
  return {
    demo: { ...to.ids.demo, token: from.ids.demo.token },
    interior: { ...to.ids.interior, token: from.ids.interior.token },
  };
}
