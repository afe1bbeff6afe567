import type { AffiliateValidationResponse } from '@portal/contracts';
import type { AffiliateNumber } from '@portal/domain/affiliates';
import type { LiveSession } from '../../access/session.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertRecentValidation } from './recent-validations.repository.ts';

/**
 * Keeps one validation for its user's home: the number asked for and the answer they saw. Only
 * the user's own sessions: an operator's impersonated or read-only look is not the user's work
 * (the team activity draws the same line).
 */
export async function recordValidation(
  deps: { db: Db; clock: Clock },
  session: LiveSession,
  asked: AffiliateNumber | { contra: number; middle?: number | undefined; inte: number },
  answer: AffiliateValidationResponse,
): Promise<void> {
  if (session.mode !== 'user') return;
  const affiliate = answer.affiliate;
  await insertRecentValidation(deps.db, {
    userId: session.userId,
    at: deps.clock.now(),
    contra: asked.contra,
    middle: asked.middle ?? answer.credential?.middle ?? 0,
    inte: asked.inte,
    valido: answer.isValid,
    nombre: affiliate ? `${affiliate.nombre} ${affiliate.apellido}`.trim().slice(0, 120) : '',
  });
}
