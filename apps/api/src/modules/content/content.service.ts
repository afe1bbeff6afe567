import type {
  BranchDto,
  ContactPhoneDto,
  ContentPageResponse,
  MagazineResponse,
  MedicalCentresResponse,
  PreventionProgrammeResponse,
} from '@portal/contracts';
import { CONTENT_MESSAGES, type MedicalCentreKind } from '@portal/domain/content';
import { NEWS_PAGE_PATH } from '@portal/domain/imports';
import { searchKey } from '@portal/domain/coverage';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import {
  findBranches,
  findContactPhones,
  findMagazineIssues,
  findMedicalCentres,
  findNewsSections,
  findPage,
  findProgramme,
  findProgrammes,
} from './content.repository.ts';

export interface ContentDeps {
  db: Db;
  clock: Clock;
}

/** yyyy-mm-dd (a date column) as dd/mm/yyyy. */
const shownDate = (day: string) => day.split('-').reverse().join('/');

const notFound = (message: string) => new HttpError(404, message, 'NOT_FOUND');

export async function pageContent(db: Db, ruta: string): Promise<ContentPageResponse> {
  const page = await findPage(db, ruta);
  if (!page) throw notFound(CONTENT_MESSAGES.unknownPage);
  // The insurer's news (imported one by one) come first, before the page's own texts.
  const news = ruta === NEWS_PAGE_PATH ? await findNewsSections(db) : [];
  return {
    ...page,
    secciones: [...news, ...page.secciones],
    actualizada: shownDate(page.actualizada),
  };
}

export async function allBranches(db: Db): Promise<BranchDto[]> {
  return findBranches(db);
}

/** The branches whose name, address, locality or province hold every word of `texto`. */
export function searchBranches(all: readonly BranchDto[], texto: string | undefined) {
  const words = searchKey(texto ?? '')
    .split(' ')
    .filter(Boolean);
  return all.filter((branch) => {
    const haystack = searchKey(
      [branch.nombre, branch.direccion, branch.localidad, branch.provincia].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

export async function centresOfKind(
  db: Db,
  tipo: MedicalCentreKind,
): Promise<MedicalCentresResponse> {
  const rows = await findMedicalCentres(db, tipo);
  return { centros: rows.map((row) => ({ ...row, tipo })) };
}

export async function programmes(db: Db) {
  return { programas: await findProgrammes(db) };
}

export async function programme(db: Db, slug: string): Promise<PreventionProgrammeResponse> {
  const row = await findProgramme(db, slug);
  if (!row) throw notFound(CONTENT_MESSAGES.unknownProgramme);
  const { programa, titulo, descripcion, objetivos, actividades, contactos } = row;
  return { programa, titulo, descripcion, objetivos, actividades, contactos };
}

export async function magazine(db: Db): Promise<MagazineResponse> {
  const rows = await findMagazineIssues(db);
  return { numeros: rows.map((row) => ({ ...row, publicada: shownDate(row.publicada) })) };
}

export async function contactPhones(db: Db): Promise<{ telefonos: ContactPhoneDto[] }> {
  const rows = await findContactPhones(db);
  return {
    telefonos: rows.map(({ grupo, descripcion, numero, horario }) => ({
      grupo: grupo as ContactPhoneDto['grupo'],
      descripcion,
      numero,
      horario,
    })),
  };
}
