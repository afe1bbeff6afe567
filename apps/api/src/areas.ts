import { existsSync, readdirSync } from 'node:fs';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { GuardCache } from './access/guard-cache.ts';
import type { CaptchaVerifier } from './lib/captcha.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './lib/mailer.ts';
import type { TokenCodec } from './lib/tokens.ts';
import type { LiveEventBus } from './lib/live-events.ts';
import type { Importer } from './modules/imports/jobs/importer.ts';

/**
 * What buildApp hands every area's plugin: the shared infrastructure. Each plugin declares the
 * part it uses as its own deps type; this is their union.
 */
export interface AreaServices {
  db: Db;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  tokens: TokenCodec;
  guardCache: GuardCache;
  sessionTtlMinutes: number;
  /** Where the portal is reached: the links the API writes point at it. */
  publicUrl: string;
  /** Live support-case events (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite). */
  events: LiveEventBus;
  heartbeatMs: number;
  /** The import engine; tests may give one of their own (default: the real engine). */
  importer?: () => Promise<Importer>;
}

/** An area's plugin, exported by modules/<area>/<area>.plugin.ts as `<area in camelCase>Plugin`. */
export type AreaPlugin = FastifyPluginAsync<AreaServices>;

const MODULES = new URL('./modules/', import.meta.url);

const camelCase = (area: string) =>
  area.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());

/** The areas: the folders of modules/ with their <area>.plugin.ts, by name. */
export function areaNames(modules: URL = MODULES): string[] {
  return readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((area) => existsSync(new URL(`${area}/${area}.plugin.ts`, modules)))
    .sort();
}

/**
 * The portal's areas' plugins, found by their folders (docs/decisions/0039): an area is
 * registered by having modules/<area>/<area>.plugin.ts, so adding one edits no list. Sorted by
 * name so the OpenAPI document reads the same on every machine; the plugins are encapsulated
 * (each registers its own routes and hooks), so no area depends on another's registration order.
 */
export async function areaPlugins(
  modules: URL = MODULES,
): Promise<readonly { area: string; plugin: AreaPlugin }[]> {
  const areas = areaNames(modules);
  return Promise.all(
    areas.map(async (area) => {
      const module = (await import(new URL(`${area}/${area}.plugin.ts`, modules).href)) as Record<
        string,
        AreaPlugin | undefined
      >;
      const plugin = module[`${camelCase(area)}Plugin`];
      if (!plugin)
        throw new Error(`modules/${area}/${area}.plugin.ts exports no ${camelCase(area)}Plugin`);
      return { area, plugin };
    }),
  );
}
