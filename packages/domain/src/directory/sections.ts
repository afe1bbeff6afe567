/**
 * The directory's sections (spec §2 cartilla pages, §9 specialty kinds): 1 specialties,
 * 2 urgent care, 4 institutions. Each page of the cartilla searches one section.
 */
export const DIRECTORY_SECTIONS = [
  { kind: 1, path: 'especialidades-medicas', title: 'Especialidades médicas' },
  { kind: 4, path: 'instituciones-profesionales', title: 'Instituciones y profesionales' },
  { kind: 2, path: 'especialidades-guardias', title: 'Especialidades de guardia' },
] as const;
export type DirectorySection = (typeof DIRECTORY_SECTIONS)[number];
export type SectionKind = DirectorySection['kind'];

/** Spec §8: the answer for a section that is none of the three. */
export const INVALID_SECTION_MESSAGE = 'Invalid section type';

/** The section of a kind (a number or its text), or null when it is none of 1, 2 and 4. */
export function directorySection(kind: unknown): DirectorySection | null {
  const value = typeof kind === 'string' && /^\d+$/.test(kind) ? Number(kind) : kind;
  return DIRECTORY_SECTIONS.find((section) => section.kind === value) ?? null;
}

/** The section a cartilla page (its path under atencion-medica/cartilla) searches. */
export function sectionOfPath(path: string): DirectorySection | null {
  return DIRECTORY_SECTIONS.find((section) => section.path === path) ?? null;
}
