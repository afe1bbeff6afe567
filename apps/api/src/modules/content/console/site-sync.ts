import { parseContentRow } from '@portal/domain/imports';
import type { ContentCells } from '@portal/domain/content';
import type { Db } from '../../../db/client.ts';
import {
  ACCESS_CHANGES,
  CONTENT_CHANGES,
  type LiveEvent,
  type LiveEventBus,
} from '../../../lib/live-events.ts';
import { siteItem } from '../../imports/public.ts';
import {
  findVersions,
  insertVersion,
  setVersionState,
  type Item,
  type VersionRow,
} from './versions.repository.ts';

const sameContent = (item: Item, a: ContentCells, b: ContentCells) =>
  JSON.stringify(parseContentRow({ ...item, ...a })) ===
  JSON.stringify(parseContentRow({ ...item, ...b }));

/**
 * Makes the versions agree with the site before a change: the text the site shows before an
 * item's first edit (seed or import) becomes its first version, and an import that changed or
 * withdrew a published item since is recorded the same way, so unpublishing brings back what
 * the site really showed.
 */
export async function syncWithSite(tx: Db, item: Item, at: Date): Promise<VersionRow[]> {
  const site = await siteItem(tx, item.tipo, item.clave);
  const versions = await findVersions(tx, item);
  if (!site) return versions;
  const published = versions.find((version) => version.estado === 'publicada');
  if (site.retirada) {
    if (published) await setVersionState(tx, item, published.numero, 'retirada');
  } else if (!published || !sameContent(item, published.campos, site.cells)) {
    if (published) await setVersionState(tx, item, published.numero, 'anterior');
    const estado = 'publicada';
    await insertVersion(tx, item, {
      estado,
      campos: site.cells,
      creada: at,
      autor: null,
      publicada: at,
    });
  } else {
    return versions;
  }
  return findVersions(tx, item);
}

const isContentChange = (event: LiveEvent) =>
  'kind' in event && event.kind === 'importado' && event.invalidates.includes(CONTENT_CHANGES);

/**
 * After a commit that changed the site: every process's answers and rendered pages forget it.
 * The answer waits until this process has heard the event (on PostgreSQL a NOTIFY comes back
 * through the listening connection a moment later), so the editor's next look at the site, and
 * any visitor's on this process, already reads the new text. A lost notification is not worth
 * holding the answer for: after a second, the answer goes and the caches expire in a minute.
 */
export async function tellCaches(events: LiveEventBus): Promise<void> {
  let done = () => {};
  const heard = new Promise<void>((resolve) => {
    const timer = setTimeout(() => done(), 1_000);
    const unsubscribe = events.subscribe(ACCESS_CHANGES, (event) => {
      if (isContentChange(event)) done();
    });
    done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
  });
  await events.publish({
    kind: 'importado',
    providerId: ACCESS_CHANGES,
    invalidates: [CONTENT_CHANGES],
  });
  await heard;
}
