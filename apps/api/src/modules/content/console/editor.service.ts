import type { ContentDraftRequest, ContentItemDetail, ContentListItem } from '@portal/contracts';
import {
  CONTENT_EDITOR_MESSAGES,
  contentDay,
  publishedCells,
  unpublishOutcome,
  type ContentCells,
} from '@portal/domain/content';
import {
  parseContentRow,
  type ContentImportRow,
  type ContentRowType,
} from '@portal/domain/imports';
import type { StaffCaller } from '../../../access/staff-guard.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/errors.ts';
import type { LiveEventBus } from '../../../lib/live-events.ts';
import { publishSiteItem, siteItem, siteItems, withdrawSiteItem } from '../../imports/public.ts';
import { recordAudit } from '../../staff/public.ts';
import { syncWithSite, tellCaches } from './site-sync.ts';
import {
  findFiles,
  findVersions,
  insertVersion,
  lockItem,
  newestStates,
  setVersionState,
  type Item,
  type VersionRow,
} from './versions.repository.ts';

export interface ContentEditorDeps {
  db: Db;
  clock: Clock;
  events: LiveEventBus;
}

/** The address a file is linked by from the Markdown (the public call). */
export const contentFileUrl = (id: string) => `/pre/v1/contenido/archivos/${id}`;

const notFound = (message: string) => new HttpError(404, message, 'NOT_FOUND');
const conflict = (message: string) => new HttpError(409, message, 'CONFLICT');

export async function listContent(
  deps: ContentEditorDeps,
  tipo: ContentRowType,
): Promise<{ elementos: ContentListItem[] }> {
  const [site, newest] = await Promise.all([siteItems(deps.db, tipo), newestStates(deps.db, tipo)]);
  const drafts = new Map(newest.map((row) => [row.clave, row]));
  const listed = site.map((item) => ({
    clave: item.clave,
    titulo: item.titulo,
    enSitio: !item.retirada,
    borrador: drafts.get(item.clave)?.estado === 'borrador',
  }));
  // A new item (a news item, a branch…) is only a draft until it is first published.
  const onSite = new Set(site.map((item) => item.clave));
  const unpublished = newest
    .filter((row) => !onSite.has(row.clave))
    .map((row) => ({ clave: row.clave, titulo: row.titulo, enSitio: false, borrador: true }));
  return { elementos: [...unpublished, ...listed] };
}

const toVersion = (row: VersionRow) => ({
  numero: row.numero,
  estado: row.estado,
  creada: row.creada.toISOString(),
  autor: row.autor,
  publicada: row.publicada?.toISOString() ?? null,
  campos: row.campos,
});

export async function contentItem(db: Db, item: Item): Promise<ContentItemDetail> {
  // One after the other: inside a transaction they share one connection.
  const site = await siteItem(db, item.tipo, item.clave);
  const versions = await findVersions(db, item);
  const files = await findFiles(db, item);
  if (!site && versions.length === 0) throw notFound(CONTENT_EDITOR_MESSAGES.unknownItem);
  return {
    ...item,
    enSitio: site !== null && !site.retirada,
    sitio: site?.cells ?? null,
    versiones: versions.map(toVersion),
    archivos: files.map((file) => ({ ...file, url: contentFileUrl(file.id) })),
  };
}

function parsedRow(item: Item, cells: ContentCells): ContentImportRow {
  const parsed = parseContentRow({ tipo: item.tipo, clave: item.clave, ...cells });
  if (!parsed.ok) {
    const [problem] = parsed.problems;
    throw new HttpError(
      400,
      problem?.message ?? CONTENT_EDITOR_MESSAGES.unknownItem,
      'BAD_REQUEST',
    );
  }
  return parsed.value;
}

const target = (item: Item) => ({ kind: 'content', id: `${item.tipo}:${item.clave}` });

/**
 * Runs `work` on an item's versions in one transaction that holds the item (two editors never
 * interleave) and has first caught its versions up with what the site shows (an import since).
 */
function withItemVersions<T>(
  deps: Pick<ContentEditorDeps, 'db'>,
  item: Item,
  at: Date,
  work: (tx: Db, versions: VersionRow[]) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    await lockItem(tx, item);
    return work(tx, await syncWithSite(tx, item, at));
  });
}

export async function saveDraft(
  deps: ContentEditorDeps,
  staff: StaffCaller,
  draft: ContentDraftRequest,
): Promise<ContentItemDetail> {
  const item = { tipo: draft.tipo, clave: draft.clave };
  const at = deps.clock.now();
  return withItemVersions(deps, item, at, async (tx) => {
    const numero = await insertVersion(tx, item, {
      estado: 'borrador',
      campos: draft.campos,
      creada: at,
      autor: staff.staffId,
      publicada: null,
    });
    await recordAudit(tx, at, {
      staffId: staff.staffId,
      action: 'content.draft-saved',
      target: target(item),
      changes: { version: numero },
    });
    return contentItem(tx, item);
  });
}

function versionOf(versions: readonly VersionRow[], numero: number): VersionRow {
  const version = versions.find((row) => row.numero === numero);
  if (!version) throw notFound(CONTENT_EDITOR_MESSAGES.unknownVersion);
  return version;
}

export async function publishVersion(
  deps: ContentEditorDeps,
  staff: StaffCaller,
  request: Item & { numero: number },
): Promise<ContentItemDetail> {
  const item = { tipo: request.tipo, clave: request.clave };
  const at = deps.clock.now();
  const detail = await withItemVersions(deps, item, at, async (tx, versions) => {
    const version = versionOf(versions, request.numero);
    if (version.estado === 'publicada') throw conflict(CONTENT_EDITOR_MESSAGES.alreadyPublished);
    const cells = publishedCells(item.tipo, version.campos, at);
    await publishSiteItem(tx, parsedRow(item, cells), contentDay(at));
    const current = versions.find((row) => row.estado === 'publicada');
    if (current) await setVersionState(tx, item, current.numero, 'anterior');
    // The version keeps what the site got (a page's date is the day of publishing).
    await setVersionState(tx, item, version.numero, 'publicada', { at, campos: cells });
    await recordAudit(tx, at, {
      staffId: staff.staffId,
      action: 'content.published',
      target: target(item),
      changes: { version: version.numero, ...(current ? { replaced: current.numero } : {}) },
    });
    return contentItem(tx, item);
  });
  await tellCaches(deps.events);
  return detail;
}

export async function unpublishItem(
  deps: ContentEditorDeps,
  staff: StaffCaller,
  item: Item,
): Promise<ContentItemDetail> {
  const at = deps.clock.now();
  const detail = await withItemVersions(deps, item, at, async (tx, versions) => {
    if (versions.length === 0) throw notFound(CONTENT_EDITOR_MESSAGES.unknownItem);
    const outcome = unpublishOutcome(
      item.tipo,
      versions.map(({ numero, estado, publicada }) => ({
        numero,
        estado,
        publicada: publicada?.toISOString() ?? null,
      })),
    );
    if (!outcome.ok) throw conflict(outcome.message);
    await setVersionState(tx, item, outcome.retire, 'retirada');
    if (outcome.republish !== null) {
      // Back as it was, its own date included: the site shows again what it showed before.
      const previous = versionOf(versions, outcome.republish);
      await publishSiteItem(tx, parsedRow(item, previous.campos), contentDay(at));
      await setVersionState(tx, item, previous.numero, 'publicada', {
        at,
        campos: previous.campos,
      });
    } else if (item.tipo !== 'pagina') {
      await withdrawSiteItem(tx, item.tipo, item.clave, contentDay(at));
    }
    await recordAudit(tx, at, {
      staffId: staff.staffId,
      action: 'content.unpublished',
      target: target(item),
      changes: {
        version: outcome.retire,
        ...(outcome.republish ? { back: outcome.republish } : {}),
      },
    });
    return contentItem(tx, item);
  });
  await tellCaches(deps.events);
  return detail;
}

export async function restoreVersion(
  deps: ContentEditorDeps,
  staff: StaffCaller,
  request: Item & { numero: number },
): Promise<ContentItemDetail> {
  const item = { tipo: request.tipo, clave: request.clave };
  const at = deps.clock.now();
  return withItemVersions(deps, item, at, async (tx, versions) => {
    const version = versionOf(versions, request.numero);
    const numero = await insertVersion(tx, item, {
      estado: 'borrador',
      campos: version.campos,
      creada: at,
      autor: staff.staffId,
      publicada: null,
    });
    await recordAudit(tx, at, {
      staffId: staff.staffId,
      action: 'content.restored',
      target: target(item),
      changes: { version: numero, from: version.numero },
    });
    return contentItem(tx, item);
  });
}
