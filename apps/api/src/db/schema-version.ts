/**
 * Which schema a database holds against the migrations this code ships (docs/decisions/0044).
 * Drizzle records each applied migration by its journal time (`created_at` = the journal's
 * `when`), and applies only those newer than the latest it finds: so a database whose latest
 * migration is one this code does not know was migrated by newer code, and one whose latest is
 * older than ours still needs `npm run migrate`.
 */

/** One migration of the journal (db/migrations/meta/_journal.json). */
export interface KnownMigration {
  tag: string;
  /** The journal's `when`: what drizzle stores as created_at. */
  when: number;
}

export type SchemaStatus =
  | { state: 'current'; version: string }
  | { state: 'behind' | 'ahead'; database: string; code: string };

const NO_MIGRATION = 'none (an empty database)';

function label(known: readonly KnownMigration[], when: number | undefined): string {
  if (when === undefined) return NO_MIGRATION;
  return (
    known.find((migration) => migration.when === when)?.tag ??
    `an unknown migration of ${new Date(when).toISOString()}`
  );
}

/** Compares the migrations applied to a database (their created_at) with the code's journal. */
export function schemaStatus(
  known: readonly KnownMigration[],
  applied: readonly number[],
): SchemaStatus {
  const code = known.at(-1);
  const codeLabel = code?.tag ?? NO_MIGRATION;
  const latest = applied.length > 0 ? Math.max(...applied) : undefined;
  const unknown = applied.some((when) => !known.some((migration) => migration.when === when));
  if (unknown || (latest !== undefined && latest > (code?.when ?? -Infinity))) {
    return { state: 'ahead', database: label(known, latest), code: codeLabel };
  }
  if (code !== undefined && (latest === undefined || latest < code.when)) {
    return { state: 'behind', database: label(known, latest), code: codeLabel };
  }
  return { state: 'current', version: codeLabel };
}

/** The operator's message for a schema this process must not serve, in English (logs). */
export function schemaMismatchMessage(status: Exclude<SchemaStatus, { state: 'current' }>) {
  if (status.state === 'ahead') {
    return (
      `The database schema is newer than this code: the database has migration ${status.database}, ` +
      `this code knows migrations up to ${status.code}. Deploy the version of the portal that ` +
      'migrated it (or a newer one); this process does not serve a schema it does not know.'
    );
  }
  return (
    `The database schema is older than this code: the database is at migration ${status.database}, ` +
    `this code needs ${status.code}. Run \`npm run migrate\` against this database ` +
    '(or start with MIGRATE_ON_START=true, the default).'
  );
}

export class SchemaMismatchError extends Error {
  readonly status: Exclude<SchemaStatus, { state: 'current' }>;
  constructor(status: Exclude<SchemaStatus, { state: 'current' }>) {
    super(schemaMismatchMessage(status));
    this.status = status;
    this.name = 'SchemaMismatchError';
  }
}
