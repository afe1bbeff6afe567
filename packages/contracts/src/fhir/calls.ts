import { LIMITS } from '@portal/domain/write-limits';
import { defineCall } from '../call.ts';
import {
  fhirClientParams,
  fhirClientsResponse,
  fhirClientWriteResponse,
  newFhirClientRequest,
} from './schemas.ts';

/*
 * Sistemas conectados: the FHIR clients of the provider (docs/decisions/0065). Like user
 * management, the module key opens the calls and the service also asks for the admin flag (§6).
 */
const tag = 'fhir';
const access = { module: 'gestion-usuarios' } as const;

export const fhirClientsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/fhir/clientes',
  tag,
  summary: "The provider's FHIR clients (active and revoked) and the team members one may act as",
  access,
  response: fhirClientsResponse,
});

export const registerFhirClientCall = defineCall({
  method: 'POST',
  path: '/pre/v1/fhir/clientes',
  tag,
  summary: 'Register a FHIR client: its public keys, the team member it acts as and its scopes',
  access,
  limit: LIMITS.edit,
  body: newFhirClientRequest,
  status: 201,
  response: fhirClientWriteResponse,
});

export const revokeFhirClientCall = defineCall({
  method: 'DELETE',
  path: '/pre/v1/fhir/clientes/:idCliente',
  tag,
  summary: 'Revoke a FHIR client: its access tokens stop working at once',
  access,
  limit: LIMITS.edit,
  params: fhirClientParams,
  response: fhirClientWriteResponse,
});

export const fhirCalls = [fhirClientsCall, registerFhirClientCall, revokeFhirClientCall] as const;
