import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/** Statements kept parsed at once; the least recently used is closed past it. */
export const PGLITE_STATEMENTS = 200;

const { serialize } = protocol;

/** Names unique in the process: two clients over one PGlite must not share one. */
let made = 0;

/** cached plan must not change result type; the statement no longer exists. */
const STALE = new Set(['0A000', '26000']);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

interface Statement {
  name: string;
  paramTypes: number[];
}

/**
 * PGlite's query() parses and plans its text on every call (an unnamed statement): for the
 * hot reads (user-config's join of four tables with its subqueries) planning was three
 * quarters of the time, measured 3.6 ms a call against 1.1 ms prepared (ADR 0068). This client
 * gives drizzle the same query() over named statements, one per text, parsed once and reused,
 * as node-postgres does on PostgreSQL for the statements the code prepares. Each call is one
 * trip into the engine (bind, describe, execute, sync) under PGlite's own two locks, so it
 * never runs inside another caller's transaction. Transactions keep PGlite's own path.
 */
export function preparingPglite(client: PGlite, capacity = PGLITE_STATEMENTS) {
  const statements = new Map<string, Statement>();

  async function statementFor(text: string, options: QueryOptions | undefined) {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: the map's order is the eviction order.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `portal_s${++made}`;
    const described = await client.execProtocolStream(
      concat([
        serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    if (statements.size > capacity) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      await close(oldest);
    }
    return statement;
  }

  async function close(statement: Statement) {
    await client.execProtocolStream(
      concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      { syncToFs: false, throwOnError: false },
    );
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    retry = true,
  ): Promise<Results<T>> {
    const statement = await statementFor(text, options);
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[index]!;
      const write = options?.serializers?.[oid] ?? client.serializers[oid];
      if (write) return write(param);
      // A type PGlite has no serializer for (an extension's): its text form.
      return typeof param === 'object' ? JSON.stringify(param) : `${param as string | number}`;
    });
    let messages;
    try {
      messages = await client.execProtocolStream(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
    } catch (error) {
      if (!retry || !STALE.has((error as { code?: string }).code ?? '')) throw error;
      // A schema change made the statement stale: parsed again, once.
      statements.delete(text);
      await close(statement);
      return run<T>(text, params, options, false);
    }
    await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  return {
    query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      if (options?.blob) return client.query<T>(text, params, options);
      return client._runExclusiveTransaction(() =>
        client.runExclusive(() => run<T>(text, params, options)),
      );
    },
    transaction: client.transaction.bind(client),
  };
}
