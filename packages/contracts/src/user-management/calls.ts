import { binaryBody, defineCall } from '../call.ts';
import {
  activityQuery,
  activityResponse,
  newUserRequest,
  userChangeRequest,
  userDeleteResponse,
  userDetailDto,
  userIdParams,
  userLinkParams,
  userOptionsResponse,
  usersQuery,
  usersResponse,
  userWriteResponse,
} from './schemas.ts';
import { LIMITS } from '@portal/domain/write-limits';

/*
 * User management (gestionusuarios; spec §7: usuarios/obtener_listado, usuarios,
 * usuarios/eliminar_usuario/). Each call also needs the admin flag (modelEspecifico.admin, §6),
 * which the service checks: the module key alone does not make a sub-user an admin.
 */
const tag = 'user-management';
const listAccess = { module: 'gestion-usuarios' } as const;

export const usersCall = defineCall({
  method: 'GET',
  path: '/pre/v1/usuarios/obtener_listado',
  tag,
  summary: "The provider's users with sector, role, state and last login; search and filters",
  access: listAccess,
  query: usersQuery,
  response: usersResponse,
});

export const userOptionsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/usuarios/opciones',
  tag,
  summary: 'Sectors, roles, document types and the modules the provider may grant, menu-grouped',
  access: listAccess,
  response: userOptionsResponse,
});

export const createUserCall = defineCall({
  method: 'POST',
  path: '/pre/v1/usuarios',
  tag,
  summary: 'Create a sub-user; it gets an e-mail to choose its password (password recovery)',
  access: { module: 'registrar-usuarios' },
  limit: LIMITS.edit,
  body: newUserRequest,
  status: 201,
  response: userWriteResponse,
});

export const userDetailCall = defineCall({
  method: 'GET',
  path: '/pre/v1/usuarios/:idUsuario/:encryp',
  tag,
  summary: 'One user by its sealed link (userDataById, userPermissions)',
  access: { module: 'modificar-usuario' },
  params: userLinkParams,
  response: userDetailDto,
});

export const updateUserCall = defineCall({
  method: 'PUT',
  path: '/pre/v1/usuarios/:idUsuario/:encryp',
  tag,
  summary: "Change a user's name, document, sector, role, modules, state and admin flag",
  access: { module: 'modificar-usuario' },
  limit: LIMITS.edit,
  params: userLinkParams,
  body: userChangeRequest,
  response: userWriteResponse,
});

export const deleteUserCall = defineCall({
  method: 'DELETE',
  path: '/pre/v1/usuarios/eliminar_usuario/:idUsuario',
  tag,
  summary: 'Delete a user of the provider: disabled, and its open sessions end at once',
  access: listAccess,
  limit: LIMITS.edit,
  params: userIdParams,
  response: userDeleteResponse,
});

export const teamActivityCall = defineCall({
  method: 'GET',
  path: '/pre/v1/usuarios/actividad',
  tag,
  summary: "The team's activity from the audit records: by user, action and dates, paged",
  access: listAccess,
  query: activityQuery,
  response: activityResponse,
});

export const teamActivityCsvCall = defineCall({
  method: 'GET',
  path: '/pre/v1/usuarios/actividad/csv',
  tag,
  summary: "The team's activity with the same filters as CSV (es-AR: semicolons)",
  access: listAccess,
  query: activityQuery,
  response: binaryBody,
  files: ['csv'],
});

export const userManagementCalls = [
  usersCall,
  userOptionsCall,
  createUserCall,
  userDetailCall,
  updateUserCall,
  deleteUserCall,
  teamActivityCall,
  teamActivityCsvCall,
] as const;
