import {
  GUIDES_MESSAGES,
  PRESENTATION_FORMS,
  presentationFormFileName,
  type PresentationForm,
} from '@portal/domain/guides';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { renderSimplePdf } from '../../lib/pdf.ts';
import { renderSimpleXlsx } from '../../lib/xlsx.ts';

/** GET .../planillas: the catalogue, each with the name it downloads as. */
export function presentationForms() {
  return {
    planillas: PRESENTATION_FORMS.map((form) => ({
      id: form.id,
      titulo: form.titulo,
      descripcion: form.descripcion,
      formato: form.formato,
      archivo: presentationFormFileName(form),
    })),
  };
}

export function findPresentationForm(id: string): PresentationForm {
  const form = PRESENTATION_FORMS.find((candidate) => candidate.id === id);
  if (!form) throw new HttpError(404, GUIDES_MESSAGES.unknownForm, 'NOT_FOUND');
  return form;
}

/** The form's file, made on request: a spreadsheet to fill, or a note to print and sign. */
export async function presentationFormFile(
  clock: Clock,
  form: PresentationForm,
): Promise<Uint8Array> {
  if (form.formato === 'xlsx') {
    return renderSimpleXlsx({
      name: form.titulo,
      title: form.titulo,
      columns: form.columnas,
      createdAt: clock.now(),
    });
  }
  return renderSimplePdf({
    title: form.titulo,
    subtitle: form.descripcion,
    sections: [{ rows: form.campos.map((campo) => [campo, '_'.repeat(40)] as const) }],
    footer: 'Presentar junto con la facturación del período, firmado en todas sus hojas.',
    createdAt: clock.now(),
  });
}
