import type { ConsultingRoomsResponse, TaxDataResponse } from '@portal/contracts';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import {
  PAYMENTS_DEFAULT_DAYS,
  PAYMENTS_MESSAGES,
  addCents,
  formatCuit,
} from '@portal/domain/payments';
import { addDays, formatDateTime, formatServerDate } from '@portal/domain/format';
import type { LiveSession } from '../../access/session.ts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { renderSimplePdf } from '../../lib/pdf.ts';
import type { PaymentsDeps } from './payments.service.ts';
import {
  findConsultingRooms,
  findPlanDiscounts,
  findTaxData,
  updateChannel,
} from './provider-data.repository.ts';

const notFound = () => new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
/** The channel of a provider without tax data cannot be switched: they come first. */
const taxDataMissing = () =>
  new HttpError(409, PAYMENTS_MESSAGES.taxDataMissing, 'TAX_DATA_MISSING');
const isoOf = (day: Date) => {
  const text = formatServerDate(day);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
};

export const AGREEMENT_DISABLED = 'El convenio no está habilitado para consulta en el portal.';

/** GET .../consultorios: what each room invoiced and was paid over the last year. */
export async function consultingRooms(
  deps: PaymentsDeps,
  session: LiveSession,
  code: number,
): Promise<ConsultingRoomsResponse> {
  ownProvider(session.providerId, code);
  const now = deps.clock.now();
  const since = addDays(now, -PAYMENTS_DEFAULT_DAYS);
  const today = isoOf(now);
  const rows = await findConsultingRooms(deps.db, session.providerId, isoOf(since));
  const consultorios = rows.map((row) => ({
    id: row.id,
    descripcion: row.descripcion,
    direccion: `${row.calle} ${row.numero}`,
    vigente: row.vigenciaHasta === null || row.vigenciaHasta >= today,
    facturas: row.facturas,
    facturado: row.facturado,
    pagado: row.pagado,
    pendiente: row.facturado - row.pagado,
  }));
  const total = (pick: (room: (typeof consultorios)[number]) => number) =>
    addCents(consultorios.map(pick));
  return {
    desde: formatServerDate(since),
    hasta: formatServerDate(now),
    consultorios,
    totales: {
      facturado: total((room) => room.facturado),
      pagado: total((room) => room.pagado),
      pendiente: total((room) => room.pendiente),
    },
  };
}

/**
 * GET .../datos-impositivos. A provider whose tax data the insurer has not loaded yet gets its
 * CUIT and name with `cargados: false`, so every client shows what to do instead of an error.
 */
export async function taxData(
  deps: PaymentsDeps,
  session: LiveSession,
  code: number,
): Promise<TaxDataResponse> {
  ownProvider(session.providerId, code);
  const row = await findTaxData(deps.db, session.providerId);
  if (!row) throw notFound();
  const { cuit, razonSocial } = row;
  if (
    row.condicionIva === null ||
    row.iibbNumero === null ||
    row.iibbCondicion === null ||
    row.exentoIibb === null ||
    row.exentoGanancias === null ||
    row.exentoIva === null ||
    row.convenioHabilitado === null ||
    row.canalElectronicoHabilitado === null
  ) {
    return { cargados: false, cuit, razonSocial };
  }
  return {
    cargados: true,
    cuit,
    razonSocial,
    condicionIva: row.condicionIva,
    ingresosBrutos: { numero: row.iibbNumero, condicion: row.iibbCondicion },
    exenciones: { iibb: row.exentoIibb, ganancias: row.exentoGanancias, iva: row.exentoIva },
    convenio: { habilitado: row.convenioHabilitado },
    canalElectronico: { habilitado: row.canalElectronicoHabilitado },
  };
}

/** PUT .../canal-electronico */
export async function enableChannel(
  deps: PaymentsDeps,
  session: LiveSession,
  code: number,
  habilitado: boolean,
): Promise<{ habilitado: boolean }> {
  ownProvider(session.providerId, code);
  if (!(await updateChannel(deps.db, session.providerId, habilitado))) throw taxDataMissing();
  return { habilitado };
}

/** GET .../convenio/pdf: only while the agreement is enabled for the provider. */
export async function agreementPdf(deps: PaymentsDeps, session: LiveSession, code: number) {
  const data = await taxData(deps, session, code);
  if (!data.cargados || !data.convenio.habilitado)
    throw new HttpError(409, AGREEMENT_DISABLED, 'AGREEMENT_DISABLED');
  const now = deps.clock.now();
  return renderSimplePdf({
    title: 'Convenio de prestaciones',
    subtitle: `${data.razonSocial} - CUIT ${formatCuit(data.cuit)}`,
    sections: [
      {
        heading: 'Prestador',
        rows: [
          ['Código de prestador', String(code)],
          ['Condición frente al IVA', data.condicionIva],
          ['Ingresos Brutos', `${data.ingresosBrutos.numero} (${data.ingresosBrutos.condicion})`],
        ],
      },
      {
        heading: 'Condiciones de pago',
        rows: [
          ['Presentación de facturas', 'Mensual, hasta el día 10 del mes siguiente'],
          ['Plazo de pago', '45 días desde la presentación'],
          ['Medio de pago', data.canalElectronico.habilitado ? 'Transferencia bancaria' : 'Cheque'],
        ],
      },
    ],
    footer: `Emitido el ${formatDateTime(now)}.`,
    createdAt: now,
  });
}

/** GET .../descuento-cobertura/pdf: the plans and their pharmacy discount. */
export async function coverageDiscountPdf(deps: PaymentsDeps, session: LiveSession, code: number) {
  ownProvider(session.providerId, code);
  const rows = await findPlanDiscounts(deps.db);
  const now = deps.clock.now();
  return renderSimplePdf({
    title: 'Descuentos de cobertura por plan',
    sections: [
      {
        heading: 'Plan - descuento en farmacia',
        rows: rows.map((row) => [`${row.id} ${row.descripcion}`, `${row.descuento} %`] as const),
      },
    ],
    footer: `Emitido el ${formatDateTime(now)}.`,
    createdAt: now,
  });
}
