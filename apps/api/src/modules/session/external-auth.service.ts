import { randomUUID } from 'node:crypto';
import { BASE_PATH } from '@portal/domain/app';
import { EXTERNAL_GRANT } from '@portal/domain/session';
import { formatExp } from '@portal/domain/format';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { findGrantee, insertExternalGrant } from './external-auth.repository.ts';

export type ExternalGrantMode = 'impersonated' | 'readOnly';

export interface ExternalGrantDeps {
  db: Db;
  clock: Clock;
  /** Where the portal is reached (config.publicUrl); the link points at its SPA. */
  publicUrl: string;
}

export interface ExternalGrantInput {
  email: string;
  mode: ExternalGrantMode;
  /** Who asked for it: recorded on the grant, the session and every audited request. */
  operator: string;
  /** Minutes the one-time code stays valid (default 10). */
  minutes?: number;
}

/** A grant that cannot be created; the message is for the operator, not for a provider. */
export class ExternalGrantError extends Error {}

/** What the SPA reads from ?externalAuth= (spec §3: code, exp and model {soloLectura, impersonado}). */
export interface ExternalAuthEntry {
  code: string;
  exp: string;
  model: { soloLectura: boolean; impersonado: boolean };
}

export function externalAuthLink(publicUrl: string, entry: ExternalAuthEntry): string {
  const encoded = Buffer.from(JSON.stringify(entry), 'utf8').toString('base64url');
  return `${publicUrl.replace(/\/+$/, '')}${BASE_PATH}/?externalAuth=${encoded}`;
}

/**
 * Issues a one-time code that opens an impersonated or read-only session of a user (spec §4).
 * Only the code's SHA-256 is stored: the link is the one place the code exists.
 */
export async function createExternalGrant(deps: ExternalGrantDeps, input: ExternalGrantInput) {
  const minutes = input.minutes ?? EXTERNAL_GRANT.defaultMinutes;
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > EXTERNAL_GRANT.maxMinutes) {
    throw new ExternalGrantError(
      `minutes must be a whole number from 1 to ${EXTERNAL_GRANT.maxMinutes}`,
    );
  }
  const operator = input.operator.trim();
  if (!operator || operator.length > EXTERNAL_GRANT.operatorMaxLength) {
    throw new ExternalGrantError(
      `operator must be 1 to ${EXTERNAL_GRANT.operatorMaxLength} characters`,
    );
  }
  const user = await findGrantee(deps.db, input.email.trim());
  if (!user) throw new ExternalGrantError(`no user with e-mail ${input.email}`);
  if (user.disabledAt) throw new ExternalGrantError(`the user ${user.email} is disabled`);

  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  const code = randomToken(32);
  const grantId = randomUUID();
  await deps.db.transaction(async (tx) => {
    await insertExternalGrant(tx, {
      id: grantId,
      codeHash: sha256(code),
      userId: user.id,
      mode: input.mode,
      operator,
      createdAt: now,
      expiresAt,
    });
    await recordAudit(tx, deps.clock, {
      action: 'external-session.grant',
      operator,
      userId: user.id,
      providerId: user.providerId,
      details: { mode: input.mode, grantId, expiresAt: expiresAt.toISOString() },
    });
  });

  const entry: ExternalAuthEntry = {
    code,
    exp: formatExp(expiresAt),
    model: { soloLectura: input.mode === 'readOnly', impersonado: input.mode === 'impersonated' },
  };
  return {
    grantId,
    userId: user.id,
    email: user.email,
    mode: input.mode,
    operator,
    expiresAt,
    entry,
    link: externalAuthLink(deps.publicUrl, entry),
  };
}
export type ExternalGrant = Awaited<ReturnType<typeof createExternalGrant>>;
