import { FHIR_JSON } from '@portal/contracts';
import { AFFILIATE_NUMBER_SYSTEM } from '@portal/domain/fhir';
import type { FhirResourceModule } from '../server/resource-modules.ts';
import { fhirUrls } from '../server/metadata.routes.ts';
import { checkEligibility } from './eligibility.service.ts';
import { readAffiliate, searchAffiliates } from './patient.service.ts';
import { requireSession } from '../../../access/require-session.ts';

/** The validation module guards affiliates' data in the portal; it bounds a client the same way. */
const MODULE = 'validador-de-asociados' as const;

const identifierParam = {
  name: 'identifier',
  type: 'token' as const,
  documentation: `El número de afiliado (${AFFILIATE_NUMBER_SYSTEM}|contra middle inte)`,
};

/** Patient and Coverage: the affiliates a provider may validate, read and searched by number. */
export const fhirModule: FhirResourceModule = {
  resources: [
    {
      type: 'Patient',
      interaction: [{ code: 'read' }, { code: 'search-type' }],
      searchParam: [identifierParam],
    },
    {
      type: 'Coverage',
      interaction: [{ code: 'read' }, { code: 'search-type' }],
      searchParam: [identifierParam],
    },
    {
      type: 'CoverageEligibilityRequest',
      interaction: [{ code: 'create' }],
      documentation:
        'POST del pedido: la respuesta es el CoverageEligibilityResponse (validación del afiliado y cobertura por prestación).',
    },
  ],
  routes(app, deps) {
    app.post(
      '/CoverageEligibilityRequest',
      {
        config: {
          fhir: { scope: 'system/CoverageEligibilityRequest.write', module: MODULE },
        },
      },
      (request) => checkEligibility(deps, requireSession(request), request.body),
    );
    const base = fhirUrls(deps.publicUrl).base;
    for (const kind of ['Patient', 'Coverage'] as const) {
      const config = { fhir: { scope: `system/${kind}.read` as const, module: MODULE } };
      app.get<{ Params: { id: string } }>(`/${kind}/:id`, { config }, async (request, reply) =>
        reply
          .type(`${FHIR_JSON}; charset=utf-8`)
          .send(await readAffiliate(deps.db, request.params.id, kind)),
      );
      app.get<{ Querystring: Record<string, unknown> }>(`/${kind}`, { config }, async (request) =>
        searchAffiliates(deps.db, base, request.query.identifier, kind),
      );
    }
  },
};
