import { CASE_WRITE_LIMIT } from '@portal/domain/support-cases';
import { WRITE_LIMIT_CODES, writeLimitVerdict } from '@portal/domain/write-limits';
import { HttpError } from '../../../lib/errors.ts';
import { countWrites, recordWrite } from '../../../lib/write-limit.ts';
import type { Db } from '../../../db/client.ts';

/**
 * The support centre's own scope, one case (the domain's CASE_WRITE_LIMIT), beside the user's
 * and the provider's limits the calls declare (applied before the handler, access/write-limits).
 * Called first inside the write's transaction: over the limit it throws the 429 and the
 * transaction writes nothing. The insurer's operators are not limited.
 */
export async function takeCaseWriteSlot(tx: Db, now: Date, caseId: number): Promise<void> {
  const limited = [{ key: `support-cases:case:${caseId}`, windows: CASE_WRITE_LIMIT }];
  const counts = await countWrites(tx, limited, now);
  const verdict = writeLimitVerdict(
    counts.map((count) => ({ ...count, scope: 'case' as const })),
    now,
  );
  if (!verdict.allowed) {
    throw new HttpError(429, verdict.message, WRITE_LIMIT_CODES.case, {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }
  await recordWrite(tx, limited, now);
}
