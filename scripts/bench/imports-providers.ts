import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportRun } from './imports-run.ts';
import { bareCopy, runImportCli } from './imports-run.ts';
import { createThrowawayDatabase } from './postgres.ts';
import { providersFileRows, writeProvidersFile } from './providers-file.ts';
import { LINES_PER_SETTLEMENT, writeSettlementsFile } from './settlements-file.ts';

/** One kind's file in a round: its bare COPY, the import fresh, the same file again. */
export interface KindRound {
  bareCopySeconds: number;
  fresh: ImportRun;
  repeated: ImportRun;
}

export interface ProvidersSettlementsFiles {
  providers: number;
  /** Rows of the register the settlements' affiliates come from (imported into the template). */
  registerRows: number;
  providerRows: number;
  providerBytes: number;
  settlementRows: number;
  settlementBytes: number;
}

export interface ProvidersSettlementsRound {
  providers: KindRound;
  settlements: KindRound;
}

/** Column types of the two files for their bare COPY; money stays text (its decimal comma). */
const PROVIDER_COPY_COLUMNS = `codigo integer, tipo varchar(1), cuit varchar(13),
  ape_razon_social varchar(160), nombre_abre varchar(80), email text, odontologia varchar(1),
  modulos text, admin_email text, lugar integer, lugar_descripcion varchar(120),
  calle varchar(120), numero varchar(10), localidad varchar(120), provincia varchar(80),
  telefono varchar(30), lun text, mar text, mier text, jue text, vie text, consultorios text,
  especialidades text, servicios text`;
const SETTLEMENT_COPY_COLUMNS = `expediente integer, prestador integer, periodo integer,
  fecha_liquidacion date, estado varchar(20), bruto text, debitos text, copago text, neto text,
  tabla varchar(10), renglon integer, fecha date, contra integer, middle smallint,
  inte smallint, afiliado varchar(80), prestacion_codigo varchar(12), prestacion varchar(120),
  importe text, tipo_prestacion varchar(40), lugar varchar(120), cantidad smallint,
  motivo_codigo varchar(6), motivo varchar(160)`;

/** Writes the providers file and its month of settlements into `dir`; their sizes. */
export async function writeProvidersSettlementsFiles(
  dir: string,
  providers: number,
  registerRows: number,
): Promise<{
  sizes: ProvidersSettlementsFiles;
  paths: { providerFile: string; settlementFile: string };
}> {
  const providerFile = join(dir, 'providers.csv');
  const settlementFile = join(dir, 'settlements.csv');
  console.log(`Writing ${providers.toLocaleString('en-US')} providers and their month …`);
  await writeProvidersFile(providerFile, providers);
  await writeSettlementsFile(settlementFile, providers, registerRows);
  const sizes = {
    providers,
    registerRows,
    providerRows: providersFileRows(providers),
    providerBytes: statSync(providerFile).size,
    settlementRows: providers * LINES_PER_SETTLEMENT,
    settlementBytes: statSync(settlementFile).size,
  };
  return { sizes, paths: { providerFile, settlementFile } };
}

async function kindRound(
  kind: 'providers' | 'settlements',
  url: string,
  file: string,
  columns: string,
  flags: readonly string[],
  dir: string,
): Promise<KindRound> {
  const bareCopySeconds = await bareCopy(url, file, columns);
  console.log(`  ${kind}: bare COPY ${bareCopySeconds.toFixed(2)} s`);
  const runs: ImportRun[] = [];
  for (const label of ['fresh', 'repeated']) {
    const run = await runImportCli(label, file, { DATABASE_URL: url }, flags, dir, kind);
    console.log(
      `  ${kind} ${label}: ${run.seconds.toFixed(1)} s, peak RSS ${run.peakRssMiB?.toFixed(0)} MiB`,
    );
    runs.push(run);
  }
  return { bareCopySeconds, fresh: runs[0]!, repeated: runs[1]! };
}

/**
 * One round on a fresh copy of `template` (the demo seed with the synthetic register in it):
 * the providers file, then the settlements (which need its providers), each fresh and again.
 */
export async function providersSettlementsRound(
  adminUrl: string,
  template: string,
  files: { providerFile: string; settlementFile: string },
  date: readonly string[],
  dir: string,
): Promise<ProvidersSettlementsRound> {
  const url = await createThrowawayDatabase(adminUrl, 'portal_bench_providers', template);
  const providers = await kindRound(
    'providers',
    url,
    files.providerFile,
    PROVIDER_COPY_COLUMNS,
    date,
    dir,
  );
  const settlements = await kindRound(
    'settlements',
    url,
    files.settlementFile,
    SETTLEMENT_COPY_COLUMNS,
    [],
    dir,
  );
  return { providers, settlements };
}
