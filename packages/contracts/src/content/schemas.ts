import { z } from '../zod.ts';
import { BRANCH_SEARCH, CONTENT_MESSAGES, MEDICAL_CENTRE_KINDS } from '@portal/domain/content';
import { numericId, plainText } from '../common-fields.ts';

/* The public site (spec §2 public routes, §7 "Others"): served from the database, no session. */

export const contentPageQuery = z.object({
  /** The page's path under /prestadores, as the domain's page table writes it. */
  ruta: plainText(80).regex(/^[a-z0-9_/-]+$/, CONTENT_MESSAGES.badPath),
});
export type ContentPageQuery = z.input<typeof contentPageQuery>;

export const contentSectionDto = z.object({
  titulo: z.string(),
  parrafos: z.array(z.string()),
});
export const contentPageResponse = z.object({
  ruta: z.string(),
  titulo: z.string(),
  resumen: z.string(),
  /** dd/mm/yyyy */
  actualizada: z.string(),
  secciones: z.array(contentSectionDto),
});
export type ContentPageResponse = z.infer<typeof contentPageResponse>;

/** A place's opening hours, one line per group of days ("Lunes a viernes", "8:00 a 17:00"). */
export const openingHoursDto = z.object({ dias: z.string(), horario: z.string() });

export const branchesQuery = z.object({
  /** Words of the branch's name, address, locality or province; any case and accents. */
  texto: plainText(BRANCH_SEARCH.maxLength).optional(),
});
export const branchDto = z.object({
  id: z.number().int(),
  nombre: z.string(),
  direccion: z.string(),
  localidad: z.string(),
  provincia: z.string(),
  telefono: z.string(),
  horarios: z.array(openingHoursDto),
});
export type BranchDto = z.infer<typeof branchDto>;
export const branchesResponse = z.object({ sucursales: z.array(branchDto) });
export type BranchesResponse = z.infer<typeof branchesResponse>;

export const medicalCentresQuery = z.object({ tipo: z.enum(MEDICAL_CENTRE_KINDS) });
export const medicalCentreDto = z.object({
  id: z.number().int(),
  tipo: z.enum(MEDICAL_CENTRE_KINDS),
  nombre: z.string(),
  direccion: z.string(),
  localidad: z.string(),
  telefono: z.string(),
  horarios: z.array(openingHoursDto),
  servicios: z.array(z.string()),
});
export type MedicalCentreDto = z.infer<typeof medicalCentreDto>;
export const medicalCentresResponse = z.object({ centros: z.array(medicalCentreDto) });
export type MedicalCentresResponse = z.infer<typeof medicalCentresResponse>;

const programmeSummary = z.object({
  programa: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
});
export const preventionProgrammesResponse = z.object({ programas: z.array(programmeSummary) });
export type PreventionProgrammesResponse = z.infer<typeof preventionProgrammesResponse>;

export const preventionProgrammeParams = z.object({
  /** A slug of the domain's PREVENTION_PROGRAMMES; another answers 404. */
  programa: plainText(40).regex(/^[a-z0-9_-]+$/, CONTENT_MESSAGES.unknownProgramme),
});
export const preventionContactDto = z.object({
  nombre: z.string(),
  telefono: z.string(),
  email: z.string(),
});
export const preventionProgrammeResponse = programmeSummary.extend({
  objetivos: z.array(z.string()),
  actividades: z.array(z.string()),
  contactos: z.array(preventionContactDto),
});
export type PreventionProgrammeResponse = z.infer<typeof preventionProgrammeResponse>;

export const magazineIssueDto = z.object({
  numero: z.number().int(),
  titulo: z.string(),
  /** dd/mm/yyyy */
  publicada: z.string(),
  resumen: z.string(),
  notas: z.array(z.string()),
});
export type MagazineIssueDto = z.infer<typeof magazineIssueDto>;
export const magazineIssueParams = z.object({ numero: numericId });

export const magazineResponse = z.object({ numeros: z.array(magazineIssueDto) });
export type MagazineResponse = z.infer<typeof magazineResponse>;

export const CONTACT_PHONE_GROUPS = ['prestadores', 'afiliados', 'urgencias', 'fraude'] as const;
export const contactPhoneDto = z.object({
  grupo: z.enum(CONTACT_PHONE_GROUPS),
  descripcion: z.string(),
  /** As dialled in Argentina, e.g. 0800-555-0101; the web links it with tel:. */
  numero: z.string(),
  horario: z.string(),
});
export type ContactPhoneDto = z.infer<typeof contactPhoneDto>;
export const contactPhonesResponse = z.object({ telefonos: z.array(contactPhoneDto) });
export type ContactPhonesResponse = z.infer<typeof contactPhonesResponse>;
