import { ACCESS_CHANGES, type LiveEventBus } from '../../../lib/live-events.ts';

/**
 * For a cache of any process: `forget` runs when an import that invalidates `name` committed,
 * in this process or another (NOTIFY on PostgreSQL). Answers the unsubscribe.
 */
export function onImported(events: LiveEventBus, name: string, forget: () => void): () => void {
  return events.subscribe(ACCESS_CHANGES, (event) => {
    if ('kind' in event && event.kind === 'importado' && event.invalidates.includes(name)) forget();
  });
}
