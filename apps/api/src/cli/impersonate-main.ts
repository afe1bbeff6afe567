import { userInfo } from 'node:os';
import { formatDateTime } from '@portal/domain/format';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { readPgliteLock } from '../db/pglite-lock.ts';
import { systemClock } from '../lib/clock.ts';
import { createExternalGrant, ExternalGrantError } from '../modules/session/public.ts';
import { exitCodeOf, printer, type CliIo } from './cli-io.ts';
import { IMPERSONATE_USAGE, parseImpersonateArgs } from './impersonate-args.ts';

/**
 * npm run impersonate -- EMAIL [--read-only] [--operator NAME] [--minutes N]
 * For support operators: prints a one-time link that opens the user's portal in an
 * impersonated or read-only session. The grant and every request of the session are audited.
 * Answers the exit code: 0 printed, 1 refused, 2 usage.
 */
export function runImpersonate(io: CliIo): Promise<number> {
  return exitCodeOf(() => impersonate(io));
}

async function impersonate(io: CliIo): Promise<number> {
  const out = printer(io.stdout);
  const err = printer(io.stderr);
  function printGrant(grant: {
    mode: string;
    email: string;
    operator: string;
    expiresAt: Date;
    link: string;
  }) {
    const kind = grant.mode === 'readOnly' ? 'Read-only' : 'Impersonated';
    out(
      `${kind} session for ${grant.email}, operator ${grant.operator}; the link works once, until ${formatDateTime(grant.expiresAt)} (Argentina):`,
    );
    out(grant.link);
  }

  const args = parseImpersonateArgs(io.argv, io.env.USER || userInfo().username);
  if (!args.ok) {
    if (args.error) err(`impersonate: ${args.error}`);
    err(IMPERSONATE_USAGE);
    return 2;
  }

  const config = loadConfig(io.env);
  const server = config.databaseUrl ? null : readPgliteLock(config.pgliteDir);
  if (server?.url && server.operatorKey) {
    // The running server holds the embedded database: ask it to issue the grant.
    const answer = await fetch(`${server.url}/pre/ops/external-grants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-key': server.operatorKey },
      body: JSON.stringify(args.input),
    });
    const body = (await answer.json()) as {
      link?: string;
      email?: string;
      message?: string;
      expiresAt?: string;
      mode?: string;
      operator?: string;
    };
    if (!answer.ok || !body.link) {
      err(`impersonate: ${body.message ?? `the server answered ${answer.status}`}`);
      return 1;
    }
    printGrant({
      mode: body.mode!,
      email: body.email!,
      operator: body.operator!,
      expiresAt: new Date(body.expiresAt!),
      link: body.link,
    });
    return 0;
  }

  const database = await openDatabase(config);
  try {
    await database.migrate();
    const grant = await createExternalGrant(
      { db: database.db, clock: systemClock, publicUrl: config.publicUrl },
      args.input,
    );
    printGrant(grant);
    return 0;
  } catch (error) {
    if (!(error instanceof ExternalGrantError)) throw error;
    err(`impersonate: ${error.message}`);
    return 1;
  } finally {
    await database.close();
  }
}
