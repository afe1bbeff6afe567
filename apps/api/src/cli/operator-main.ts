import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { userInfo } from 'node:os';
import { sql } from 'drizzle-orm';
import type { CaseSummary, RudiFile } from '@portal/contracts';
import { caseStatusLabel } from '@portal/domain/support-cases';
import { formatDateTime } from '@portal/domain/format';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { readPgliteLock } from '../db/pglite-lock.ts';
import { operatorActor } from '../lib/actor.ts';
import { HttpError } from '../lib/errors.ts';
import { systemClock } from '../lib/clock.ts';
import { outboxMailer, smtpMailer, smtpTransport } from '../lib/mailer.ts';
import { LIVE_EVENTS_CHANNEL, memoryLiveEvents, notifyingLiveEvents } from '../lib/live-events.ts';
import { applyApprovedChangesOnCaseClose } from '../modules/profile/public.ts';
import { operatorAction, recentCases } from '../modules/support-cases/public.ts';
import { CliExit, exitCodeOf, printer, type CliIo } from './cli-io.ts';
import { OPERATOR_USAGE, parseOperatorArgs, type OperatorCommand } from './operator-args.ts';
import { authOnDatabase, authThroughServer } from './operator-auth.ts';
import { keysOnDatabase, keysThroughServer, type KeysCommand } from './operator-keys.ts';
import { demoTotp } from './operator-totp.ts';
import { formatOutbox, outboxFromDatabase, outboxFromMailDir } from './operator-outbox.ts';

// Closing a Mis datos case straight on the database applies its change, as the server does.
applyApprovedChangesOnCaseClose();

/**
 * npm run operator -- <command> …: the insurer's side of the support centre, of the
 * authorizations (`auth …`) and of the imports' integration keys (`keys …`), so the reply and
 * decision flows run end to end in demos and tests. Through the running server when it holds the
 * embedded database (PGlite lock), otherwise straight on the database. Answers the exit code:
 * 0 done, 1 refused, 2 usage.
 */
export function runOperator(io: CliIo): Promise<number> {
  return exitCodeOf(() => operator(io));
}

type Listed = CaseSummary & { prestad: number };

const isKeysCommand = (command: OperatorCommand): command is KeysCommand =>
  command.kind.startsWith('keys-');

async function readFiles(paths: string[]): Promise<RudiFile[]> {
  return Promise.all(
    paths.map(async (path) => {
      const content = await readFile(path);
      return {
        fileName: basename(path),
        base64Content: content.toString('base64'),
        sizeInBytes: String(content.length),
      };
    }),
  );
}

async function operator(io: CliIo): Promise<number | void> {
  const out = printer(io.stdout);
  const err = printer(io.stderr);

  function fail(body: unknown, status: number): never {
    const message = (body as { message?: string } | null)?.message;
    err(`operator: ${message ?? `the server answered ${status}`}`);
    throw new CliExit(1);
  }

  function printList(cases: Listed[]) {
    if (cases.length === 0) {
      out('No cases.');
      return;
    }
    for (const c of cases) {
      out(
        `${c.nroTramite}  prestador ${c.prestad}  ${c.areaConsulta.descripcion.padEnd(15)} ${caseStatusLabel(c.estadoDesc).padEnd(11)} ${formatDateTime(new Date(c.fechaUltimoContacto))}  ${c.detalleMotivo}`,
      );
    }
  }

  function printResult(result: {
    nroTramite: number;
    estado: number;
    estadoDesc: string;
    etapaId: number;
  }) {
    out(
      `Case ${result.nroTramite}: now estado ${result.estado} (${result.estadoDesc}); stage ${result.etapaId} recorded.`,
    );
  }

  async function throughServer(
    url: string,
    key: string,
    command: Exclude<OperatorCommand, { kind: 'outbox' | 'totp' }>,
  ) {
    if (command.kind === 'auth-list' || command.kind === 'auth-decide') {
      const files = command.kind === 'auth-decide' ? await readFiles(command.files) : [];
      const result = await authThroughServer(url, key, command, files);
      if (!result.ok) fail({ message: result.text }, 1);
      out(result.text);
      return;
    }
    if (isKeysCommand(command)) {
      const result = await keysThroughServer(url, key, command);
      if (!result.ok) fail({ message: result.text }, 1);
      out(result.text);
      return;
    }
    const headers = { 'content-type': 'application/json', 'x-operator-key': key };
    if (command.kind === 'list') {
      const query = new URLSearchParams();
      if (command.prestad !== undefined) query.set('prestad', String(command.prestad));
      if (command.estado !== undefined) query.set('estado', String(command.estado));
      const answer = await fetch(`${url}/pre/ops/cap/tramites?${query.toString()}`, { headers });
      const body = (await answer.json()) as Listed[] | { message?: string };
      if (!answer.ok || !Array.isArray(body)) fail(body, answer.status);
      printList(body);
      return;
    }
    const answer = await fetch(`${url}/pre/ops/cap/tramites/${command.nroTramite}/etapas`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        operator: command.operator,
        accion: command.accion,
        observacion: command.observacion,
        rudiFiles: await readFiles(command.files),
      }),
    });
    const body = (await answer.json()) as Parameters<typeof printResult>[0] & { message?: string };
    if (!answer.ok) fail(body, answer.status);
    printResult(body);
  }

  const args = parseOperatorArgs(io.argv, io.env.USER || userInfo().username);
  if (!args.ok) {
    if (args.error) err(`operator: ${args.error}`);
    err(OPERATOR_USAGE);
    return 2;
  }

  const config = loadConfig(io.env);
  const server = config.databaseUrl ? null : readPgliteLock(config.pgliteDir);
  const { command } = args;
  if (command.kind === 'totp') {
    const code = demoTotp(command.email, new Date());
    if (!code) {
      err(`operator: ${command.email} is no demo staff account`);
      return 1;
    }
    out(code);
    return 0;
  }

  if (command.kind === 'outbox' && server) {
    // The running server holds the embedded database; the mail it kept is also in MAIL_DIR.
    if (!config.mailDir) {
      err(
        `operator: the server (process ${server.pid}) holds the embedded database in ${config.pgliteDir}. ` +
          'Start it with MAIL_DIR set (e.g. MAIL_DIR=./data/mail npm start) and run this again with the same MAIL_DIR, or stop it first.',
      );
      return 1;
    }
    out(formatOutbox(await outboxFromMailDir(config.mailDir, command)));
    return 0;
  }
  if (server?.url && server.operatorKey && command.kind !== 'outbox') {
    await throughServer(server.url, server.operatorKey, command);
    return 0;
  }

  const database = await openDatabase(config);
  try {
    await database.migrate();
    const log = { info: () => undefined, warn: () => undefined };
    const deps = {
      db: database.db,
      clock: systemClock,
      mailer: config.smtpUrl
        ? smtpMailer(smtpTransport(config.smtpUrl), config.mailFrom, database.db, systemClock)
        : outboxMailer(database.db, systemClock, log, config.mailDir),
      // On PostgreSQL, running API processes hear the action and update their open pages.
      events:
        database.kind === 'postgres'
          ? notifyingLiveEvents((payload) =>
              database.db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${payload})`),
            )
          : memoryLiveEvents(),
      log,
    };
    if (command.kind === 'outbox') {
      out(formatOutbox(await outboxFromDatabase(database.db, command)));
    } else if (command.kind === 'auth-list' || command.kind === 'auth-decide') {
      const files = command.kind === 'auth-decide' ? await readFiles(command.files) : [];
      out(await authOnDatabase(deps, command, files));
    } else if (isKeysCommand(command)) {
      out(await keysOnDatabase(deps, command));
    } else if (command.kind === 'list') {
      printList(await recentCases(deps, command));
    } else {
      printResult(
        await operatorAction(
          deps,
          command.nroTramite,
          {
            accion: command.accion,
            observacion: command.observacion,
            rudiFiles: await readFiles(command.files),
          },
          operatorActor(command.operator),
        ),
      );
    }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    err(`operator: ${error.message}`);
    return 1;
  } finally {
    await database.close();
  }
}
