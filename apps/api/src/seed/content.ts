import { CONTENT_PAGES, PREVENTION_PROGRAMMES } from '@portal/domain/content';
import {
  branches,
  contactPhones,
  contentPages,
  contentPageSections,
  magazineIssues,
  medicalCentres,
  preventionProgrammes,
} from '../db/schema/content.ts';
import type { AreaSeed, SeedContext } from './context.ts';
import { INFORMATION_PAGE_TEXTS } from './content-data/information-pages.ts';
import { CONTACT_PHONES, MAGAZINE_ISSUES } from './content-data/magazine-phones.ts';
import { OTHER_PAGE_TEXTS, PREVENTION_PAGE_TEXT } from './content-data/other-pages.ts';
import { BRANCHES, MEDICAL_CENTRES } from './content-data/places.ts';
import { PREVENTION_DATA } from './content-data/prevention.ts';

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The public site: every page of the domain's table with its texts, the branches, the medical
 * centres of each kind, the ten prevention programmes, the magazine's issues (one every two
 * months back from the epoch) and the contact phones with the fraud reporting line.
 */
export async function seedContent({ db, epoch }: SeedContext): Promise<void> {
  const texts = { ...INFORMATION_PAGE_TEXTS, ...OTHER_PAGE_TEXTS };
  await db.insert(contentPages).values(
    CONTENT_PAGES.map((page, index) => ({
      ruta: page.path,
      titulo: page.title,
      resumen: page.summary,
      actualizada: isoDay(new Date(epoch.getTime() - (index * 3 + 5) * DAY)),
    })),
  );
  await db.insert(contentPageSections).values(
    CONTENT_PAGES.flatMap((page) => {
      const sections = texts[page.path] ?? PREVENTION_PAGE_TEXT(page.title);
      return sections.map(([titulo, parrafos], orden) => ({
        ruta: page.path,
        orden,
        titulo,
        parrafos,
      }));
    }),
  );
  await db.insert(branches).values(
    BRANCHES.map(([nombre, direccion, localidad, provincia, telefono, horarios], index) => ({
      id: index + 1,
      ...{ nombre, direccion, localidad, provincia, telefono, horarios },
    })),
  );
  await db.insert(medicalCentres).values(
    Object.entries(MEDICAL_CENTRES)
      .flatMap(([tipo, rows]) => rows.map((row) => ({ tipo, row })))
      .map(
        ({ tipo, row: [nombre, direccion, localidad, telefono, horarios, servicios] }, index) => ({
          id: index + 1,
          ...{ tipo, nombre, direccion, localidad, telefono, horarios, servicios },
        }),
      ),
  );
  await db.insert(preventionProgrammes).values(
    PREVENTION_PROGRAMMES.map((programa, orden) => {
      const data = PREVENTION_DATA[programa]!;
      const page = CONTENT_PAGES.find((candidate) => candidate.path === `prevencion/${programa}`)!;
      const mailbox = programa.replaceAll('_', '-');
      return {
        ...{ programa, orden, titulo: page.title, descripcion: data.descripcion },
        ...{ objetivos: data.objetivos, actividades: data.actividades },
        contactos: [
          {
            nombre: data.contacto,
            telefono: `0800-555-${String(4100 + orden * 7).padStart(4, '0')}`,
            email: `prevencion.${mailbox}@obrasocial.test`,
          },
        ],
      };
    }),
  );
  await db.insert(magazineIssues).values(
    MAGAZINE_ISSUES.map(([titulo, resumen, notas], index) => ({
      numero: 101 + index,
      ...{ titulo, resumen, notas },
      publicada: isoDay(
        new Date(epoch.getTime() - (MAGAZINE_ISSUES.length - 1 - index) * 61 * DAY),
      ),
    })),
  );
  await db.insert(contactPhones).values(
    CONTACT_PHONES.map(([grupo, descripcion, numero, horario], index) => ({
      id: index + 1,
      orden: index + 1,
      ...{ grupo, descripcion, numero, horario },
    })),
  );
}

export const seedStep: AreaSeed = { after: [], run: seedContent };
