import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTHORIZATIONS_ACCESS } from '@portal/contracts';
import type { FhirCaller, FhirModuleDeps } from '../server/resource-modules.ts';
import {
  createSubscription,
  deleteSubscription,
  readSubscriptionResource,
} from './subscriptions.service.ts';

const callerOf = (request: FastifyRequest): FhirCaller => request.fhirCaller!;
const module = AUTHORIZATIONS_ACCESS.module;

/** A HIS's Subscriptions to its provider's decisions: create, read, delete. */
export function subscriptionRoutes(app: FastifyInstance, deps: FhirModuleDeps): void {
  app.post(
    '/Subscription',
    { config: { fhir: { scope: 'system/Subscription.write', module, write: true } } },
    async (request, reply) => {
      const created = await createSubscription(deps, callerOf(request), request.body);
      return reply
        .code(201)
        .header('location', `${deps.publicUrl}/fhir/Subscription/${created.id}`)
        .send(created);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/Subscription/:id',
    { config: { fhir: { scope: 'system/Subscription.read', module } } },
    (request) => readSubscriptionResource(deps, callerOf(request), request.params.id),
  );

  app.delete<{ Params: { id: string } }>(
    '/Subscription/:id',
    { config: { fhir: { scope: 'system/Subscription.write', module, write: true } } },
    async (request, reply) => {
      await deleteSubscription(deps, callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
