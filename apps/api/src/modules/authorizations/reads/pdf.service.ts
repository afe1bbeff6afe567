import { PDFDocument, rgb } from 'pdf-lib';
import { AUTHORIZATION_STATE } from '@portal/domain/authorizations';
import { formatDateTime } from '@portal/domain/format';
import { formatAffiliateNumber } from '@portal/domain/affiliates';
import { HttpError } from '../../../lib/errors.ts';
import { renderSimplePdf } from '../../../lib/pdf.ts';
import type { AuthorizationDeps } from '../shared/deps.ts';
import { findServices } from '../shared/requests.repository.ts';
import { toSummary } from '../shared/summary.ts';
import { code39Bars } from './barcode.ts';
import { ownRequest } from './detail.service.ts';

export const PDF_MESSAGES = {
  notApproved: 'La autorización todavía no está aprobada: no hay comprobante para imprimir.',
} as const;

/**
 * The printable authorization: number, affiliate, services, validity, and the number as a
 * Code 39 barcode (drawn with rectangles on the shared one-page layout). Approved ones only.
 */
export async function authorizationPdf(
  deps: AuthorizationDeps,
  providerId: number,
  params: { id: number; nro: number },
): Promise<Uint8Array> {
  const row = await ownRequest(deps, providerId, params.id, params.nro);
  if (row.estado !== AUTHORIZATION_STATE.aprobado) {
    throw new HttpError(409, PDF_MESSAGES.notApproved, 'NOT_APPROVED');
  }
  const summary = toSummary(row);
  const services = await findServices(deps.db, row.id);
  const now = deps.clock.now();
  const base = await renderSimplePdf({
    title: `Autorización N° ${summary.nroAutorizacion}`,
    subtitle: summary.tipoDescripcion,
    createdAt: now,
    sections: [
      {
        heading: 'Afiliado',
        rows: [
          ['Número', formatAffiliateNumber(summary.afiliado)],
          ['Nombre', summary.afiliado.nombre],
        ],
      },
      {
        heading: 'Prestaciones',
        rows:
          services.length > 0
            ? services.map((service) => [
                String(service.codigo),
                `${service.descripcion} (cantidad ${service.cantidad})`,
              ])
            : [['Detalle', summary.resumen]],
      },
      {
        heading: 'Autorización',
        rows: [
          ['Estado', summary.estado.descripcion],
          ['Fecha de la orden', summary.fechaOrden],
          ['Válida hasta', summary.validezHasta ?? '-'],
          ['Tipo de prestación', summary.tipoPrestacion],
        ],
      },
    ],
    footer: `Emitida el ${formatDateTime(now)} por el Portal de Prestadores.`,
  });
  const doc = await PDFDocument.load(base);
  const page = doc.getPage(0);
  const { bars, width } = code39Bars(String(summary.nroAutorizacion));
  const module = 1.2;
  const x0 = (page.getWidth() - width * module) / 2;
  for (const [offset, size] of bars) {
    page.drawRectangle({
      x: x0 + offset * module,
      y: 70,
      width: size * module,
      height: 50,
      color: rgb(0, 0, 0),
    });
  }
  page.drawText(String(summary.nroAutorizacion), { x: x0, y: 56, size: 10 });
  return doc.save();
}
