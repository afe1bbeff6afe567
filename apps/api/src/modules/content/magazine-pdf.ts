import { CONTENT_MESSAGES } from '@portal/domain/content';
import { HttpError } from '../../lib/errors.ts';
import { renderSimplePdf } from '../../lib/pdf.ts';
import { findMagazineIssue } from './content.repository.ts';
import type { ContentDeps } from './content.service.ts';

/** GET .../revista/{numero}/pdf: one issue's PDF (cover data, summary, notes), drawn on request. */
export async function magazineIssuePdf({ db, clock }: ContentDeps, numero: number) {
  const issue = await findMagazineIssue(db, numero);
  if (!issue) throw new HttpError(404, CONTENT_MESSAGES.unknownIssue, 'NOT_FOUND');
  // The insurer publishes this issue's own PDF: the portal's link leads there (an http(s) URL,
  // checked by the import), and no file is kept here.
  if (issue.enlace) return { redirect: issue.enlace } as const;
  const publicada = issue.publicada.split('-').reverse().join('/');
  const pdf = await renderSimplePdf({
    title: `Revista para prestadores · Número ${issue.numero}`,
    subtitle: `${issue.titulo} · Publicada el ${publicada}`,
    sections: [
      { heading: 'En este número', rows: [['Resumen', issue.resumen]] },
      {
        heading: 'Notas',
        rows: issue.notas.map((nota, index) => [`${index + 1}.`, nota] as const),
      },
    ],
    footer: 'Publicación bimestral para los prestadores de la red.',
    createdAt: clock.now(),
  });
  return { pdf, fileName: `revista-${issue.numero}.pdf`, redirect: null };
}
