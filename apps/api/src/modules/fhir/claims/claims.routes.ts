import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTHORIZATIONS_ACCESS } from '@portal/contracts';
import { readClaimResponseSearch } from '@portal/domain/fhir';
import { FhirError } from '../server/fhir-errors.ts';
import type { FhirCaller, FhirModuleDeps } from '../server/resource-modules.ts';
import {
  invalidOutcome,
  readClaim,
  readClaimResponse,
  searchClaimResponses,
  submitPriorAuthorization,
} from './claims.service.ts';

/** The caller the auth hook set: every route here is protected, so it is there. */
const callerOf = (request: FastifyRequest): FhirCaller => request.fhirCaller!;

const module = AUTHORIZATIONS_ACCESS.module;

/** Claim/$submit and the reads of Claim and ClaimResponse: thin, the service decides. */
export function claimRoutes(app: FastifyInstance, deps: FhirModuleDeps): void {
  app.post(
    '/Claim/$submit',
    { config: { fhir: { scope: 'system/Claim.write', module, write: true } } },
    async (request, reply) => {
      const bundle = await submitPriorAuthorization(deps, callerOf(request), request.body);
      return reply.code(200).send(bundle);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/Claim/:id',
    { config: { fhir: { scope: 'system/Claim.read', module } } },
    (request) => readClaim(deps, callerOf(request), request.params.id),
  );

  app.get<{ Params: { id: string } }>(
    '/ClaimResponse/:id',
    { config: { fhir: { scope: 'system/ClaimResponse.read', module } } },
    (request) => readClaimResponse(deps, callerOf(request), request.params.id),
  );

  app.get(
    '/ClaimResponse',
    { config: { fhir: { scope: 'system/ClaimResponse.read', module } } },
    async (request) => {
      const search = readClaimResponseSearch(request.query as Record<string, unknown>);
      if (!search.ok) throw new FhirError(400, invalidOutcome(search.issues));
      const found = await searchClaimResponses(deps, callerOf(request), search.value);
      return {
        resourceType: 'Bundle',
        type: 'searchset',
        total: found.length,
        link: [{ relation: 'self', url: `${deps.publicUrl}${request.url}` }],
        entry: found.map((resource) => ({
          fullUrl: `${deps.publicUrl}/fhir/ClaimResponse/${resource.id}`,
          resource,
          search: { mode: 'match' },
        })),
      };
    },
  );
}
