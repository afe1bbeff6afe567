import type { FastifyInstance } from 'fastify';
import type { CapabilityStatementRestResource } from '@medplum/fhirtypes';
import { FHIR_BASE_PATH, FHIR_JSON, FHIR_SCOPES, FHIR_TOKEN_PATH } from '@portal/contracts';
import { capabilityStatement } from '@portal/domain/fhir';

/** When the interface's capabilities last changed: the statement's `date`. */
const CAPABILITIES_DATE = '2026-11-29';
const SOFTWARE_VERSION = '0.1.0';

/** The public URLs a client is told: from the configured public origin, never the Host header. */
export function fhirUrls(publicUrl: string) {
  const origin = publicUrl.replace(/\/+$/, '');
  return { base: `${origin}${FHIR_BASE_PATH}`, token: `${origin}${FHIR_TOKEN_PATH}` };
}

/** GET /metadata (the CapabilityStatement) and the SMART configuration, both public. */
export function metadataRoutes(
  app: FastifyInstance,
  publicUrl: string,
  resources: readonly CapabilityStatementRestResource[],
): void {
  const urls = fhirUrls(publicUrl);
  const statement = capabilityStatement({
    baseUrl: urls.base,
    tokenUrl: urls.token,
    date: CAPABILITIES_DATE,
    softwareVersion: SOFTWARE_VERSION,
    resources,
  });
  const smartConfiguration = {
    token_endpoint: urls.token,
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
    token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
    grant_types_supported: ['client_credentials'],
    scopes_supported: FHIR_SCOPES,
    capabilities: ['client-confidential-asymmetric', 'permission-v1'],
  };
  const config = { fhir: { public: true as const } };
  app.get('/metadata', { config }, (_request, reply) =>
    reply.type(`${FHIR_JSON}; charset=utf-8`).send(statement),
  );
  app.get(
    '/.well-known/smart-configuration',
    { config: { fhir: { public: true, oauthJson: true } } },
    () => smartConfiguration,
  );
}
