import { IMPORT_KINDS, type ImportKindName, type IntegrationKey } from '@portal/contracts';
import { formatDateTime } from '@portal/domain/format';
import { createKey, listKeys, revokeKey, type KeysDeps } from '../modules/imports/public.ts';

/**
 * `npm run operator -- keys …`: the integration keys of the insurer's systems (docs/decisions/
 * 0050), through the running server's /pre/ops/integration-keys or straight on the database.
 */

export const KEYS_USAGE = `  Integration keys of the insurer's systems (the imports' HTTP door):
    keys create --client NAME --kinds KIND[,KIND]...  a new key, printed once (kinds: ${IMPORT_KINDS.join(', ')})
    keys list                                  every key: id, prefix, client, kinds, last use
    keys revoke ID                             refuse the key from now on`;

export type KeysCommand =
  | { kind: 'keys-create'; client: string; kinds: ImportKindName[] }
  | { kind: 'keys-list' }
  | { kind: 'keys-revoke'; id: number };

const isKind = (text: string): text is ImportKindName =>
  (IMPORT_KINDS as readonly string[]).includes(text);

/** `keys <action> …` after the word `keys`. */
export function parseKeysArgs(
  rest: string[],
  values: { client?: string; kinds?: string },
): { ok: true; command: KeysCommand } | { ok: false; error: string } {
  const [action, ...others] = rest;
  if (action === 'list' && others.length === 0) return { ok: true, command: { kind: 'keys-list' } };
  if (action === 'revoke') {
    const id = others.length === 1 && /^\d{1,9}$/.test(others[0]!) ? Number(others[0]) : null;
    if (id === null) return { ok: false, error: 'keys revoke needs exactly one key id' };
    return { ok: true, command: { kind: 'keys-revoke', id } };
  }
  if (action === 'create' && others.length === 0) {
    const client = values.client?.trim();
    if (!client) return { ok: false, error: 'keys create needs --client' };
    const kinds = (values.kinds ?? '')
      .split(',')
      .map((kind) => kind.trim())
      .filter(Boolean);
    const unknown = kinds.filter((kind) => !isKind(kind));
    if (kinds.length === 0 || unknown.length > 0) {
      return { ok: false, error: `--kinds must list kinds among ${IMPORT_KINDS.join(', ')}` };
    }
    return { ok: true, command: { kind: 'keys-create', client, kinds: kinds as ImportKindName[] } };
  }
  return { ok: false, error: `unknown keys command "${[action, ...others].join(' ')}"` };
}

const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '-');

export function formatKeys(keys: readonly IntegrationKey[]): string {
  if (keys.length === 0) return 'No keys.';
  return keys
    .map(
      (key) =>
        `${key.id}  ${key.prefix}  ${key.client}  [${key.kinds.join(', ')}]  last used ${when(key.lastUsedAt)}${key.revokedAt ? `  REVOKED ${when(key.revokedAt)}` : ''}`,
    )
    .join('\n');
}

export function formatCreated(key: IntegrationKey & { key: string }): string {
  return [
    `Integration key ${key.id} for ${key.client} [${key.kinds.join(', ')}]:`,
    '',
    `  ${key.key}`,
    '',
    'Keep it now: it is not shown again (only its hash is stored). The ERP sends it in the',
    'x-integration-key header (docs/imports/http.md).',
  ].join('\n');
}

const formatRevoked = (key: IntegrationKey) =>
  `Integration key ${key.id} (${key.prefix}, ${key.client}) revoked ${when(key.revokedAt)}.`;

/** Runs the command on the database; answers the text to print. */
export async function keysOnDatabase(deps: KeysDeps, command: KeysCommand): Promise<string> {
  if (command.kind === 'keys-list') return formatKeys(await listKeys(deps));
  if (command.kind === 'keys-revoke') return formatRevoked(await revokeKey(deps, command.id));
  return formatCreated(await createKey(deps, command));
}

/** Runs the command through the server's operator endpoints; answers the text to print. */
export async function keysThroughServer(
  url: string,
  operatorKey: string,
  command: KeysCommand,
): Promise<{ ok: boolean; text: string }> {
  const headers = { 'content-type': 'application/json', 'x-operator-key': operatorKey };
  const base = `${url}/pre/ops/integration-keys`;
  const answer =
    command.kind === 'keys-list'
      ? await fetch(base, { headers })
      : command.kind === 'keys-revoke'
        ? await fetch(`${base}/${command.id}`, {
            method: 'DELETE',
            headers: { 'x-operator-key': operatorKey },
          })
        : await fetch(base, {
            method: 'POST',
            headers,
            body: JSON.stringify({ client: command.client, kinds: command.kinds }),
          });
  const body: unknown = await answer.json();
  if (!answer.ok) {
    const message = (body as { message?: string }).message;
    return { ok: false, text: message ?? `the server answered ${answer.status}` };
  }
  if (command.kind === 'keys-list') return { ok: true, text: formatKeys(body as IntegrationKey[]) };
  if (command.kind === 'keys-revoke')
    return { ok: true, text: formatRevoked(body as IntegrationKey) };
  return { ok: true, text: formatCreated(body as IntegrationKey & { key: string }) };
}
