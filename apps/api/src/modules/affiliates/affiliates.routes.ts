import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  affiliateValidationRequest,
  affiliateValidationResponse,
  bulkValidationRequest,
  bulkValidationResponse,
  contractParams,
  contractResponse,
  coveragePdfParams,
  errorResponse,
  fiscalDataParams,
  fiscalDataResponse,
  providerPathParams,
  therapeuticTokenParams,
  therapeuticTokenResponse,
} from '@portal/contracts';
import { binaryBody, sendDownload } from '../../lib/binary.ts';
import { ownProvider } from '../../lib/ownership.ts';
import type { LiveSession } from '../session/session.repository.ts';
import { validateBulk } from './bulk-validation.service.ts';
import {
  validateAffiliate,
  contractData,
  coveragePdf,
  fiscalData,
  therapeuticToken,
  type AffiliatesDeps,
} from './affiliates.service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  422: errorResponse,
};

/** The access plugin guarantees a session on every module route. */
const live = (session: LiveSession | null): LiveSession => session!;

const access = { access: { module: 'validador-de-asociados' } } as const;
const PREFIX = '/pre/v1/validador';

/** Affiliate validation (tramitesonline/validar-afiliado), permission validador-de-asociados. */
export const affiliatesRoutes: FastifyPluginAsyncZod<AffiliatesDeps> = async (app, deps) => {
  // Changes nothing, so read-only sessions may validate too. The answer is a few hundred bytes,
  // always under the 1 KB compression threshold, and the request is a small JSON: the
  // compression hooks would run on every front-desk call for nothing (ADR 0015).
  app.post(
    `${PREFIX}/:id/afiliado`,
    {
      config: { ...access, readOnlySafe: true },
      compress: false,
      decompress: false,
      schema: {
        tags: ['affiliates'],
        summary: 'Validate an affiliate (affiliate data at the provider path)',
        params: providerPathParams,
        body: affiliateValidationRequest,
        response: { 200: affiliateValidationResponse, ...errors },
      },
    },
    (request) => {
      ownProvider(live(request.session).providerId, request.params.id);
      return validateAffiliate(deps, request.body, request.ip);
    },
  );

  app.get(
    `${PREFIX}/datos-fiscales/:documento`,
    {
      config: access,
      schema: {
        tags: ['affiliates'],
        summary: 'Fiscal data of an affiliate by document (not for prepagas 4, 9, 10, 11)',
        params: fiscalDataParams,
        response: { 200: fiscalDataResponse, ...errors },
      },
    },
    (request) => fiscalData(deps, request.params.documento),
  );

  app.get(
    `${PREFIX}/token-terapeutico/:prepagaId/:contra/:inte`,
    {
      config: access,
      schema: {
        tags: ['affiliates'],
        summary: 'Whether the affiliate needs a therapeutic token',
        params: therapeuticTokenParams,
        response: { 200: therapeuticTokenResponse, ...errors },
      },
    },
    (request) => therapeuticToken(deps, request.params),
  );

  app.get(
    `${PREFIX}/contratos/:contra`,
    {
      config: access,
      schema: {
        tags: ['affiliates'],
        summary: 'Contract data of an affiliate contract',
        params: contractParams,
        response: { 200: contractResponse, ...errors },
      },
    },
    (request) => contractData(deps, request.params.contra),
  );

  app.get(
    `${PREFIX}/cobertura-pdf/:contra/:inte`,
    {
      config: access,
      schema: {
        tags: ['affiliates'],
        summary: 'Coverage certificate (PDF) with plan and pharmacy discount',
        params: coveragePdfParams,
        response: { 200: binaryBody, ...errors },
      },
    },
    async (request, reply) => {
      const { contra, inte } = request.params;
      const pdf = await coveragePdf(deps, { id: live(request.session).providerId }, request.params);
      const fileName = `cobertura-${contra}-${String(inte).padStart(2, '0')}.pdf`;
      return sendDownload(reply, 'pdf', fileName, pdf);
    },
  );

  app.post(
    `${PREFIX}/validacion-masiva`,
    {
      config: { ...access, readOnlySafe: true },
      schema: {
        tags: ['affiliates'],
        summary: 'Validate up to 500 affiliate numbers (optionally with a service code)',
        body: bulkValidationRequest,
        response: { 200: bulkValidationResponse, ...errors },
      },
    },
    (request) => validateBulk(deps, request.body, request.ip),
  );
};
