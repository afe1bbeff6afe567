import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FHIR_BASE_PATH } from '@portal/contracts';
import { HttpError } from '../../../lib/errors.ts';
import type { FhirModuleDeps, FhirResourceModule } from '../server/resource-modules.ts';
import { readPayment, searchPayments } from './money.service.ts';

/*
 * The provider's money, read only (ADR 0067): its payments as PaymentReconciliation, behind the
 * same permission key and module as Pagos y facturas, owned by the client's provider.
 */

const config = {
  fhir: {
    scope: 'system/PaymentReconciliation.read',
    module: 'consulta-de-facturas/pagos',
  },
} as const;

function providerOf(request: FastifyRequest): number {
  // The auth hook sets the caller on every protected route; none here is a wiring fault.
  if (!request.fhirCaller) throw new HttpError(401, 'Falta el token.', 'UNAUTHORIZED');
  return request.fhirCaller.providerId;
}

function routes(app: FastifyInstance, deps: FhirModuleDeps): void {
  const base = `${deps.publicUrl}${FHIR_BASE_PATH}`;
  app.get('/PaymentReconciliation', { config }, async (request, reply) => {
    const bundle = await searchPayments(
      deps,
      providerOf(request),
      request.query as Record<string, string | string[] | undefined>,
      base,
    );
    return reply.header('cache-control', 'no-store').send(bundle);
  });
  app.get<{ Params: { id: string } }>(
    '/PaymentReconciliation/:id',
    { config },
    async (request, reply) => {
      const payment = await readPayment(deps, providerOf(request), request.params.id);
      return reply.header('cache-control', 'no-store').send(payment);
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
            'El día del pago, con prefijo ge, gt, le, lt o eq; sin él, el último año, y a lo sumo 2 años.',
        },
        { name: '_count', type: 'number', documentation: 'Entradas por página: 10, hasta 50.' },
        { name: '_offset', type: 'number', documentation: 'La primera entrada de la página.' },
      ],
    },
  ],
  routes,
};
