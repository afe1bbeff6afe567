import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { areaPlugins } from './areas.ts';

describe("the API's areas, found by their folders", () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A modules/ folder holding the given files. */
  function modules(files: Record<string, string>): URL {
    root = mkdtempSync(join(tmpdir(), 'modules-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return pathToFileURL(`${root}/`);
  }

  it('registers every module with a plugin, by name', async () => {
    const found = await areaPlugins(
      modules({
        'support-cases/support-cases.plugin.ts':
          'export const supportCasesPlugin = async () => {};',
        'auth/auth.plugin.ts': 'export const authPlugin = async () => {};',
        'notes/notes.service.ts': 'export const notes = 1;',
      }),
    );
    expect(found.map(({ area }) => area)).toEqual(['auth', 'support-cases']);
    expect(found.every(({ plugin }) => typeof plugin === 'function')).toBe(true);
  });

  it("names the plugin file that exports no plugin under its area's name", async () => {
    const folder = modules({
      'billing/billing.plugin.ts': 'export const plugin = async () => {};',
    });
    await expect(areaPlugins(folder)).rejects.toThrow(
      'modules/billing/billing.plugin.ts exports no billingPlugin',
    );
  });
});
