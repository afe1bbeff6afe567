import { asc, count, eq, inArray } from 'drizzle-orm';
import { connectivityTransactions } from '../../src/db/schema/connectivity.ts';
import { providerTerminals } from '../../src/db/schema/coverage.ts';
import { termsAcceptances } from '../../src/db/schema/session.ts';
import {
  supportCaseFiles,
  supportCaseStages,
  supportCases,
  supportRequests,
} from '../../src/db/schema/support-cases.ts';
import type { TestApp } from '../test-app.ts';

/**
 * What the other provider owns and a probe could change: its cases (state, last contact,
 * reply), their stages and files, its requests, connectivity tickets and terminals, and the
 * terms acceptances of the users probed. Equal before and after the matrix: nothing leaked in.
 */
export async function foreignRows(t: TestApp, providerId: number, userIds: number[]) {
  const cases = await t.db
    .select({
      nro: supportCases.nroTramite,
      estado: supportCases.estado,
      lastContactAt: supportCases.lastContactAt,
      replyAt: supportCases.replyAt,
    })
    .from(supportCases)
    .where(eq(supportCases.providerId, providerId))
    .orderBy(asc(supportCases.nroTramite));
  const [stages] = await t.db
    .select({ n: count() })
    .from(supportCaseStages)
    .innerJoin(supportCases, eq(supportCases.id, supportCaseStages.caseId))
    .where(eq(supportCases.providerId, providerId));
  const counted = async (
    table: typeof supportCaseFiles | typeof supportRequests | typeof providerTerminals,
  ) =>
    (await t.db.select({ n: count() }).from(table).where(eq(table.providerId, providerId)))[0]?.n;
  const tickets = await t.db
    .select({ id: connectivityTransactions.id, estado: connectivityTransactions.estado })
    .from(connectivityTransactions)
    .where(eq(connectivityTransactions.providerId, providerId))
    .orderBy(asc(connectivityTransactions.id));
  const [acceptances] = await t.db
    .select({ n: count() })
    .from(termsAcceptances)
    .where(inArray(termsAcceptances.userId, userIds));
  return {
    cases,
    stages: stages?.n,
    files: await counted(supportCaseFiles),
    requests: await counted(supportRequests),
    terminals: await counted(providerTerminals),
    tickets,
    acceptances: acceptances?.n,
  };
}
