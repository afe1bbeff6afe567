import type { FastifyInstance } from 'fastify';
import {
  createStaffAccountCall,
  staffAccountsCall,
  staffAuditCall,
  staffBlockCall,
  staffResetSecondFactorCall,
  staffRolesCall,
} from '@portal/contracts';
import { requireStaff } from '../../../access/require-staff.ts';
import { routeCall } from '../../../lib/call-route.ts';
import { listStaffAudit } from '../audit/audit-list.service.ts';
import type { StaffLoginDeps } from '../login/login.service.ts';
import {
  blockStaff,
  changeStaffRoles,
  createStaffAccount,
  resetStaffSecondFactor,
  staffAccounts,
} from './accounts.service.ts';

/** The administrators' calls: staff accounts and the audit. */
export function staffAccountRoutes(app: FastifyInstance, deps: StaffLoginDeps): void {
  routeCall(app, staffAccountsCall, () => staffAccounts(deps));
  routeCall(app, createStaffAccountCall, (request) =>
    createStaffAccount(deps, requireStaff(request), request.body),
  );
  routeCall(app, staffRolesCall, (request) =>
    changeStaffRoles(deps, requireStaff(request), request.params.id, request.body.roles),
  );
  routeCall(app, staffBlockCall, (request) =>
    blockStaff(deps, requireStaff(request), request.params.id, request.body.blocked),
  );
  routeCall(app, staffResetSecondFactorCall, (request) =>
    resetStaffSecondFactor(deps, requireStaff(request), request.params.id),
  );
  routeCall(app, staffAuditCall, (request) => listStaffAudit(deps.db, request.query));
}
