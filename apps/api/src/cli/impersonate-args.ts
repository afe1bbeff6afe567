import { EXTERNAL_GRANT } from '@portal/domain/session';
import type { ExternalGrantInput } from '../modules/session/public.ts';
import { parseCli } from './parse-cli.ts';

export const IMPERSONATE_USAGE =
  'Usage: npm run impersonate -- EMAIL [--read-only] [--operator NAME] [--minutes N]\n' +
  '  Prints a one-time link that opens an impersonated (or, with --read-only, a read-only)\n' +
  `  session of the user. The link works once, within N minutes (default ${EXTERNAL_GRANT.defaultMinutes}, at most ${EXTERNAL_GRANT.maxMinutes}).`;

export type ImpersonateArgs =
  { ok: true; input: ExternalGrantInput } | { ok: false; error: string };

/** Parses the command line of `npm run impersonate`; the operator defaults to the OS user. */
export function parseImpersonateArgs(argv: string[], defaultOperator: string): ImpersonateArgs {
  const parsed = parseCli(argv, {
    'read-only': { type: 'boolean', default: false },
    operator: { type: 'string' },
    minutes: { type: 'string' },
  });
  if (!parsed.ok) return parsed;
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return { ok: false, error: 'expected exactly one e-mail' };
  const minutesText = values.minutes ?? String(EXTERNAL_GRANT.defaultMinutes);
  if (!/^\d+$/.test(minutesText))
    return { ok: false, error: `--minutes must be a whole number, got "${minutesText}"` };
  return {
    ok: true,
    input: {
      email: positionals[0]!,
      mode: values['read-only'] ? 'readOnly' : 'impersonated',
      operator: values.operator ?? defaultOperator,
      minutes: Number(minutesText),
    },
  };
}
