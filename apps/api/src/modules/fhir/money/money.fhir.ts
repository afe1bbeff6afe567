import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FHIR_BASE_PATH, paymentsByCuitCall, settlementListCall } from '@portal/contracts';
import { SETTLEMENT_ID_PREFIX, SETTLEMENT_SYSTEM, isSettlementSearch } from '@portal/domain/fhir';
import { HttpError } from '../../../lib/errors.ts';
import type {
  FhirModuleDeps,
  FhirResourceModule,
  FhirRouteAccess,
} from '../server/resource-modules.ts';
import { readPayment, searchPayments } from './money.service.ts';
import { readSettlement, searchSettlements } from './settlement.service.ts';

/*
 * The provider's money, read only: its payments (ADR 0067) and its settlements (ADR 0072), both
 * as PaymentReconciliation, each behind the permission key and module of its portal page (Pagos
 * y facturas, Liquidaciones) for the client's bound user, owned by the client's provider.
 */

const scope = 'system/PaymentReconciliation.read';
const PAYMENTS = paymentsByCuitCall.access.module;
const SETTLEMENTS = settlementListCall.access.module;

type Query = Record<string, string | string[] | undefined>;

const search: FhirRouteAccess = {
  scope,
  module: (query) => (isSettlementSearch(query as Query) ? SETTLEMENTS : PAYMENTS),
};
const paymentRead: FhirRouteAccess = { scope, module: PAYMENTS };
const settlementRead: FhirRouteAccess = { scope, module: SETTLEMENTS };

function providerOf(request: FastifyRequest): number {
  // The auth hook sets the caller on every protected route; none here is a wiring fault.
  if (!request.fhirCaller) throw new HttpError(401, 'Falta el token.', 'UNAUTHORIZED');
  return request.fhirCaller.providerId;
}

function routes(app: FastifyInstance, deps: FhirModuleDeps): void {
  const base = `${deps.publicUrl}${FHIR_BASE_PATH}`;
  app.get('/PaymentReconciliation', { config: { fhir: search } }, async (request, reply) => {
    const query = request.query as Query;
    const bundle = isSettlementSearch(query)
      ? await searchSettlements(deps, providerOf(request), query, base)
      : await searchPayments(deps, providerOf(request), query, base);
    return reply.header('cache-control', 'no-store').send(bundle);
  });
  app.get<{ Params: { id: string } }>(
    '/PaymentReconciliation/:id',
    { config: { fhir: paymentRead } },
    async (request, reply) => {
      const payment = await readPayment(deps, providerOf(request), request.params.id);
      return reply.header('cache-control', 'no-store').send(payment);
    },
  );
  // A settlement's id carries a prefix no payment's has, so the router tells the two apart and
  // each read is guarded by its own page's key.
  app.get<{ Params: { expediente: string } }>(
    `/PaymentReconciliation/${SETTLEMENT_ID_PREFIX}:expediente`,
    { config: { fhir: settlementRead } },
    async (request, reply) => {
      const settlement = await readSettlement(deps, providerOf(request), request.params.expediente);
      return reply.header('cache-control', 'no-store').send(settlement);
    },
  );
}

export const fhirModule: FhirResourceModule = {
  resources: [
    {
      type: 'PaymentReconciliation',
      interaction: [{ code: 'read' }, { code: 'search-type' }],
      searchParam: [
        {
          name: 'created',
          type: 'date',
          documentation:
            'Solo en la búsqueda de pagos: el día del pago, con prefijo ge, gt, le, lt o eq; sin él, el último año, y a lo sumo 2 años.',
        },
        {
          name: 'identifier',
          type: 'token',
          documentation: `Solo ${SETTLEMENT_SYSTEM}| (las liquidaciones del prestador, con el permiso de Liquidaciones) o ${SETTLEMENT_SYSTEM}|<número> (una); sin identifier, la búsqueda da los pagos (con el permiso de Pagos y facturas).`,
        },
        {
          name: 'period',
          type: 'date',
          documentation:
            'Solo con identifier de liquidaciones: el mes liquidado, AAAA-MM con prefijo ge, gt, le, lt o eq; sin él, los últimos 12 meses liquidados, y a lo sumo 24.',
        },
        { name: '_count', type: 'number', documentation: 'Entradas por página: 10, hasta 50.' },
        { name: '_offset', type: 'number', documentation: 'La primera entrada de la página.' },
      ],
    },
  ],
  routes,
};
