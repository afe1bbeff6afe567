import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureGraph,
  modulesUnder,
  packagesInInitialLoad,
  type BundleChunk,
  type BundleGraph,
} from './module-graph.ts';

/**
 * The console (apps/console) is built apart from the portal (docs/decisions/0057): its bundle
 * holds none of the portal's sources, and the QR library of the enrolment loads only there. The
 * portal's side of the separation is in initial-load.test.ts, on the graph it already builds.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'portal-console-bundle-test-'));

describe('the console bundle (apps/console built with its own vite.config.ts)', () => {
  let graph: BundleGraph;
  beforeAll(async () => {
    const capture = captureGraph();
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({
      root: join(repoRoot, 'apps/console'),
      build: { outDir, emptyOutDir: true, sourcemap: false },
      logLevel: 'silent',
      plugins: [capture],
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
    if (!capture.graph) throw new Error('the console build generated no bundle');
    graph = capture.graph;
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("carries no module of the providers' portal (apps/web)", () => {
    expect(modulesUnder(graph, join(repoRoot, 'apps/web'))).toEqual([]);
    expect(modulesUnder(graph, join(repoRoot, 'apps/console/src')).length).toBeGreaterThan(10);
  });

  it('loads the QR library only with the enrolment, not at the first paint', () => {
    const entry = graph.chunks.find((chunk) => chunk.isEntry)?.name ?? 'index';
    expect(packagesInInitialLoad(graph, entry).has('qrcode')).toBe(false);
    expect(
      graph.chunks.some((chunk) => chunk.moduleIds.some((id) => id.includes('/qrcode/'))),
    ).toBe(true);
  });

  it("loads the home's chart library only with the chart, not at the first paint", () => {
    const entry = graph.chunks.find((chunk) => chunk.isEntry)?.name ?? 'index';
    const initial = packagesInInitialLoad(graph, entry);
    expect(initial.has('recharts')).toBe(false);
    expect(initial.has('@mantine/charts')).toBe(false);
    expect(
      graph.chunks.some((chunk) => chunk.moduleIds.some((id) => id.includes('/recharts/'))),
    ).toBe(true);
  });
});

describe('modulesUnder, on a hand-made graph', () => {
  const chunk = (fileName: string, moduleIds: string[]): BundleChunk => ({
    fileName,
    name: fileName,
    isEntry: false,
    moduleIds,
    imports: [],
    dynamicImports: [],
    gzipBytes: 0,
  });

  it('finds the modules under a folder in any chunk, once each, and not its namesakes', () => {
    const graph: BundleGraph = {
      chunks: [
        chunk('a.js', ['/r/apps/console/src/a.ts', '/r/apps/web/src/b.ts']),
        chunk('b.js', ['/r/apps/console/src/a.ts', '/r/apps/console-old/c.ts']),
      ],
      importedIds: {},
      dynamicallyImportedIds: {},
    };
    expect(modulesUnder(graph, '/r/apps/console')).toEqual(['/r/apps/console/src/a.ts']);
    expect(modulesUnder(graph, '/r/apps/api')).toEqual([]);
  });
});
