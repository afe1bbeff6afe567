import { argentinaWallClock } from '../format/dates.ts';
import { attachmentContentTypes, type AttachmentKind } from '../support-cases/attachments.ts';

/** The documents a college (C) keeps current in Mis datos (licence, insurance, tax). */
export const PROFILE_DOCUMENTS = [
  { id: 'matricula', descripcion: 'Matrícula profesional' },
  { id: 'seguro-mala-praxis', descripcion: 'Seguro de mala praxis' },
  { id: 'constancia-afip', descripcion: 'Constancia de inscripción en AFIP' },
  { id: 'ingresos-brutos', descripcion: 'Constancia de Ingresos Brutos' },
] as const;
export type ProfileDocumentId = (typeof PROFILE_DOCUMENTS)[number]['id'];
export const PROFILE_DOCUMENT_IDS = PROFILE_DOCUMENTS.map((doc) => doc.id) as [
  ProfileDocumentId,
  ...ProfileDocumentId[],
];

/**
 * A document is a PDF or a picture of the paper, recognised by its content as the support centre
 * checks files. The one rule: the upload's accept list, its text, its refusal on arrival and the
 * API's check all come from these kinds.
 */
export const PROFILE_DOCUMENT_KINDS: readonly AttachmentKind[] = ['pdf', 'jpeg', 'png'];
export const PROFILE_DOCUMENT_CONTENT_TYPES = attachmentContentTypes(PROFILE_DOCUMENT_KINDS);

export function profileDocumentKind(id: string) {
  return PROFILE_DOCUMENTS.find((doc) => doc.id === id) ?? null;
}

/** Within this many days of its expiry a document is flagged as about to expire. */
export const EXPIRY_WARNING_DAYS = 30;

export type DocumentStatus = 'faltante' | 'vencido' | 'por-vencer' | 'vigente';

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  faltante: 'Falta presentar',
  vencido: 'Vencido',
  'por-vencer': 'Por vencer',
  vigente: 'Vigente',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of the day `date` falls on in Argentina. */
export function argentinaIsoDay(date: Date): string {
  const c = argentinaWallClock(date);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

function daysBetween(fromIso: string, toIso: string): number {
  return Math.round(
    (Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000,
  );
}

/**
 * A document's state on `today` (both YYYY-MM-DD): valid through its expiry day, expired from
 * the day after; about to expire within EXPIRY_WARNING_DAYS; missing when never presented.
 */
export function documentStatus(vencimiento: string | null, today: string): DocumentStatus {
  if (vencimiento === null) return 'faltante';
  const left = daysBetween(today, vencimiento);
  if (left < 0) return 'vencido';
  if (left <= EXPIRY_WARNING_DAYS) return 'por-vencer';
  return 'vigente';
}

/** A new document's expiry must fall after today: one already expired is no update. */
export function acceptsExpiry(vencimiento: string, today: string): boolean {
  return daysBetween(today, vencimiento) > 0;
}
