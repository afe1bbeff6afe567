import { fileURLToPath } from 'node:url';
import { DEFAULT_MEDICAL_SUPPORT_CONTACT } from '@portal/domain/medical-attention';

export type CaptchaMode = 'off' | 'test' | 'recaptcha';

export interface Config {
  port: number;
  host: string;
  /** Port of the Prometheus metrics server (docs/decisions/0045); unset: no metrics at all. */
  metricsPort: number | undefined;
  /** Its address: loopback unless set, so only the host (or a sidecar) can scrape it. */
  metricsHost: string;
  /** postgres://… selects PostgreSQL; unset selects embedded PGlite under pgliteDir. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  pgliteDir: string;
  /** Migrate (and seed an empty database) at start; off when deploys run `npm run migrate`. */
  migrateOnStart: boolean;
  /** Seed the demo accounts into an empty database at start; default on, off in production. */
  seedDemo: boolean;
  /** After SIGTERM: how long readiness says 503 while the server still serves (for probes). */
  shutdownDelayMs: number;
  /** After SIGTERM: the hard deadline of the whole shutdown (exit 1 when it passes). */
  shutdownGraceMs: number;
  smtpUrl: string | undefined;
  /** Without SMTP: also write each message as a text file here (local demos, e2e). */
  mailDir: string | undefined;
  mailFrom: string;
  /** HMAC key for session tokens; unset: generated once and kept in the database. */
  tokenSecret: string | undefined;
  /** Key of the operator-only endpoints (/pre/ops/*); unset: they do not exist, except that
   *  a server on PGlite makes one per start for the operator commands (see db/pglite-lock.ts). */
  operatorKey: string | undefined;
  sessionTtlMinutes: number;
  /** How long the access guard may reuse a session check (ms); 0 turns its cache off. */
  guardCacheMs: number;
  /** How long a process answers the console home's backlog counts as counted (ms); 0: always
   *  counted anew (docs/decisions/0069). */
  staffHomeFiguresMs: number;
  sessionWarningSeconds: number;
  captchaMode: CaptchaMode;
  captchaSiteKey: string | undefined;
  captchaSecret: string | undefined;
  passwordRevealAutoHide: boolean;
  publicUrl: string;
  webDist: string;
  /** The console's build (apps/console/dist), served under /consola. */
  consoleDist: string;
  logLevel: string;
  trustProxy: boolean;
  /** AES-256-GCM key of the modificar-usuario links (64 hex characters or base64, ADR 0023). */
  userLinkKey: string;
  /** Who the atencion-medica pages' tooltip names for problems (spec §2). */
  medicalSupportContact: string;
  /** The external telemedicine service's launch URL (doc-24); unset: the portal's waiting room. */
  telemedicineUrl: string | undefined;
  /** The largest file the imports' HTTP door accepts (bytes); past it, 413 (ADR 0050). */
  importMaxBytes: number;
  /** Where uploads are spooled until their job has run (default: the system's temp folder). */
  importSpoolDir: string | undefined;
  /**
   * The bench's twin server only: no team activity row at all, so the cost of writing it can be
   * measured in the same run (ADR 0068). Never set where the activity matters.
   */
  benchWithoutTeamActivity: boolean;
}

/** 1 GiB: a register of several million affiliates, far under a disk's room for a spool. */
export const DEFAULT_IMPORT_MAX_BYTES = 1024 * 1024 * 1024;

/** The links' key of `npm start` on a laptop; production sets USER_LINK_KEY. */
export const DEV_USER_LINK_KEY = '6465762d6f6e6c792d757365722d6c696e6b2d6b65792d706f7274616c2d3031';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const defaultConsoleDist = fileURLToPath(new URL('../../console/dist', import.meta.url));

function int(value: string | undefined, fallback: number, name: string, min = 1): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got "${value}"`);
  }
  return parsed;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function captchaMode(value: string | undefined): CaptchaMode {
  const mode = value ?? 'off';
  if (mode === 'off' || mode === 'test' || mode === 'recaptcha') return mode;
  throw new Error(`CAPTCHA must be off, test or recaptcha, got "${mode}"`);
}

/** The one typed configuration, read from the environment (README lists every variable). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080, 'PORT');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    metricsPort: env.METRICS_PORT ? int(env.METRICS_PORT, 0, 'METRICS_PORT') : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: int(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
    pgliteDir: env.PGLITE_DIR ?? './data',
    migrateOnStart: bool(env.MIGRATE_ON_START, true),
    seedDemo: bool(env.SEED_DEMO, env.NODE_ENV !== 'production'),
    shutdownDelayMs: int(env.SHUTDOWN_DELAY_MS, 0, 'SHUTDOWN_DELAY_MS', 0),
    shutdownGraceMs: int(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    smtpUrl: env.SMTP_URL || undefined,
    mailDir: env.MAIL_DIR || undefined,
    mailFrom: env.MAIL_FROM ?? 'Portal de Prestadores <no-responder@prestadores.test>',
    tokenSecret: env.TOKEN_SECRET || undefined,
    operatorKey: env.OPERATOR_KEY || undefined,
    sessionTtlMinutes: int(env.SESSION_TTL_MINUTES, 30, 'SESSION_TTL_MINUTES'),
    guardCacheMs: int(env.GUARD_CACHE_MS, 1000, 'GUARD_CACHE_MS'),
    staffHomeFiguresMs: int(env.STAFF_HOME_FIGURES_MS, 10_000, 'STAFF_HOME_FIGURES_MS', 0),
    sessionWarningSeconds: int(env.SESSION_WARNING_SECONDS, 60, 'SESSION_WARNING_SECONDS'),
    captchaMode: captchaMode(env.CAPTCHA),
    captchaSiteKey: env.CAPTCHA_SITE_KEY || undefined,
    captchaSecret: env.CAPTCHA_SECRET || undefined,
    passwordRevealAutoHide: bool(env.PASSWORD_REVEAL_AUTO_HIDE, true),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    webDist: env.WEB_DIST ?? defaultWebDist,
    consoleDist: env.CONSOLE_DIST ?? defaultConsoleDist,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: bool(env.TRUST_PROXY, false),
    userLinkKey: env.USER_LINK_KEY || DEV_USER_LINK_KEY,
    medicalSupportContact: env.MEDICAL_SUPPORT_CONTACT || DEFAULT_MEDICAL_SUPPORT_CONTACT,
    telemedicineUrl: env.TELEMEDICINE_URL || undefined,
    importMaxBytes: int(env.IMPORT_MAX_BYTES, DEFAULT_IMPORT_MAX_BYTES, 'IMPORT_MAX_BYTES'),
    importSpoolDir: env.IMPORT_SPOOL_DIR || undefined,
    benchWithoutTeamActivity: bool(env.BENCH_WITHOUT_TEAM_ACTIVITY, false),
  };
}
