import type { FastifyInstance } from 'fastify';
import {
  createUserCall,
  deleteUserCall,
  teamActivityCall,
  teamActivityCsvCall,
  updateUserCall,
  userDetailCall,
  userOptionsCall,
  usersCall,
} from '@portal/contracts';
import { requireSession } from '../../access/require-session.ts';
import { sendDownload } from '../../lib/binary.ts';
import { routeCall } from '../../lib/call-route.ts';
import { teamActivity, teamActivityCsvFile } from './activity.service.ts';
import { createUser, deleteUser, updateUser } from './user-writes.service.ts';
import { listUsers, userDetail, userOptions, type UserManagementContext } from './users.service.ts';

/** The calls of `userManagementCalls` (gestionusuarios). */
export function userManagementRoutes(app: FastifyInstance, deps: UserManagementContext): void {
  routeCall(app, usersCall, (request) => listUsers(deps, requireSession(request), request.query));
  routeCall(app, userOptionsCall, (request) => userOptions(deps, requireSession(request)));
  routeCall(app, createUserCall, (request) =>
    createUser(deps, requireSession(request), request.body),
  );
  routeCall(app, userDetailCall, (request) =>
    userDetail(deps, requireSession(request), request.params.idUsuario, request.params.encryp),
  );
  routeCall(app, updateUserCall, (request) =>
    updateUser(deps, requireSession(request), request.params, request.body),
  );
  routeCall(app, deleteUserCall, (request) =>
    deleteUser(deps, requireSession(request), request.params.idUsuario),
  );
  routeCall(app, teamActivityCall, (request) =>
    teamActivity(deps, requireSession(request), request.query),
  );
  routeCall(app, teamActivityCsvCall, async (request, reply) => {
    const { fileName, csv } = await teamActivityCsvFile(
      deps,
      requireSession(request),
      request.query,
    );
    return sendDownload(reply, 'csv', fileName, csv);
  });
}
