import { parseArgs, type ParseArgsConfig } from 'node:util';

type CliOptions = NonNullable<ParseArgsConfig['options']>;

const HELP = { help: { type: 'boolean', short: 'h', default: false } } as const;

type Parsed<O extends CliOptions> = ReturnType<
  typeof parseArgs<{ args: string[]; allowPositionals: true; options: O & typeof HELP }>
>;

/**
 * The command line of one of our CLIs, with positionals and `--help`/`-h`. An unknown option or
 * a missing value is `{ ok: false, error }` with node's message; help is `{ ok: false, error: '' }`,
 * which the CLI answers with its usage alone.
 */
export function parseCli<O extends CliOptions>(
  args: string[],
  options: O,
): { ok: true; values: Parsed<O>['values']; positionals: string[] } | { ok: false; error: string } {
  let parsed: Parsed<O>;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { ...options, ...HELP } });
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  // `values` is generic here, so `help` is reached through `in`.
  if ('help' in parsed.values && parsed.values.help === true) return { ok: false, error: '' };
  return { ok: true, values: parsed.values, positionals: parsed.positionals };
}
