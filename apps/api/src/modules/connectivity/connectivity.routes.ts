import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorizationReportResponse,
  cancelDiagnosisRequest,
  cancelServiceRequest,
  connectivityMessage,
  connectivityTicket,
  eligibilityRequest,
  eligibilityResponse,
  enterDiagnosisRequest,
  errorResponse,
  exceptedServicesQuery,
  exceptedServicesResponse,
  providerPathParams,
  reportQuery,
  type ReportQuery,
  ticketParams,
  transactionReportResponse,
} from '@portal/contracts';
import { binaryBody, sendDownload } from '../../lib/binary.ts';
import type { LiveSession } from '../../access/session.ts';
import {
  cancelTicket,
  eligibility,
  enterDiagnosis,
  enterService,
  exceptedServicesOf,
  reprintTicket,
  type ConnectivityDeps,
} from './connectivity.service.ts';
import {
  authorizationsCsv,
  authorizationsReport,
  csvFileName,
  transactionsCsv,
  transactionsReport,
} from './reports.service.ts';
import { ticketPdf } from './ticket.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

const live = (session: LiveSession | null): LiveSession => session!;
/** Each action also needs its §6 menu ability, as the page shows it. */
const enterServicesAccess = {
  access: { module: 'conectividad', ability: 'ingreso-de-prestaciones' },
} as const;
const ticketSearchAccess = {
  access: { module: 'conectividad', ability: 'busqueda-de-tickets' },
} as const;
const reportsAccess = { access: { module: 'conectividad', ability: 'reportes' } } as const;
const eligibilityAccess = { access: { module: 'conectividad', ability: 'elegibilidad' } } as const;
const BASE = '/pre/v1/conectividad/:id';
const tags = ['connectivity'];

/** A report answers its JSON, or with formato=csv the same rows as an es-AR CSV download. */
function answerReport<R>(
  reply: FastifyReply,
  query: ReportQuery,
  report: R,
  name: string,
  toCsv: (report: R) => string,
) {
  if (query.formato === 'json') return report;
  return sendDownload(reply, 'csv', csvFileName(name, query), toCsv(report));
}

/** Connectivity transactions (tramitesonline/tramites-conectividad), permission conectividad. */
export const connectivityRoutes: FastifyPluginAsyncZod<ConnectivityDeps> = async (app, deps) => {
  app.post(
    `${BASE}/ingresa-prestacion`,
    {
      config: enterServicesAccess,
      schema: {
        tags,
        summary: 'Enter a service (connectivity message); answers its ticket',
        params: providerPathParams,
        body: connectivityMessage,
        response: { 201: connectivityTicket, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await enterService(deps, live(request.session), request.params.id, request.body)),
  );

  app.post(
    `${BASE}/ingresa-diagnostico`,
    {
      config: enterServicesAccess,
      schema: {
        tags,
        summary: 'Enter a diagnosis on an open service ticket',
        params: providerPathParams,
        body: enterDiagnosisRequest,
        response: { 201: connectivityTicket, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await enterDiagnosis(deps, live(request.session), request.params.id, request.body)),
  );

  app.post(
    `${BASE}/anula-diagnostico`,
    {
      config: enterServicesAccess,
      schema: {
        tags,
        summary: 'Cancel a diagnosis ticket',
        params: providerPathParams,
        body: cancelDiagnosisRequest,
        response: { 200: connectivityTicket, ...errors },
      },
    },
    (request) =>
      cancelTicket(
        deps,
        live(request.session),
        request.params.id,
        request.body.nroTicket,
        'diagnosis',
      ),
  );

  app.post(
    `${BASE}/anula-prestacion`,
    {
      config: enterServicesAccess,
      schema: {
        tags,
        summary: 'Cancel a service ticket and its open diagnoses',
        params: providerPathParams,
        body: cancelServiceRequest,
        response: { 200: connectivityTicket, ...errors },
      },
    },
    (request) =>
      cancelTicket(
        deps,
        live(request.session),
        request.params.id,
        request.body.nroTicket,
        'service',
      ),
  );

  app.post(
    `${BASE}/elegibilidad`,
    {
      config: { ...eligibilityAccess, readOnlySafe: true },
      schema: {
        tags,
        summary: 'Eligibility of an affiliate, and coverage of a service (writes nothing)',
        params: providerPathParams,
        body: eligibilityRequest,
        response: { 200: eligibilityResponse, ...errors },
      },
    },
    (request) => eligibility(deps, live(request.session), request.params.id, request.body),
  );

  app.get(
    `${BASE}/consulta-prestaciones-exceptuadas`,
    {
      config: eligibilityAccess,
      schema: {
        tags,
        summary: "A plan's excepted services",
        params: providerPathParams,
        querystring: exceptedServicesQuery,
        response: { 200: exceptedServicesResponse, ...errors },
      },
    },
    (request) =>
      exceptedServicesOf(deps, live(request.session), request.params.id, request.query.codigoPlan),
  );

  app.get(
    `${BASE}/reimpresionTicket/:nroTicket`,
    {
      config: ticketSearchAccess,
      schema: {
        tags,
        summary: 'Reprint a ticket by number',
        params: ticketParams,
        response: { 200: connectivityTicket, ...errors },
      },
    },
    (request) =>
      reprintTicket(deps, live(request.session), request.params.id, request.params.nroTicket),
  );

  app.get(
    `${BASE}/reimpresionTicket/:nroTicket/pdf`,
    {
      config: ticketSearchAccess,
      schema: {
        tags,
        summary: 'A ticket as PDF',
        params: ticketParams,
        response: { 200: binaryBody, ...errors },
      },
    },
    async (request, reply) => {
      const { id, nroTicket } = request.params;
      const ticket = await reprintTicket(deps, live(request.session), id, nroTicket);
      const pdf = await ticketPdf(ticket, deps.clock.now());
      return sendDownload(reply, 'pdf', `ticket-${nroTicket}.pdf`, pdf);
    },
  );

  app.get(
    `${BASE}/transaccionesPorPrestador`,
    {
      config: reportsAccess,
      schema: {
        tags,
        summary: "The provider's transactions of a type in a date range (JSON or CSV)",
        params: providerPathParams,
        querystring: reportQuery,
        response: { 200: z.union([transactionReportResponse, binaryBody]), ...errors },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const report = await transactionsReport(
        deps,
        live(request.session).providerId,
        request.params.id,
        query,
      );
      return answerReport(reply, query, report, 'transacciones', transactionsCsv);
    },
  );

  app.get(
    `${BASE}/autorizaciones-por-prestador`,
    {
      config: reportsAccess,
      schema: {
        tags,
        summary: "The provider's totals per service or diagnosis in a date range (JSON or CSV)",
        params: providerPathParams,
        querystring: reportQuery,
        response: { 200: z.union([authorizationReportResponse, binaryBody]), ...errors },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const report = await authorizationsReport(
        deps,
        live(request.session).providerId,
        request.params.id,
        query,
      );
      return answerReport(reply, query, report, 'autorizaciones', authorizationsCsv);
    },
  );
};
