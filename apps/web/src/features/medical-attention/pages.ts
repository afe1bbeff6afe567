import { MEDICAL_RECORD_PAGES } from '@portal/domain/medical-attention';

export const MEDICAL_BASE = '/tramitesonline/atencion-medica';

/** The nested pages of one patient, in the menu's order (the cartilla is the directory's). */
export const RECORD_LINKS = MEDICAL_RECORD_PAGES.map((page) => ({
  to: `${MEDICAL_BASE}/${page.id}`,
  title: page.title,
}));
