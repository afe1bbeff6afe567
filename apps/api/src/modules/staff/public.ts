/**
 * What other modules may use of the staff realm: the audit every staff action writes in its own
 * transaction (the console's decisions, queues and content calls).
 */
export { recordAudit, type StaffAuditEntry } from './audit/audit.service.ts';
export { totpCode } from './login/second-factor.ts';
