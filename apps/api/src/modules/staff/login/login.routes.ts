import type { FastifyInstance } from 'fastify';
import {
  staffInvitationCall,
  staffLoginCall,
  staffLogoutCall,
  staffMeCall,
  staffSecondFactorCall,
} from '@portal/contracts';
import { requireStaff } from '../../../access/require-staff.ts';
import { routeCall } from '../../../lib/call-route.ts';
import { acceptStaffInvitation } from '../accounts/accounts.service.ts';
import {
  staffLogout,
  staffMe,
  staffPasswordStep,
  staffSecondFactorStep,
  type StaffLoginDeps,
} from './login.service.ts';

export function staffLoginRoutes(app: FastifyInstance, deps: StaffLoginDeps): void {
  routeCall(app, staffLoginCall, (request) => staffPasswordStep(deps, request.body, request.ip));
  routeCall(app, staffSecondFactorCall, (request) =>
    staffSecondFactorStep(deps, request.body, request.ip),
  );
  routeCall(app, staffInvitationCall, async (request) => {
    await acceptStaffInvitation(deps, request.body);
    return null;
  });
  routeCall(app, staffLogoutCall, async (request) => {
    await staffLogout(deps, requireStaff(request));
    return null;
  });
  routeCall(app, staffMeCall, (request) => {
    const { staffId, ...caller } = requireStaff(request);
    return staffMe({ id: staffId, ...caller });
  });
}
