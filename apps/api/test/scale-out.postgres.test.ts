import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { staffMeCall, type UserSummaryDto } from '@portal/contracts';
import { changeOf, USERS } from '../src/modules/user-management/user-management-test-kit.ts';
import { spawnApiServer, type ChildServer } from './child-server.ts';
import { loginBearer } from './crash/case-filing-write.ts';
import { DEMO } from './helpers.ts';
import { openEventStream } from './sse-client.ts';
import { emptyPostgresDatabase } from './startup/empty-postgres.ts';
import { demoCase } from './support-cases.ts';
import { demoStaff } from './staff.ts';
import { totpCode } from '../src/modules/staff/public.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';

/** A demo staff account logged in through both steps over HTTP, with the system's clock. */
async function staffBearer(baseUrl: string, account: { email: string; totpSecret: string }) {
  const post = (path: string, body: object) =>
    fetch(`${baseUrl}/pre/consola/v0${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const first = await post('/login', { email: account.email, password: DEMO_PASSWORD });
  const { pendingToken } = (await first.json()) as { pendingToken: string };
  const second = await post('/login/segundo-factor', {
    pendingToken,
    code: totpCode(account.totpSecret, new Date()),
  });
  const { token, staff } = (await second.json()) as { token: string; staff: { id: number } };
  return { authorization: `Bearer ${token}`, id: staff.id };
}

/**
 * Three API processes on one PostgreSQL, as a rolling deploy runs them: started at the same
 * instant on an empty database, a session and a live event crossing between them, an access
 * change reaching the others within a second, and one killed under load while
 * the others keep answering. PostgreSQL only (PGlite is one process by construction).
 */
const OPERATOR_KEY = randomBytes(32).toString('hex');
const GUARD_CACHE_MS = 1_000;
const MODULE = '/pre/v1/modulos/validador-de-asociados';
const LOAD_WORKERS = 12;
const LOAD_MS = 4_000;

const figures: Record<string, string | number> = {};
const servers: ChildServer[] = [];
let database: Awaited<ReturnType<typeof emptyPostgresDatabase>> | undefined;

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await database?.drop();
  console.log(
    `scale-out: ${Object.entries(figures)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ')}`,
  );
});

const get = (server: ChildServer, path: string, authorization: string) =>
  fetch(`${server.baseUrl}${path}`, {
    headers: { authorization },
    signal: AbortSignal.timeout(5_000),
  });

/** Sends `request` until it answers `status`; the milliseconds that took from `since`. */
async function msUntil(status: number, request: () => Promise<Response>, since: number) {
  for (;;) {
    const response = await request();
    await response.body?.cancel();
    if (response.status === status) return Date.now() - since;
    if (Date.now() - since > 5_000) throw new Error(`still ${response.status} after 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('three API processes on one PostgreSQL', () => {
  let env: Record<string, string>;
  let demo: string;
  /** A TOTP code is taken once: the auditor logs in once for the tests that need one. */
  let auditor: { authorization: string; id: number };

  it('started at the same instant on an empty database, all become ready', async () => {
    database = await emptyPostgresDatabase();
    env = { DATABASE_URL: database.url, OPERATOR_KEY, GUARD_CACHE_MS: String(GUARD_CACHE_MS) };
    const started = Date.now();
    servers.push(...(await Promise.all([1, 2, 3].map(() => spawnApiServer({ env })))));
    figures.processes = servers.length;
    figures['all ready after (ms)'] = Date.now() - started;
    for (const server of servers) {
      const ready = await fetch(`${server.baseUrl}/pre/ready`);
      expect(await ready.json()).toEqual({ status: 'ready' });
    }
  }, 90_000);

  it('a session made on one process is accepted by the others', async () => {
    const [a, b, c] = servers as [ChildServer, ChildServer, ChildServer];
    demo = await loginBearer(a.baseUrl, DEMO.demo);
    for (const server of [b, c]) expect((await get(server, MODULE, demo)).status).toBe(200);
  });

  it('a support-case event published through one reaches a stream held on another within 1 s', async () => {
    const [a, , c] = servers as [ChildServer, ChildServer, ChildServer];
    const stream = await openEventStream(`${c.baseUrl}/pre/v1/cap/eventos`, {
      authorization: demo,
    });
    try {
      await stream.next((m) => 'event' in m && m.event === 'inbox');
      const nro = demoCase('demo-contracting-pending');
      const sent = Date.now();
      const acted = await fetch(`${a.baseUrl}/pre/ops/cap/tramites/${nro}/etapas`, {
        method: 'POST',
        headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({
          operator: 'Laura',
          accion: 'solicitar-informacion',
          observacion: 'Falta la factura',
        }),
      });
      expect(acted.status).toBe(200);
      expect(await stream.next((m) => 'event' in m && m.event === 'etapa')).toMatchObject({
        data: { nroTramite: nro, estado: 2 },
      });
      const crossed = Date.now() - sent;
      figures['event crossing (ms)'] = crossed;
      expect(crossed).toBeLessThan(1_000);
    } finally {
      stream.close();
    }
  });

  it("a decision made through one reaches an auditor's console stream held on another within 1 s", async () => {
    const [a, , c] = servers as [ChildServer, ChildServer, ChildServer];
    auditor = await staffBearer(c.baseUrl, demoStaff('medical-auditor'));
    const stream = await openEventStream(`${c.baseUrl}/pre/consola/v0/eventos`, {
      authorization: auditor.authorization,
    });
    try {
      const ops = { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' };
      const queue = await fetch(`${a.baseUrl}/pre/ops/autorizaciones?estado=pendiente`, {
        headers: ops,
      });
      const [pending] = (await queue.json()) as { nroAutorizacion: number }[];
      const sent = Date.now();
      const decided = await fetch(
        `${a.baseUrl}/pre/ops/autorizaciones/${pending!.nroAutorizacion}/decision`,
        {
          method: 'POST',
          headers: ops,
          body: JSON.stringify({
            accion: 'observar',
            operador: 'Laura',
            mensaje: 'Falta la orden',
          }),
        },
      );
      expect(decided.status).toBe(200);
      expect(await stream.next((m) => 'event' in m && m.event === 'cola')).toMatchObject({
        data: { cola: 'autorizaciones', id: expect.any(Number) },
      });
      const crossed = Date.now() - sent;
      figures['console event crossing (ms)'] = crossed;
      expect(crossed).toBeLessThan(1_000);
    } finally {
      stream.close();
    }
  });

  it("an auditor's census decision made through one reaches the provider's census page held on another", async () => {
    const [a, , c] = servers as [ChildServer, ChildServer, ChildServer];
    const stream = await openEventStream(`${c.baseUrl}/pre/v1/censos/eventos`, {
      authorization: demo,
    });
    try {
      const queue = await get(
        a,
        '/pre/consola/v0/colas/censos?prestador=100001',
        auditor.authorization,
      );
      const [pending] = ((await queue.json()) as { items: { id: number }[] }).items;
      const decided = await fetch(
        `${a.baseUrl}/pre/consola/v0/colas/censos/${pending!.id}/decision`,
        {
          method: 'POST',
          headers: { authorization: auditor.authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ accion: 'aprobar' }),
        },
      );
      expect(decided.status).toBe(200);
      expect(await stream.next((m) => 'event' in m && m.event === 'censo')).toEqual({
        event: 'censo',
        data: { id: pending!.id, estado: 3 },
      });
    } finally {
      stream.close();
    }
  });

  it('a sub-user whose module is cut on one process is refused on another within the guard cache', async () => {
    const [a, b] = servers as [ChildServer, ChildServer, ChildServer];
    const lucia = await loginBearer(a.baseUrl, DEMO.subusuario);
    // B checks Lucía's access and remembers it (GUARD_CACHE_MS).
    expect((await get(b, MODULE, lucia)).status).toBe(200);
    const listed = await get(a, `${USERS}/obtener_listado?q=subusuario`, demo);
    const user = ((await listed.json()) as { usuarios: UserSummaryDto[] }).usuarios[0]!;
    const cut = await fetch(`${a.baseUrl}${USERS}/${user.idUsuario}/${user.encryp}`, {
      method: 'PUT',
      headers: { authorization: demo, 'content-type': 'application/json' },
      body: JSON.stringify(changeOf(user, { modulos: ['censos'] })),
    });
    expect(cut.status).toBe(200);
    const crossed = await msUntil(403, () => get(b, MODULE, lucia), Date.now());
    figures['access change crossing (ms)'] = crossed;
    // The change is announced over NOTIFY (ADR 0023): B forgets what it remembered at once,
    // and without the notice it could answer from it only until GUARD_CACHE_MS ends.
    expect(crossed).toBeLessThan(GUARD_CACHE_MS);
  });

  it('a staff account blocked on one process is out on another on its very next call', async () => {
    const [a, b, c] = servers as [ChildServer, ChildServer, ChildServer];
    const support = await staffBearer(a.baseUrl, demoStaff('support'));
    const admin = await staffBearer(b.baseUrl, demoStaff('admin'));
    expect((await get(c, staffMeCall.path, support.authorization)).status).toBe(200);
    const blocked = await fetch(`${b.baseUrl}/pre/consola/v0/cuentas/${support.id}/bloqueo`, {
      method: 'PUT',
      headers: { authorization: admin.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ blocked: true }),
    });
    expect(blocked.status).toBe(200);
    // No polling: the staff guard keeps no memory of a session (docs/decisions/0055).
    expect((await get(c, staffMeCall.path, support.authorization)).status).toBe(401);
  });

  it('one killed with SIGKILL under load: the others answer every request, and it rejoins', async () => {
    const [a, b, c] = servers as [ChildServer, ChildServer, ChildServer];
    const tally = { survivors: 0, survivorErrors: 0, killed: 0, killedErrors: 0 };
    const until = Date.now() + LOAD_MS;
    const worker = async (index: number) => {
      for (let n = index; Date.now() < until; n += LOAD_WORKERS) {
        const target = [a, b, c][n % 3]!;
        const onKilled = target === a;
        let ok: boolean;
        try {
          const response = await get(target, MODULE, demo);
          await response.body?.cancel();
          ok = response.status === 200;
        } catch {
          ok = false;
        }
        tally[onKilled ? 'killed' : 'survivors'] += 1;
        if (!ok) tally[onKilled ? 'killedErrors' : 'survivorErrors'] += 1;
      }
    };
    const load = Promise.all(Array.from({ length: LOAD_WORKERS }, (_, i) => worker(i)));
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS / 3));
    await a.kill();
    await load;
    figures['requests to the others'] = tally.survivors;
    figures['their errors'] = tally.survivorErrors;
    figures['requests to the killed one'] = tally.killed;
    figures['its failures'] = tally.killedErrors;
    expect(tally.survivors).toBeGreaterThan(100);
    expect(tally.survivorErrors).toBe(0);
    expect(tally.killedErrors).toBeGreaterThan(0);

    const restarted = Date.now();
    const again = await spawnApiServer({ env, port: a.port });
    servers[0] = again;
    figures['restart ready after (ms)'] = Date.now() - restarted;
    expect((await get(again, MODULE, demo)).status).toBe(200);
  }, 60_000);
});
