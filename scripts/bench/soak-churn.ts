import { setTimeout as sleep } from 'node:timers/promises';
import type { SoakProbe } from './soak-probe.ts';
import { call, login, type SoakProvider } from './soak-traffic.ts';

/**
 * The soak's traffic autocannon cannot make: live streams opened and closed as pages come and
 * go (each stream a listener on the API's event bus and a heartbeat timer: the first place a
 * leak shows), and whole sessions, login to logout, of every account in turn. They run beside
 * autocannon until `signal` aborts and report to the same probe.
 */

export interface ChurnTally {
  opened: number;
  /** Answers other than the expected status, or no answer. */
  failed: number;
  statuses: Record<string, number>;
}

const tally = (): ChurnTally => ({ opened: 0, failed: 0, statuses: {} });
const count = (t: ChurnTally, status: number | string) => {
  t.statuses[status] = (t.statuses[status] ?? 0) + 1;
};

/** How long a page keeps its stream: 1 to 6 s, varied so closes do not come in step. */
const holdMs = (turn: number) => 1_000 + ((turn * 7_919) % 5_000);

/**
 * One page's stream, again and again: opened with the session's bearer header, read until the
 * server's first line arrives (its time is the stream's answer time), held, then closed by the
 * client, as a browser leaving the page does.
 */
async function streamLoop(
  baseUrl: string,
  provider: SoakProvider,
  path: string,
  probe: SoakProbe,
  signal: AbortSignal,
  counts: ChurnTally,
) {
  for (let turn = 0; !signal.aborted; turn++) {
    const page = new AbortController();
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: provider.headers,
        signal: AbortSignal.any([page.signal, AbortSignal.timeout(10_000)]),
      });
      count(counts, response.status);
      if (response.status !== 200 || !response.body) {
        counts.failed += 1;
        probe.failed();
        await response.body?.cancel();
        continue;
      }
      const reader = response.body.getReader();
      await reader.read();
      probe.answered(performance.now() - started);
      counts.opened += 1;
      await sleep(holdMs(turn), undefined, { signal }).catch(() => undefined);
      page.abort();
      await reader.cancel().catch(() => undefined);
    } catch (error) {
      if (signal.aborted) break;
      count(counts, error instanceof Error ? error.name : 'error');
      counts.failed += 1;
      probe.failed();
    }
  }
}

/** Login, the first screen's user-config, logout: every account in turn, one session at a time. */
async function sessionLoop(
  baseUrl: string,
  providers: readonly SoakProvider[],
  probe: SoakProbe,
  signal: AbortSignal,
  counts: ChurnTally,
) {
  for (let turn = 0; !signal.aborted; turn++) {
    const email = providers[turn % providers.length]!.email;
    try {
      let started = performance.now();
      const session = await login(baseUrl, email);
      probe.answered(performance.now() - started);
      for (const request of [
        { method: 'POST', path: '/pre/v1/user-config', body: '{}' },
        { method: 'POST', path: '/pre/v0/auth-logout' },
      ]) {
        started = performance.now();
        const headers: Record<string, string> = { ...session.headers };
        if (request.body) headers['content-type'] = 'application/json';
        const response = await call(baseUrl, { ...request, headers });
        await response.arrayBuffer();
        count(counts, response.status);
        if (response.status >= 300) {
          counts.failed += 1;
          probe.failed();
        } else {
          probe.answered(performance.now() - started);
        }
      }
      counts.opened += 1;
    } catch (error) {
      count(counts, error instanceof Error ? error.message.slice(0, 60) : 'error');
      counts.failed += 1;
      probe.failed();
    }
    await sleep(500, undefined, { signal }).catch(() => undefined);
  }
}

/** Starts the churn; answers its tallies once `signal` aborted and every loop ended. */
export async function churn(
  baseUrl: string,
  providers: readonly SoakProvider[],
  probe: SoakProbe,
  signal: AbortSignal,
): Promise<{ streams: ChurnTally; sessions: ChurnTally }> {
  const streams = tally();
  const sessions = tally();
  await Promise.all([
    ...providers.flatMap((provider) =>
      provider.account.streams.map((path) =>
        streamLoop(baseUrl, provider, path, probe, signal, streams),
      ),
    ),
    sessionLoop(baseUrl, providers, probe, signal, sessions),
  ]);
  return { streams, sessions };
}
