import type { Db } from './client.ts';

/**
 * One prepared statement per database handle, built on first use. On PostgreSQL a named
 * statement is parsed and planned once per connection instead of on every call: for the small
 * lookups of the hot paths (the access guard, affiliate validation) planning costs more than
 * running the query. Names must be unique across the application.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
