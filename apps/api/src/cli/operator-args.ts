import type { OperatorCaseAction } from '@portal/domain/support-cases';
import { AUTH_USAGE, parseAuthArgs, type AuthCommand } from './operator-auth.ts';
import { KEYS_USAGE, parseKeysArgs, type KeysCommand } from './operator-keys.ts';
import { TOTP_USAGE } from './operator-totp.ts';
import { parseCli } from './parse-cli.ts';

export const OPERATOR_USAGE = `Usage: npm run operator -- <command> [options]
  The insurer's side of the support centre (capweb):
    list [--provider CODE] [--estado N]        the 50 most recently touched cases
    ask CASE --message TEXT [--file PATH]...    ask the provider for information (estado 2)
    observe CASE --message TEXT [--file PATH]... add an observation, state unchanged
    in-progress CASE [--message TEXT]          take the case for analysis (estado 3)
    finish CASE [--message TEXT] [--file PATH]... finalise it (estado 4)
    reject CASE [--message TEXT]               reject it (estado 5)
    close CASE [--message TEXT]                close it (estado 6)
  Options: --operator NAME (default: the OS user). CASE is the case number (nroTramite).
  With the server running on the embedded database, the command goes through it.
  Mail kept without SMTP (a password-recovery PIN, case notices):
    outbox [--to EMAIL] [--limit N]            the newest messages first (default 10)
  It reads the outbox table, or MAIL_DIR while the server holds the embedded database.
${AUTH_USAGE}
${KEYS_USAGE}
${TOTP_USAGE}`;

const ACTIONS: Record<string, OperatorCaseAction> = {
  ask: 'solicitar-informacion',
  observe: 'observacion',
  'in-progress': 'en-proceso',
  finish: 'finalizar',
  reject: 'rechazar',
  close: 'cerrar',
};

/** How many outbox messages `outbox` prints unless told. */
export const OUTBOX_DEFAULT_LIMIT = 10;

export type OperatorCommand =
  | { kind: 'list'; prestad?: number; estado?: number }
  | { kind: 'outbox'; to?: string; limit: number }
  | { kind: 'totp'; email: string }
  | AuthCommand
  | KeysCommand
  | {
      kind: 'act';
      nroTramite: number;
      accion: OperatorCaseAction;
      operator: string;
      observacion: string;
      files: string[];
    };

export type OperatorArgs = { ok: true; command: OperatorCommand } | { ok: false; error: string };

const wholeNumber = (text: string | undefined) =>
  text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null;

/** Parses `npm run operator -- …`; the operator defaults to the OS user. */
export function parseOperatorArgs(argv: string[], defaultOperator: string): OperatorArgs {
  const parsed = parseCli(argv, {
    message: { type: 'string', short: 'm' },
    file: { type: 'string', multiple: true },
    operator: { type: 'string' },
    provider: { type: 'string' },
    estado: { type: 'string' },
    to: { type: 'string' },
    limit: { type: 'string' },
    client: { type: 'string' },
    kinds: { type: 'string' },
  });
  if (!parsed.ok) return parsed;
  const { values, positionals } = parsed;
  if (positionals.length === 0) return { ok: false, error: '' };
  const [command, ...rest] = positionals;

  if (command === 'list') {
    if (rest.length > 0) return { ok: false, error: 'list takes no case number' };
    const prestad = values.provider === undefined ? undefined : wholeNumber(values.provider);
    const estado = values.estado === undefined ? undefined : wholeNumber(values.estado);
    if (prestad === null) return { ok: false, error: '--provider must be a provider code' };
    if (estado === null) return { ok: false, error: '--estado must be a state number' };
    return {
      ok: true,
      command: {
        kind: 'list',
        ...(prestad === undefined ? {} : { prestad }),
        ...(estado === undefined ? {} : { estado }),
      },
    };
  }

  if (command === 'auth') return parseAuthArgs(rest, values, defaultOperator);
  if (command === 'keys') return parseKeysArgs(rest, values);

  if (command === 'totp') {
    if (rest.length !== 1) return { ok: false, error: 'totp needs exactly one e-mail' };
    return { ok: true, command: { kind: 'totp', email: rest[0]! } };
  }

  if (command === 'outbox') {
    if (rest.length > 0) return { ok: false, error: 'outbox takes no case number' };
    const limit = values.limit === undefined ? OUTBOX_DEFAULT_LIMIT : wholeNumber(values.limit);
    if (limit === null || limit < 1) return { ok: false, error: '--limit must be a number' };
    const to = values.to?.trim().toLowerCase();
    return { ok: true, command: { kind: 'outbox', limit, ...(to ? { to } : {}) } };
  }

  const accion = command === undefined ? undefined : ACTIONS[command];
  if (!accion) return { ok: false, error: `unknown command "${command}"` };
  const nroTramite = wholeNumber(rest[0]);
  if (rest.length !== 1 || nroTramite === null) {
    return { ok: false, error: `${command} needs exactly one case number` };
  }
  const message = values.message?.trim() ?? '';
  if (!message && (accion === 'solicitar-informacion' || accion === 'observacion')) {
    return { ok: false, error: `${command} needs --message` };
  }
  return {
    ok: true,
    command: {
      kind: 'act',
      nroTramite,
      accion,
      operator: values.operator?.trim() || defaultOperator,
      observacion: message,
      files: values.file ?? [],
    },
  };
}
