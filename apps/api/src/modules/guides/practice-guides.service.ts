import type { PracticeGuidesResponse } from '@portal/contracts';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { formatOrderDate } from '@portal/domain/format';
import { practiceGuideFileName } from '@portal/domain/guides';
import { searchKey } from '@portal/domain/coverage';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { renderSimplePdf } from '../../lib/pdf.ts';
import {
  countGuides,
  findGuide,
  findGuides,
  findSpecialties,
} from './practice-guides.repository.ts';

export interface GuidesDeps {
  db: Db;
  clock: Clock;
}

// A date column ('2025-11-20') shown as dd/mm/aaaa: noon in Argentina is the same day.
const dayOf = (isoDay: string) => formatOrderDate(new Date(`${isoDay}T12:00:00-03:00`));

/** GET .../practicas: every word of `texto` in the title (any case and accents), by specialty. */
export async function searchPracticeGuides(
  deps: GuidesDeps,
  query: {
    texto?: string | undefined;
    especialidad?: string | undefined;
    pagina: number;
    cantidad: number;
  },
): Promise<PracticeGuidesResponse> {
  const filter = {
    words: searchKey(query.texto ?? '')
      .split(' ')
      .filter(Boolean),
    especialidad: query.especialidad?.trim() || undefined,
  };
  const [total, rows, especialidades] = await Promise.all([
    countGuides(deps.db, filter),
    findGuides(deps.db, filter, (query.pagina - 1) * query.cantidad, query.cantidad),
    findSpecialties(deps.db),
  ]);
  return {
    pagina: query.pagina,
    cantidad: query.cantidad,
    total,
    guias: rows.map((row) => ({
      id: row.id,
      titulo: row.titulo,
      especialidad: row.especialidad,
      actualizada: dayOf(row.revisada),
      archivo: practiceGuideFileName(row.id, row.titulo),
    })),
    especialidades,
  };
}

/** GET .../practicas/{id}/pdf: the guide's PDF, drawn from its row on request. */
export async function practiceGuidePdf(deps: GuidesDeps, id: number) {
  const guide = await findGuide(deps.db, id);
  if (!guide) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  const pdf = await renderSimplePdf({
    title: guide.titulo,
    subtitle: `Guía de práctica clínica · ${guide.especialidad} · Revisada el ${dayOf(guide.revisada)}`,
    sections: [
      { heading: 'Alcance', rows: [['Población', guide.alcance]] },
      {
        heading: 'Recomendaciones',
        rows: guide.recomendaciones.map((text, index) => [`${index + 1}.`, text] as const),
      },
    ],
    footer:
      'Material de referencia para los prestadores de la red. No reemplaza el criterio clínico.',
    createdAt: deps.clock.now(),
  });
  return { pdf, fileName: practiceGuideFileName(guide.id, guide.titulo) };
}
