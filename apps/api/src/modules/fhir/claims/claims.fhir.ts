import type { FhirResourceModule } from '../server/resource-modules.ts';
import { claimRoutes } from './claims.routes.ts';
import { listenForDecisions } from './subscriptions.service.ts';
import { subscriptionRoutes } from './subscriptions.routes.ts';

const PAS = 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition';

/**
 * Prior authorization (docs/decisions/0066): Claim $submit shaped on Da Vinci PAS, the Claim and
 * ClaimResponse reads, the ClaimResponse search a HIS polls, and rest-hook Subscriptions to the
 * insurer's decisions.
 */
export const fhirModule: FhirResourceModule = {
  resources: [
    {
      type: 'Claim',
      interaction: [{ code: 'read' }],
      operation: [
        { name: 'submit', definition: 'http://hl7.org/fhir/OperationDefinition/Claim-submit' },
      ],
      supportedProfile: [`${PAS}/profile-claim`],
    },
    {
      type: 'ClaimResponse',
      interaction: [{ code: 'read' }, { code: 'search-type' }],
      searchParam: [
        { name: 'request', type: 'reference' },
        { name: 'patient', type: 'reference' },
        { name: '_lastUpdated', type: 'date' },
      ],
      supportedProfile: [`${PAS}/profile-claimresponse`],
    },
    {
      type: 'Subscription',
      interaction: [{ code: 'create' }, { code: 'read' }, { code: 'delete' }],
      supportedProfile: [
        'http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/backport-subscription',
      ],
    },
  ],
  routes(app, deps) {
    claimRoutes(app, deps);
    subscriptionRoutes(app, deps);
    const stop = listenForDecisions(deps);
    app.addHook('onClose', async () => stop());
  },
};
