import type { AuthorizationSummary, RudiFile } from '@portal/contracts';
import { formatDateTime } from '@portal/domain/format';
import type { AuthorizationDecision } from '@portal/domain/authorizations';
import { operatorActor } from '../lib/actor.ts';
import { operatorDecision, operatorQueue, type OpsDeps } from '../modules/authorizations/public.ts';

/**
 * `npm run operator -- auth …`: the insurer's decisions on authorization requests,
 * through the running server's /pre/ops/autorizaciones or straight on the database.
 */

export const AUTH_USAGE = `  The insurer's side of the authorizations (Alta de trámites):
    auth list [--provider CODE] [--estado pendiente|observado|finalizado]  the queue, oldest first
    auth approve N [--message TEXT] [--file PATH]...  approve (an integral request: its next step)
    auth observe N --message TEXT [--file PATH]...   observe: it waits in the provider's Inbox
    auth reject N [--message TEXT] [--file PATH]...  reject it (final)`;

const DECISIONS: Record<string, AuthorizationDecision> = {
  approve: 'aprobar',
  observe: 'observar',
  reject: 'rechazar',
};
const FILTERS = ['pendiente', 'observado', 'finalizado'] as const;
type Filter = (typeof FILTERS)[number];

export type AuthCommand =
  | { kind: 'auth-list'; prestad?: number; estado?: Filter }
  | {
      kind: 'auth-decide';
      nro: number;
      accion: AuthorizationDecision;
      operador: string;
      mensaje: string;
      files: string[];
    };

const wholeNumber = (text: string | undefined) =>
  text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null;

/** `auth <action> …` after the word `auth`. */
export function parseAuthArgs(
  rest: string[],
  values: {
    message?: string;
    file?: string[];
    operator?: string;
    provider?: string;
    estado?: string;
  },
  defaultOperator: string,
): { ok: true; command: AuthCommand } | { ok: false; error: string } {
  const [action, ...numbers] = rest;
  if (action === 'list') {
    if (numbers.length > 0) return { ok: false, error: 'auth list takes no request number' };
    const prestad = values.provider === undefined ? undefined : wholeNumber(values.provider);
    if (prestad === null) return { ok: false, error: '--provider must be a provider code' };
    const estado = values.estado as Filter | undefined;
    if (estado !== undefined && !FILTERS.includes(estado)) {
      return { ok: false, error: '--estado must be pendiente, observado or finalizado' };
    }
    return {
      ok: true,
      command: {
        kind: 'auth-list',
        ...(prestad === undefined ? {} : { prestad }),
        ...(estado === undefined ? {} : { estado }),
      },
    };
  }
  const accion = action === undefined ? undefined : DECISIONS[action];
  if (!accion) return { ok: false, error: `unknown auth command "${action ?? ''}"` };
  const nro = wholeNumber(numbers[0]);
  if (numbers.length !== 1 || nro === null) {
    return { ok: false, error: `auth ${action} needs exactly one request number` };
  }
  const mensaje = values.message?.trim() ?? '';
  if (accion === 'observar' && !mensaje)
    return { ok: false, error: 'auth observe needs --message' };
  return {
    ok: true,
    command: {
      kind: 'auth-decide',
      nro,
      accion,
      operador: values.operator?.trim() || defaultOperator,
      mensaje,
      files: values.file ?? [],
    },
  };
}

type Listed = AuthorizationSummary & { prestad: number };

export function formatAuthList(rows: readonly Listed[]): string {
  if (rows.length === 0) return 'No requests.';
  return rows
    .map(
      (row) =>
        `${row.nroAutorizacion}  prestador ${row.prestad}  ${row.estado.descripcion.padEnd(9)} ${row.etapa.padEnd(26)} ${formatDateTime(new Date(row.fecha))}  ${row.tipoDescripcion}`,
    )
    .join('\n');
}

export function formatAuthResult(result: { autorizacion: Listed }): string {
  const { autorizacion: row } = result;
  return `Request ${row.nroAutorizacion}: now ${row.estado.descripcion} (${row.estado.display}), step ${row.etapa}.`;
}

/** Runs the command through the server's operator endpoints; answers the text to print. */
export async function authThroughServer(
  url: string,
  key: string,
  command: AuthCommand,
  files: RudiFile[],
): Promise<{ ok: boolean; text: string }> {
  const headers = { 'content-type': 'application/json', 'x-operator-key': key };
  if (command.kind === 'auth-list') {
    const query = new URLSearchParams();
    if (command.prestad !== undefined) query.set('prestad', String(command.prestad));
    if (command.estado !== undefined) query.set('estado', command.estado);
    const answer = await fetch(`${url}/pre/ops/autorizaciones?${query.toString()}`, { headers });
    const body = (await answer.json()) as Listed[] | { message?: string };
    return Array.isArray(body)
      ? { ok: true, text: formatAuthList(body) }
      : { ok: false, text: body.message ?? `the server answered ${answer.status}` };
  }
  const answer = await fetch(`${url}/pre/ops/autorizaciones/${command.nro}/decision`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      accion: command.accion,
      operador: command.operador,
      mensaje: command.mensaje,
      imagenes: files,
    }),
  });
  const body = (await answer.json()) as { autorizacion: Listed; message?: string };
  return answer.ok
    ? { ok: true, text: formatAuthResult(body) }
    : { ok: false, text: body.message ?? `the server answered ${answer.status}` };
}

/** Runs the command on the database (no server holds it). */
export async function authOnDatabase(
  deps: OpsDeps,
  command: AuthCommand,
  files: RudiFile[],
): Promise<string> {
  if (command.kind === 'auth-list') {
    return formatAuthList(await operatorQueue(deps, command));
  }
  return formatAuthResult(
    await operatorDecision(
      deps,
      command.nro,
      { accion: command.accion, mensaje: command.mensaje, imagenes: files },
      operatorActor(command.operador),
    ),
  );
}
