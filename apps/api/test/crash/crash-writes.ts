import { authorizationFilingWrite } from './authorization-filing-write.ts';
import { caseFilingWrite } from './case-filing-write.ts';
import type { CrashWrite } from './crash-harness.ts';
import { prescriptionWrite } from './prescription-write.ts';
import { userCreationWrite } from './user-creation-write.ts';
import { validationActivityWrite } from './validation-activity-write.ts';

/**
 * Every multi-row write the crash-safety test drives. A new one (an authorization with its
 * items, a settlement inquiry with its files …) joins with one entry: a `CrashWrite` with its
 * writers and how many writes each may send (under the area's write limits), how to send one
 * and answer its key, the SQL that finds half-written rows and the SQL that lists the keys
 * stored (see case-filing-write.ts). Its invariants must hold on the demo data too.
 */
export const CRASH_WRITES: readonly CrashWrite[] = [
  caseFilingWrite,
  authorizationFilingWrite,
  userCreationWrite,
  prescriptionWrite,
  validationActivityWrite,
];
