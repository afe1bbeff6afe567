import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSS_BUDGET_KB, JS_AIM_KB, JS_BUDGET_KB, KB, measurePage } from '../bench/web-size.ts';
import {
  captureGraph,
  chunkImportCircles,
  draggedIntoLazyRoutes,
  heavyInInitialLoad,
  initialGzipBytes,
  modulesUnder,
  packagesInInitialLoad,
  type BundleGraph,
  type DraggedLibrary,
} from './module-graph.ts';

/**
 * No chart, PDF, form or date library in the initial load of a page that does not
 * use it. The web is built with Vite's own config into a temp folder (never apps/web/dist) and
 * the test reads the bundler's module graph, so it holds for whatever chunking the config asks.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const tempDirs: string[] = [];

async function buildGraph(root: string, extra: InlineConfig = {}): Promise<BundleGraph> {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-bundle-test-'));
  tempDirs.push(outDir);
  const capture = captureGraph();
  // As `npm run build` runs: under Vitest's NODE_ENV=test, Vite and the React plugin would build
  // React's development code, and the weights below would be another bundle's.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    ...extra,
    root,
    build: { ...extra.build, outDir, emptyOutDir: true, sourcemap: false },
    logLevel: 'silent',
    plugins: [...(extra.plugins ?? []), capture],
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  if (!capture.graph) throw new Error(`the build of ${root} generated no bundle`);
  return capture.graph;
}

const described = (found: DraggedLibrary[]) =>
  found.map(({ route, library, chunk }) => `${route} loads ${library} (in ${chunk}) unused`);

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the portal bundle (apps/web built with its own vite.config.ts)', () => {
  let graph: BundleGraph;
  let outDir: string;
  beforeAll(async () => {
    graph = await buildGraph(join(repoRoot, 'apps/web'));
    outDir = tempDirs.at(-1)!;
  }, 120_000);

  it(`loads a visitor's public page with at most ${CSS_BUDGET_KB} KB of stylesheets`, () => {
    const home = measurePage(outDir, 'visitor.html');
    const kb = home.cssGzipBytes / KB;
    expect(
      kb,
      `the visitor's stylesheets weigh ${kb.toFixed(1)} KB gzip: a screen the public pages do not paint imports its component styles in its own module (docs/decisions/0070)`,
    ).toBeLessThanOrEqual(CSS_BUDGET_KB);
    // A build that lost the shell's styles would pass any budget.
    expect(kb).toBeGreaterThan(8);
  });

  it("leaves the styles of screens a visitor never sees to their routes' chunks", () => {
    const visitorCss = new Set(measurePage(outDir, 'visitor.html').assets.map((a) => a.file));
    const all = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.css'));
    const lazy = all.filter((file) => !visitorCss.has(`/prestadores/assets/${file}`));
    // Tabs, tables, charts, steppers: private screens only.
    expect(lazy.map((file) => file.split('-')[0])).toEqual(
      expect.arrayContaining(['Tabs', 'Table', 'BarChart']),
    );
  });

  it('loads no chart, PDF, form or date library before any route renders', () => {
    const heavy = heavyInInitialLoad(graph);
    expect(heavy, `the initial load (entry + static imports) carries ${heavy.join(', ')}`).toEqual(
      [],
    );
  });

  it(`loads a visitor's public page (the islands' boot) within the ${JS_AIM_KB} KB aim`, () => {
    const kb = initialGzipBytes(graph, 'visitor') / KB;
    expect(
      kb,
      `the visitor's boot weighs ${kb.toFixed(1)} KB gzip: what made it grow belongs in an island's lazy chunk (docs/decisions/0041)`,
    ).toBeLessThanOrEqual(JS_AIM_KB);
    // A build that lost React or Mantine would pass any aim.
    expect(kb).toBeGreaterThan(60);
  });

  it("leaves the router, the query client and every feature's page out of the visitor's boot", () => {
    const packages = packagesInInitialLoad(graph, 'visitor');
    expect(packages.has('react-dom')).toBe(true);
    expect([...packages].filter((name) => /^react-router|^@tanstack\//.test(name))).toEqual([]);
  });

  it(`keeps the application's boot within its ${JS_BUDGET_KB} KB gzip budget as the portal grows`, () => {
    const kb = initialGzipBytes(graph, 'main') / KB;
    expect(
      kb,
      `the application's boot weighs ${kb.toFixed(1)} KB gzip: what made it grow belongs in a lazy chunk (docs/decisions/0041)`,
    ).toBeLessThanOrEqual(JS_BUDGET_KB);
    expect(kb).toBeGreaterThan(60);
  });

  it('loads with each lazy route no heavy library that the route does not import itself', () => {
    const dragged = described(draggedIntoLazyRoutes(graph, repoRoot));
    expect(dragged, dragged.join('\n')).toEqual([]);
  });

  it('has no circle of imports between its chunks, so no chunk runs before one it reads', () => {
    const circles = chunkImportCircles(graph).map((circle) => circle.join(' -> '));
    expect(circles, circles.join('\n')).toEqual([]);
  });

  it("boots a visitor's page from a copy of index.html that differs only in its entry", () => {
    const html = (file: string) => readFileSync(join(repoRoot, 'apps/web', file), 'utf8');
    expect(html('visitor.html')).toBe(
      html('index.html').replace('/src/main.tsx', '/src/visitor.tsx'),
    );
  });

  it("carries no module of the insurer's console (apps/console), which has a build of its own", () => {
    expect(modulesUnder(graph, join(repoRoot, 'apps/console'))).toEqual([]);
    // The same question finds the portal's own modules: the check reads real module ids.
    expect(modulesUnder(graph, join(repoRoot, 'apps/web/src')).length).toBeGreaterThan(100);
  });

  it('has lazy routes to check: the pages are split, not one bundle', () => {
    const lazy = new Set(Object.values(graph.dynamicallyImportedIds).flat());
    expect(lazy.size).toBeGreaterThan(10);
  });
});

describe('the circle check and the weight, on hand-made graphs', () => {
  const chunk = (fileName: string, imports: string[], dynamicImports: string[] = []) => ({
    fileName,
    name: fileName.replace(/\.js$/, ''),
    isEntry: fileName.startsWith('entry'),
    moduleIds: [],
    imports,
    dynamicImports,
    gzipBytes: 1000,
  });
  const graphOf = (chunks: ReturnType<typeof chunk>[]): BundleGraph => ({
    chunks,
    importedIds: {},
    dynamicallyImportedIds: {},
  });

  it.each([
    ['a chain', [chunk('entry.js', ['a.js']), chunk('a.js', ['b.js']), chunk('b.js', [])], []],
    [
      'a diamond',
      [
        chunk('entry.js', ['a.js', 'b.js']),
        chunk('a.js', ['c.js']),
        chunk('b.js', ['c.js']),
        chunk('c.js', []),
      ],
      [],
    ],
    [
      'two shared chunks reading each other',
      [chunk('entry.js', ['a.js']), chunk('a.js', ['b.js']), chunk('b.js', ['a.js'])],
      [['a.js', 'b.js']],
    ],
    ['a chunk reading itself', [chunk('a.js', ['a.js'])], [['a.js']]],
  ])('%s', (_name, chunks, circles) => {
    expect(chunkImportCircles(graphOf(chunks))).toEqual(circles);
  });

  it('weighs the entry and what it imports statically, not what it imports lazily', () => {
    const graph = graphOf([
      chunk('entry.js', ['a.js'], ['page.js']),
      chunk('a.js', ['b.js']),
      chunk('b.js', []),
      chunk('page.js', ['c.js']),
      chunk('c.js', []),
    ]);
    expect(initialGzipBytes(graph)).toBe(3000);
  });

  it('weighs one entry alone when named, with the chunks it shares with the other', () => {
    const graph = graphOf([
      chunk('entry.js', ['shared.js', 'app.js']),
      chunk('entry-visitor.js', ['shared.js']),
      chunk('shared.js', []),
      chunk('app.js', []),
    ]);
    expect(initialGzipBytes(graph, 'entry-visitor')).toBe(2000);
    expect(initialGzipBytes(graph, 'entry')).toBe(3000);
    expect(initialGzipBytes(graph)).toBe(4000);
    expect(() => initialGzipBytes(graph, 'missing')).toThrow('no entry named missing');
  });
});

describe('the check itself, on a fixture bundle with both faults', () => {
  let graph: BundleGraph;
  beforeAll(async () => {
    graph = await buildGraph(join(repoRoot, 'scripts/bundle/fixture'), {
      configFile: false,
      build: {
        rollupOptions: {
          output: {
            // The fault to catch: a hand-made shared chunk mixing a page's helper with d3.
            manualChunks: (id: string) =>
              id.includes('/node_modules/d3-') || id.endsWith('/shared.ts') ? 'shared' : null,
          },
        },
      },
    });
  }, 60_000);

  it('names the form library the entry pulls into the initial load', () => {
    expect(heavyInInitialLoad(graph)).toEqual(['@mantine/form']);
  });

  it('names the page that loads a chart library through a shared chunk, and the library', () => {
    const dragged = draggedIntoLazyRoutes(graph, repoRoot);
    expect(dragged.map(({ route, library }) => `${route} ${library}`)).toEqual(
      expect.arrayContaining(['scripts/bundle/fixture/plain-page.ts d3-scale']),
    );
    expect(dragged.every(({ route }) => route.endsWith('plain-page.ts'))).toBe(true);
    expect(dragged.every(({ chunk }) => chunk.includes('shared'))).toBe(true);
  });
});
