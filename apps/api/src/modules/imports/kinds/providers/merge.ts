import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import type { ImportCounts, MergeOptions } from '../../engine/kind.ts';
import { grantModules, syncDirectory, syncServices, upsertProvidersAndPlaces } from './apply.ts';
import { countNewAndChanged } from './compare.ts';
import { inviteFirstAdmins } from './invite.ts';
import { retireMissing } from './retire.ts';
import { resolveLocalities, table } from './staged-sql.ts';

/** The staged rows the merge applies, for the import's transaction only. */
const OK = 'import_providers_ok';

/**
 * Merges a staged providers file set-wise. With accept-partial each place stands alone: a refused
 * one stays as the database has it and its provider's other places apply (the engine refuses
 * full with accept-partial, so nothing is retired on a file's say-so with holes in it).
 */
export async function mergeProviders(
  db: Db,
  staging: string,
  options: MergeOptions,
): Promise<ImportCounts> {
  await resolveLocalities(db, staging);
  const refused = `{${[...options.refusedLines].map((line) => Math.trunc(line)).join(',')}}`;
  const s = table(staging);
  await db.execute(sql`drop table if exists ${sql.raw(OK)}`);
  await db.execute(sql`
    create temp table ${sql.raw(OK)} on commit drop as
    select * from ${s}
    where not (line = any (${refused}::int[]))`);

  const counts = await countNewAndChanged(db, OK);
  await upsertProvidersAndPlaces(db, OK, options.fileDate);
  await syncDirectory(db, OK);
  await syncServices(db, OK, options.fileDate);
  await grantModules(db, OK);
  await inviteFirstAdmins(db, OK);
  const retired = options.full ? await retireMissing(db, staging, OK, options.fileDate) : 0;
  return { ...counts, retired };
}
