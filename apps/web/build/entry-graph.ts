import type { Plugin } from 'vite';

/**
 * The modules an entry loads before anything else: the entry and what it imports statically,
 * transitively (docs/decisions/0041). Filled by the plugin once the module graph is built, read
 * by the code-splitting groups when the chunks are made.
 */
export function staticGraphOf(entry: string): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'portal:static-graph',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const pending = [entry];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      if (modules.size === 1)
        this.error(`the entry ${entry} imports nothing: is it the right file?`);
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}
