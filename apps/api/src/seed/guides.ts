import { searchKey } from '@portal/domain/coverage';
import { practiceGuides } from '../db/schema/guides.ts';
import type { AreaSeed, SeedContext } from './context.ts';
import { GUIDE_TITLES } from './practice-guides-data.ts';

/** What every guide says, worded for its title (the PDF's sections). */
function recommendations(titulo: string, especialidad: string): string[] {
  const topic = titulo.charAt(0).toLowerCase() + titulo.slice(1);
  return [
    `Confirmar el diagnóstico de ${topic} con los criterios clínicos vigentes antes de indicar estudios.`,
    'Registrar en la historia clínica los hallazgos, los estudios pedidos y la conducta acordada.',
    'Solicitar autorización previa de las prácticas de alta complejidad con la documentación requerida.',
    `Derivar a ${especialidad} cuando no haya respuesta al tratamiento inicial o aparezcan signos de alarma.`,
    'Acordar con el paciente los controles de seguimiento y explicarle las pautas de alarma.',
  ];
}

/**
 * The clinical practice guides (informacionutil/practicas): five per specialty, ids from 1 in
 * the order of GUIDE_TITLES, each revised on a date dated back from the seed epoch.
 */
export async function seedGuides({ db, epoch }: SeedContext): Promise<void> {
  const rows = Object.entries(GUIDE_TITLES).flatMap(([especialidad, titles]) =>
    titles.map((titulo) => ({ especialidad, titulo })),
  );
  await db.insert(practiceGuides).values(
    rows.map(({ especialidad, titulo }, index) => {
      const revisada = new Date(epoch.getTime() - (index * 17 + 30) * 86_400_000);
      return {
        id: index + 1,
        titulo,
        especialidad,
        claveBusqueda: searchKey(titulo),
        revisada: revisada.toISOString().slice(0, 10),
        alcance: `Guía para la atención de ${titulo.charAt(0).toLowerCase()}${titulo.slice(1)} por los prestadores de la red, en consultorio y en internación.`,
        recomendaciones: recommendations(titulo, especialidad),
      };
    }),
  );
}

export const seedStep: AreaSeed = { after: [], run: seedGuides };
