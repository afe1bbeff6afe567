import {
  CASE_WRITE_LIMITS,
  writeLimitVerdict,
  type WriteLimitScope,
} from '@portal/domain/support-cases';
import { HttpError } from '../../../lib/errors.ts';
import { countWrites, recordWrite, type LimitedKey } from '../../../lib/write-limit.ts';
import type { Db } from '../../../db/client.ts';

/**
 * The provider's support-case writes, limited per user and, when the write is on a case, per
 * case (the domain's CASE_WRITE_LIMITS). Called first inside the write's transaction: over the
 * limit it throws the 429 and the transaction writes nothing. The insurer's operators are not
 * limited.
 */

export const CASE_WRITE_LIMIT_CODES: Record<WriteLimitScope, string> = {
  case: 'CASE_WRITE_LIMIT',
  user: 'USER_WRITE_LIMIT',
};

const keyOf = (scope: WriteLimitScope, id: number) => `support-cases:${scope}:${id}`;

export async function takeCaseWriteSlot(
  tx: Db,
  now: Date,
  writer: { userId: number; caseId?: number },
): Promise<void> {
  const limited: (LimitedKey & { scope: WriteLimitScope })[] = [
    { scope: 'user', key: keyOf('user', writer.userId), windows: CASE_WRITE_LIMITS.user },
  ];
  if (writer.caseId !== undefined) {
    limited.push({
      scope: 'case',
      key: keyOf('case', writer.caseId),
      windows: CASE_WRITE_LIMITS.case,
    });
  }
  const scopeOf = new Map(limited.map((entry) => [entry.key, entry.scope]));
  const counts = await countWrites(tx, limited, now);
  const verdict = writeLimitVerdict(
    counts.map((count) => ({ ...count, scope: scopeOf.get(count.key)! })),
    now,
  );
  if (!verdict.allowed) {
    throw new HttpError(429, verdict.message, CASE_WRITE_LIMIT_CODES[verdict.scope], {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }
  await recordWrite(tx, limited, now);
}
