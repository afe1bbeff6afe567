/**
 * Database errors as the error handler and the logger see them. Drizzle wraps the driver's
 * error (node-postgres or PGlite) in a DrizzleQueryError whose message, `query` and `params`
 * hold the statement's parameters: a session id, an e-mail, an affiliate's name. Only the
 * SQLSTATE is safe to report.
 */

/** A SQLSTATE: five digits or capital letters, the first two its class. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The driver's error: both drivers give it a SQLSTATE `code` and a `severity`. */
function isDriverError(value: object): value is { code: string; severity: string } {
  const { code, severity } = value as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string';
}

/** The SQLSTATE of the database error in `error` or its causes, if it is one. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (isDriverError(current)) return current.code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether `error` comes from the database: its text must not be logged. */
export function isDatabaseError(error: unknown): boolean {
  if (sqlStateOf(error) !== undefined) return true;
  return typeof error === 'object' && error !== null && ('query' in error || 'params' in error);
}

/**
 * SQLSTATEs the request's input causes: a value the column cannot hold. The contracts' fields
 * should have refused it first, so each is a defect to fix, but the caller gets a 400.
 * Constraint violations (23xxx) other than NOT NULL and CHECK can come from concurrent
 * requests and stay 500s.
 */
const INPUT_CAUSED = new Set([
  '22001', // string data right truncation: longer than the varchar
  '22003', // numeric value out of range: 2147483648 into an integer
  '22007', // invalid datetime format
  '22008', // datetime field overflow
  '22009', // invalid time zone displacement: a date past year 9999 in ISO form
  '22021', // character not in repertoire: NUL in text
  '22P02', // invalid text representation: 'abc' as an integer
  '22P05', // untranslatable character
  '23502', // not-null violation: a required value missing
  '23514', // check violation
]);

/** The SQLSTATE when the database refused a value of the request, or undefined. */
export function inputRefusalOf(error: unknown): string | undefined {
  const state = sqlStateOf(error);
  return state !== undefined && INPUT_CAUSED.has(state) ? state : undefined;
}
