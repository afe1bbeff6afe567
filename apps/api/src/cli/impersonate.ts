import { userInfo } from 'node:os';
import { formatDateTime } from '@portal/domain';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { systemClock } from '../lib/clock.ts';
import {
  createExternalGrant,
  ExternalGrantError,
} from '../modules/session/external-auth.service.ts';
import { IMPERSONATE_USAGE, parseImpersonateArgs } from './impersonate-args.ts';

/**
 * npm run impersonate -- EMAIL [--read-only] [--operator NAME] [--minutes N]
 * For support operators: prints a one-time link that opens the user's portal in an
 * impersonated or read-only session. The grant and every request of the session are audited.
 */
const args = parseImpersonateArgs(process.argv.slice(2), process.env.USER || userInfo().username);
if (!args.ok) {
  if (args.error) console.error(`impersonate: ${args.error}`);
  console.error(IMPERSONATE_USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const grant = await createExternalGrant(
    { db: database.db, clock: systemClock, publicUrl: config.publicUrl },
    args.input,
  );
  const kind = grant.mode === 'readOnly' ? 'Read-only' : 'Impersonated';
  console.log(
    `${kind} session for ${grant.email}, operator ${grant.operator}; the link works once, until ${formatDateTime(grant.expiresAt)} (Argentina):`,
  );
  console.log(grant.link);
} catch (error) {
  if (!(error instanceof ExternalGrantError)) throw error;
  console.error(`impersonate: ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
