import type { ProviderDetail, ProviderSearchQuery, ProviderSummary } from '@portal/contracts';
import { pageCount } from '@portal/domain/format';
import { WEEKDAYS } from '@portal/domain/profile';
import { PROVIDER_TYPE_NAMES } from '@portal/domain/provider';
import {
  PROVIDER_ADMIN_MESSAGES,
  PROVIDER_SEARCH_PAGE_SIZE,
  providerSearchTerms,
  searchKey,
  switchableModules,
  teamMemberState,
} from '@portal/domain/provider-admin';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import {
  findAdminModules,
  findTeam,
  providerTeamActivity,
  type TeamRow,
} from '../user-management/public.ts';
import type { ProviderAdminDeps } from './deps.ts';
import {
  countProviders,
  findLocalities,
  findProvider,
  findProviders,
  type ProviderRow,
} from './providers.repository.ts';
import { findCatalogue, findPlaces } from './team.repository.ts';

export const providerNotFound = () =>
  new HttpError(404, PROVIDER_ADMIN_MESSAGES.notFound, 'NOT_FOUND');

export function toSummary(row: ProviderRow): ProviderSummary {
  return {
    codigo: row.codigo,
    razonSocial: row.razonSocial,
    nombre: row.nombre,
    cuit: row.cuit,
    tipo: row.tipo,
    tipoDescripcion: PROVIDER_TYPE_NAMES[row.tipo],
    localidad: row.localidad,
    provincia: row.provincia,
    baja: row.fechaBaja !== null,
  };
}

export function toTeamMember(row: TeamRow) {
  return {
    id: row.id,
    email: row.email,
    nombre: row.nombre,
    apellido: row.apellido,
    admin: row.admin,
    estado: teamMemberState(row),
    ultimoIngreso: row.lastLogin?.toISOString() ?? null,
  };
}

export async function searchProviders(
  deps: Pick<ProviderAdminDeps, 'db'>,
  query: ProviderSearchQuery,
) {
  const filters = {
    terms: providerSearchTerms(query.q),
    tipo: query.tipo,
    localidad: searchKey(query.localidad ?? '') || undefined,
  };
  const total = await countProviders(deps.db, filters);
  const paginas = pageCount(total, PROVIDER_SEARCH_PAGE_SIZE);
  const pagina = Math.min(query.pagina ?? 1, paginas);
  const rows = await findProviders(deps.db, filters, {
    limit: PROVIDER_SEARCH_PAGE_SIZE,
    offset: (pagina - 1) * PROVIDER_SEARCH_PAGE_SIZE,
  });
  return { items: rows.map(toSummary), total, pagina, paginas };
}

export const providerLocalities = (deps: Pick<ProviderAdminDeps, 'db'>, q: string) =>
  findLocalities(deps.db, searchKey(q), 20);

export const moduleCatalogue = async (deps: Pick<ProviderAdminDeps, 'db'>) =>
  switchableModules(await findCatalogue(deps.db));

/** The modules the insurer switches, each with whether the provider has it. */
export async function providerModules(db: Db, codigo: number) {
  const granted = new Set(await findAdminModules(db, codigo));
  return switchableModules(await findCatalogue(db)).map((entry) => ({
    ...entry,
    otorgado: granted.has(entry.id),
  }));
}

export async function providerDetail(
  deps: Pick<ProviderAdminDeps, 'db' | 'clock'>,
  codigo: number,
): Promise<ProviderDetail> {
  const provider = await findProvider(deps.db, codigo);
  if (!provider) throw providerNotFound();
  const today = deps.clock.now().toISOString().slice(0, 10);
  const [places, modulos, team] = await Promise.all([
    findPlaces(deps.db, codigo),
    providerModules(deps.db, codigo),
    findTeam(deps.db, codigo),
  ]);
  return {
    prestador: { ...toSummary(provider), email: provider.email },
    lugares: places.map((place) => ({
      id: place.id,
      descripcion: place.descripcion,
      direccion: `${place.calle} ${place.numero}`.trim(),
      localidad: place.localidad,
      telefono: place.telefono,
      horarios: WEEKDAYS.flatMap((day) => {
        const horario = place.horarios?.[day.id];
        return horario ? [{ dia: day.descripcion, horario }] : [];
      }),
      consultorios: place.consultorios ?? [],
      vigente: place.vigenciaHasta === null || place.vigenciaHasta >= today,
    })),
    modulos,
    equipo: team.map(toTeamMember),
  };
}

export async function providerActivity(
  deps: Pick<ProviderAdminDeps, 'db'>,
  codigo: number,
  pagina: number | undefined,
) {
  if (!(await findProvider(deps.db, codigo))) throw providerNotFound();
  return providerTeamActivity(deps.db, codigo, { pagina: pagina ?? 1 });
}
