import type { WriteWindow } from '../write-limits/policies.ts';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The support centre's third scope, beside the user's and the provider's limits every write
 * call declares (write-limits' LIMITS.filing): notes, added files and replies to one case, by
 * all of the provider's users together. Unlimited, 4,605 observations in 60 s made one case's
 * detail 1.46 MB. A conversation needs a few a day; ten in ten minutes leaves room for a user who
 * sends a note and then the files they forgot, and thirty a day bounds how fast a case's history
 * can grow. The insurer's operators are not limited.
 */
export const CASE_WRITE_LIMIT: readonly WriteWindow[] = [
  { max: 10, windowMs: 10 * MINUTE_MS },
  { max: 30, windowMs: DAY_MS },
];
