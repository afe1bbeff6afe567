import { PDFDocument } from 'pdf-lib';
import { formatDateTime, formatOrderDate } from '@portal/domain/format';
import { PRESCRIPTION_STATE_TEXT } from '@portal/domain/medical-attention';
import { formatAffiliateNumber } from '@portal/domain/affiliates';
import { renderSimplePdf } from '../../lib/pdf.ts';
import { findAffiliateNumber } from './prescriptions.repository.ts';
import {
  ownPrescription,
  type Prescriber,
  type PrescriptionDeps,
} from './prescriptions.service.ts';
import { drawQr } from './qr.ts';

/**
 * The printable prescription: number, patient, prescriber and licence, diagnosis and items,
 * and the number as a QR code a pharmacy scans (bottom right of the shared one-page layout).
 */
export async function prescriptionPdf(
  deps: PrescriptionDeps,
  caller: Prescriber,
  params: { id: number; numero: number },
): Promise<Uint8Array> {
  const row = await ownPrescription(deps, caller, params);
  const patient = await findAffiliateNumber(deps.db, row.affiliateId);
  const now = deps.clock.now();
  const base = await renderSimplePdf({
    title: `Receta digital N° ${row.numero}`,
    subtitle: `Emitida el ${formatOrderDate(row.issuedAt)} · ${PRESCRIPTION_STATE_TEXT[row.estado as keyof typeof PRESCRIPTION_STATE_TEXT] ?? row.estado}`,
    createdAt: now,
    sections: [
      {
        heading: 'Paciente',
        rows: patient
          ? [
              ['Nombre', `${patient.apellido}, ${patient.nombre}`],
              ['Afiliado', formatAffiliateNumber(patient)],
            ]
          : [],
      },
      {
        heading: 'Prescriptor',
        rows: [
          ['Nombre', row.prescriptor],
          ['Matrícula', row.matricula],
        ],
      },
      { heading: 'Diagnóstico', rows: [['CIE-10', row.diagnostico]] },
      {
        heading: 'Medicamentos',
        rows: row.items.map((item, index) => [
          `${index + 1}. ${item.medicamento}`,
          `${item.presentacion} x ${item.cantidad}. ${item.posologia}`,
        ]),
      },
    ],
    footer: `Generada el ${formatDateTime(now)} por el Portal de Prestadores. Validez: 30 días.`,
  });
  const doc = await PDFDocument.load(base);
  const page = doc.getPage(0);
  const size = 110;
  drawQr(page, row.numero, page.getWidth() - 50 - size, 60, size);
  page.drawText(`N° ${row.numero}`, { x: page.getWidth() - 50 - size, y: 48, size: 9 });
  return doc.save();
}
