import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import type { ImportCounts, MergeOptions } from '../../engine/kind.ts';
import { syncDirectory, syncServices, upsertProvidersAndPlaces } from './apply.ts';
import { countNewAndChanged } from './compare.ts';
import { collectGrants, grantModules } from './grants.ts';
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
  // Statistics as the tables are now: a previous import may have grown them tenfold since the
  // last autovacuum (and PGlite has none), and stale ones plan the joins below row by row.
  // ANALYZE samples a bounded number of rows, so this stays cheap on large tables.
  await db.execute(
    sql`analyze providers, attention_places, attention_place_details, directory_listings, agreed_services, users, user_modules`,
  );
  const refused = `{${[...options.refusedLines].map((line) => Math.trunc(line)).join(',')}}`;
  const s = table(staging);
  await db.execute(sql`drop table if exists ${sql.raw(OK)}`);
  await db.execute(sql`
    create temp table ${sql.raw(OK)} on commit drop as
    select * from ${s}
    where not (line = any (${refused}::int[]))`);
  // A fresh temporary table has no statistics: without them the planner guesses a handful of
  // rows and joins the file to the database row by row.
  await db.execute(sql`analyze ${sql.raw(OK)}`);

  await collectGrants(db, OK);
  const counts = await countNewAndChanged(db, OK);
  await upsertProvidersAndPlaces(db, OK, options.fileDate);
  await syncDirectory(db, OK);
  await syncServices(db, OK, options.fileDate);
  await grantModules(db);
  await inviteFirstAdmins(db, OK);
  const retired = options.full ? await retireMissing(db, staging, OK, options.fileDate) : 0;
  return { ...counts, retired };
}
