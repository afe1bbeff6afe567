import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The web bundle's module graph as the bundler produced it: which chunks the entry
 * loads up front, which a lazy route loads, and which modules each chunk carries.
 */
export interface BundleChunk {
  fileName: string;
  /** The chunk's name: an entry's is its input's name ('main', 'visitor'). */
  name: string;
  isEntry: boolean;
  /** Modules with code in the chunk (a module tree-shaken to nothing is left out). */
  moduleIds: string[];
  /** Chunks it imports statically: loaded with it. */
  imports: string[];
  dynamicImports: string[];
  /** The chunk's code gzipped at level 9, as the bench measures it (scripts/bench/web-size). */
  gzipBytes: number;
}

export interface BundleGraph {
  chunks: BundleChunk[];
  /** Every module's static imports (module ids), from the bundler's module info. */
  importedIds: Record<string, string[]>;
  /** Every module's dynamic imports: the lazy routes and whatever else loads on demand. */
  dynamicallyImportedIds: Record<string, string[]>;
}

/** A Vite plugin that keeps the graph of the bundle it generates in `graph`. */
export function captureGraph(): Plugin & { graph: BundleGraph | null } {
  const plugin: Plugin & { graph: BundleGraph | null } = {
    name: 'capture-bundle-graph',
    graph: null,
    // Once written: Vite fills the lazy imports' preload lists into the entry after generateBundle.
    writeBundle(_options, bundle) {
      const chunks: BundleChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const rendered = (id: string) => {
          const module = output.modules[id];
          return !module || (module.renderedLength ?? module.code?.length ?? 1) > 0;
        };
        const { code } = output;
        let gzipBytes: number | undefined;
        chunks.push({
          fileName: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          moduleIds: output.moduleIds.filter(rendered),
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          // Gzipped when first weighed: only the initial chunks are, of some two hundred.
          get gzipBytes() {
            return (gzipBytes ??= gzipSync(code, { level: 9 }).length);
          },
        });
      }
      const importedIds: Record<string, string[]> = {};
      const dynamicallyImportedIds: Record<string, string[]> = {};
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        importedIds[id] = [...(info?.importedIds ?? [])];
        dynamicallyImportedIds[id] = [...(info?.dynamicallyImportedIds ?? [])];
      }
      plugin.graph = { chunks, importedIds, dynamicallyImportedIds };
    },
  };
  return plugin;
}

/**
 * Libraries no page may load unless it uses them: charts, PDF and QR, forms, dates. Checked
 * against apps/web/package.json and what its dependencies pull in (recharts brings d3-*).
 */
const HEAVY: readonly RegExp[] = [
  /^@mantine\/charts$/,
  /^recharts$/,
  /^d3-/,
  /^victory-vendor$/,
  /^uqr$/,
  /pdf/i,
  /^@mantine\/form$/,
  /^@mantine\/dates$/,
  /^dayjs$/,
];

/** The npm package a module id belongs to ('@scope/name' or 'name'), or null for our code. */
export function packageOf(id: string): string | null {
  const at = id.lastIndexOf('node_modules/');
  if (at === -1) return null;
  const [first, second] = id.slice(at + 'node_modules/'.length).split('/');
  if (!first) return null;
  return first.startsWith('@') && second ? `${first}/${second}` : first;
}

export function heavyLibraryOf(id: string): string | null {
  const name = packageOf(id);
  return name !== null && HEAVY.some((pattern) => pattern.test(name)) ? name : null;
}

const heavyIn = (moduleIds: Iterable<string>) =>
  new Set([...moduleIds].map(heavyLibraryOf).filter((name): name is string => name !== null));

function chunkClosure(graph: BundleGraph, start: Iterable<string>): Set<string> {
  const byName = new Map(graph.chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...(byName.get(name)?.imports ?? []));
  }
  return seen;
}

function moduleClosure(graph: BundleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.importedIds[id] ?? []));
  }
  return seen;
}

const modulesOf = (graph: BundleGraph, chunkNames: Iterable<string>) => {
  const names = new Set(chunkNames);
  return graph.chunks.filter((chunk) => names.has(chunk.fileName)).flatMap((c) => c.moduleIds);
};

/**
 * The chunks an entry loads before anything renders: the entry and its static imports. Every
 * entry's together unless `entry` names one (its input's name: 'main', 'visitor').
 */
export function initialChunks(graph: BundleGraph, entry?: string): Set<string> {
  const entries = graph.chunks.filter(
    (chunk) => chunk.isEntry && (entry === undefined || chunk.name === entry),
  );
  if (entry !== undefined && entries.length === 0) throw new Error(`no entry named ${entry}`);
  return chunkClosure(
    graph,
    entries.map((chunk) => chunk.fileName),
  );
}

/** What the initial load of `entry` (of every entry by default) weighs, gzipped. */
export function initialGzipBytes(graph: BundleGraph, entry?: string): number {
  const initial = initialChunks(graph, entry);
  return graph.chunks
    .filter((chunk) => initial.has(chunk.fileName))
    .reduce((total, chunk) => total + chunk.gzipBytes, 0);
}

/** Heavy libraries in the initial load; none may be there. */
export function heavyInInitialLoad(graph: BundleGraph): string[] {
  return [...heavyIn(modulesOf(graph, initialChunks(graph)))].sort();
}

/** The npm packages whose code `entry` loads before anything renders. */
export function packagesInInitialLoad(graph: BundleGraph, entry: string): Set<string> {
  const names = modulesOf(graph, initialChunks(graph, entry)).map(packageOf);
  return new Set(names.filter((name): name is string => name !== null));
}

export interface DraggedLibrary {
  /** The lazily imported module (a route), relative to the repository. */
  route: string;
  library: string;
  /** The chunk that carries it into the route's load. */
  chunk: string;
}

const relative = (id: string, root: string) => (id.startsWith(root) ? id.slice(root.length) : id);

/**
 * For every lazy import: the chunks it loads besides the initial ones, and the heavy libraries
 * in them that the imported module's own static graph does not reach (a shared chunk that
 * drags a library into a page that does not use it).
 */
export function draggedIntoLazyRoutes(graph: BundleGraph, root = ''): DraggedLibrary[] {
  const initial = initialChunks(graph);
  const lazyIds = new Set(Object.values(graph.dynamicallyImportedIds).flat());
  const found: DraggedLibrary[] = [];
  for (const id of [...lazyIds].sort()) {
    const home = graph.chunks.find((chunk) => chunk.moduleIds.includes(id));
    if (!home) continue;
    const uses = heavyIn(moduleClosure(graph, id));
    for (const name of chunkClosure(graph, [home.fileName])) {
      if (initial.has(name)) continue;
      for (const library of heavyIn(modulesOf(graph, [name]))) {
        if (!uses.has(library)) found.push({ route: relative(id, root), library, chunk: name });
      }
    }
  }
  return found;
}

/**
 * Circles of static imports between chunks, each as the chunk names around it. A circle lets a
 * chunk run before one it reads from: a module's top level then meets `undefined` (the shared
 * chunks of vite.config.ts once did this: "Cannot read properties of undefined", every page).
 */
export function chunkImportCircles(graph: BundleGraph): string[][] {
  const byName = new Map(graph.chunks.map((chunk) => [chunk.fileName, chunk]));
  const state = new Map<string, 'open' | 'done'>();
  const circles: string[][] = [];
  const visit = (name: string, path: string[]) => {
    state.set(name, 'open');
    path.push(name);
    for (const next of byName.get(name)?.imports ?? []) {
      if (state.get(next) === 'open') circles.push(path.slice(path.indexOf(next)));
      else if (!state.has(next)) visit(next, path);
    }
    path.pop();
    state.set(name, 'done');
  };
  for (const chunk of graph.chunks) if (!state.has(chunk.fileName)) visit(chunk.fileName, []);
  return circles;
}

/**
 * The modules with code in any chunk whose file lies under `dir` (an absolute folder): what
 * one application's bundle carries of another's sources (docs/decisions/0057).
 */
export function modulesUnder(graph: BundleGraph, dir: string): string[] {
  const prefix = dir.endsWith('/') ? dir : `${dir}/`;
  const ids = graph.chunks.flatMap((chunk) => chunk.moduleIds);
  return [...new Set(ids.filter((id) => id.startsWith(prefix)))].sort();
}
