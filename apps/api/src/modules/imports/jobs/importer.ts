import type { ImportKindName } from '@portal/contracts';
import type { ImportKind, RunImport } from '../engine/kind.ts';

/** The engine as the jobs see it: how to run a file, and the kinds it knows (built ones only). */
export interface Importer {
  run: RunImport;
  kind(name: ImportKindName): ImportKind<unknown> | undefined;
}

/** The real engine, loaded by the first upload (the app starts without it). */
export async function engineImporter(): Promise<Importer> {
  const [{ runImport }, { IMPORT_KINDS_REGISTRY }] = await Promise.all([
    import('../engine/run-import.ts'),
    import('../kinds/index.ts'),
  ]);
  return {
    run: runImport,
    kind: (name) => IMPORT_KINDS_REGISTRY[name],
  };
}
