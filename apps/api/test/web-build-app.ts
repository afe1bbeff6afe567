import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LiveEventBus } from '../src/lib/live-events.ts';
import { appWithoutDatabase } from './no-database.ts';

/**
 * The API serving a tiny web build written to a temp folder (`files`: path in the build →
 * content), as it serves apps/web/dist: for the tests of how the portal's documents and assets
 * are served.
 */
export async function appServingBuild(
  files: Record<string, string | Buffer>,
  options: { events?: LiveEventBus } = {},
) {
  const webDist = mkdtempSync(join(tmpdir(), 'portal-web-build-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(webDist, path)), { recursive: true });
    writeFileSync(join(webDist, path), content);
  }
  // Serving files asks no database: a query would fail the test (no-database.ts).
  const app = await appWithoutDatabase({ webDist, ...options });
  return {
    get: (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers }),
    async close() {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}
