import { and, eq } from 'drizzle-orm';
import { formatOrderDate } from '@portal/domain/format';
import { affiliates } from '../db/schema/affiliates.ts';
import {
  careEvents,
  medicalStudies,
  medicalVaccines,
  patientPrescriptionItems,
  patientPrescriptions,
} from '../db/schema/medical-attention.ts';
import { renderSimplePdf } from '../lib/pdf.ts';
import type { AreaSeed, SeedContext } from './context.ts';
import {
  DEMO_CARE_EVENTS,
  DEMO_PRESCRIPTIONS,
  DEMO_STUDIES,
  DEMO_VACCINES,
  type DemoStudy,
} from './medical-attention-data.ts';

const DAY_MS = 86_400_000;

/** A study image: a grey radiograph-like drawing (SVG: small, and shown as an image only). */
function studyImage(titulo: string, seed: number): Buffer {
  const bones = [0, 1, 2]
    .map((i) => {
      const x = 110 + i * 40 + (seed % 7);
      return `<rect x="${x}" y="40" width="26" height="320" rx="13" fill="#d9d9d9" opacity="0.${7 + i}"/>`;
    })
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
      `<rect width="400" height="400" fill="#111"/>${bones}` +
      `<ellipse cx="200" cy="200" rx="90" ry="40" fill="#bbb" opacity="0.5"/>` +
      `<text x="12" y="390" fill="#eee" font-family="sans-serif" font-size="14">${titulo}</text></svg>`,
  );
}

async function studyFile(study: DemoStudy, day: string, index: number, now: Date) {
  if (study.kind === 'imagen') {
    return {
      contentType: 'image/svg+xml',
      fileName: `imagen-${index + 1}.svg`,
      content: studyImage(study.titulo, index),
    };
  }
  const pdf = await renderSimplePdf({
    title: study.titulo,
    subtitle: `${study.prestador} · ${day}`,
    createdAt: now,
    sections: [{ heading: 'Informe', rows: [['Resultado', study.descripcion]] }],
    footer: 'Informe firmado digitalmente por el profesional actuante.',
  });
  return {
    contentType: 'application/pdf',
    fileName: `informe-${index + 1}.pdf`,
    content: Buffer.from(pdf),
  };
}

/** Juan Pérez's record (30000001 1 01) for the atencion-medica pages (DEMO-DATA.md). */
export async function seedMedicalAttention({ db, epoch }: SeedContext): Promise<void> {
  const [patient] = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(and(eq(affiliates.contra, 30000001), eq(affiliates.middle, 1), eq(affiliates.inte, 1)));
  if (!patient) return;
  const affiliateId = patient.id;
  const day = (daysAgo: number) => new Date(epoch.getTime() - daysAgo * DAY_MS);
  const isoDay = (daysAgo: number) => day(daysAgo).toISOString().slice(0, 10);

  await db.insert(medicalVaccines).values(
    DEMO_VACCINES.map(([daysAgo, vacuna, dosis, lote, vacunatorio]) => ({
      affiliateId,
      appliedOn: isoDay(daysAgo),
      vacuna,
      dosis,
      lote,
      vacunatorio,
    })),
  );

  const written = await db
    .insert(patientPrescriptions)
    .values(
      DEMO_PRESCRIPTIONS.map((prescription) => ({
        numero: prescription.numero,
        affiliateId,
        prescriptor: prescription.prescriptor,
        matricula: prescription.matricula,
        diagnosisCode: prescription.diagnosisCode,
        diagnostico: prescription.diagnostico,
        issuedAt: day(prescription.daysAgo),
        estado: prescription.estado,
        cancelledAt: prescription.estado === 'anulada' ? day(prescription.daysAgo - 1) : null,
      })),
    )
    .returning({ id: patientPrescriptions.id, numero: patientPrescriptions.numero });
  const idOf = new Map(written.map((row) => [row.numero, row.id]));
  await db.insert(patientPrescriptionItems).values(
    DEMO_PRESCRIPTIONS.flatMap((prescription) =>
      prescription.items.map((item, position) => ({
        prescriptionId: idOf.get(prescription.numero)!,
        position: position + 1,
        ...item,
      })),
    ),
  );

  const studies = await Promise.all(
    DEMO_STUDIES.map(async (study, index) => ({
      affiliateId,
      kind: study.kind,
      performedOn: isoDay(study.daysAgo),
      titulo: study.titulo,
      prestador: study.prestador,
      descripcion: study.descripcion,
      ...(await studyFile(study, formatOrderDate(day(study.daysAgo)), index, epoch)),
    })),
  );
  await db.insert(medicalStudies).values(studies);

  await db.insert(careEvents).values(
    DEMO_CARE_EVENTS.map((event) => ({
      affiliateId,
      kind: event.kind,
      fecha: isoDay(event.daysAgo),
      hasta: event.kind === 'internacion' && event.days ? isoDay(event.daysAgo - event.days) : null,
      descripcion: event.descripcion,
      prestador: event.prestador,
      detalle: event.detalle,
    })),
  );
}

export const seedStep: AreaSeed = { after: ['affiliates', 'auth'], run: seedMedicalAttention };
