import { whenCaseCloses } from '../support-cases/public.ts';
import { applyApprovedChange } from './approval.service.ts';

/**
 * What the rest of the API may use of Mis datos: registering, with the support centre, the
 * application of approved changes when their case is finalised (the server's plugin does it; the
 * operator command, which may close cases without a server, does too).
 */
export function applyApprovedChangesOnCaseClose(): void {
  whenCaseCloses(applyApprovedChange);
}
