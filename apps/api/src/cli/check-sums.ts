import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { requireSupportedNode } from '../lib/runtime.ts';
import { checkMoneySums } from '../seed/money-sums.ts';

requireSupportedNode();

/**
 * npm run db:check-sums: every settlement's and payment's totals against the sums of its lines,
 * each row judged by the domain's rule (totalsMatch, paymentProblem),
 * on the configured database (DATABASE_URL or PGLITE_DIR), e.g. the bench's large seed:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/portal_bench_large npm run db:check-sums
 * Prints rows checked, wrong rows and time per check; exits 1 when a row is wrong.
 */
const database = await openDatabase(loadConfig());
try {
  const started = performance.now();
  const checks = await checkMoneySums(database.db);
  for (const check of checks) {
    console.log(
      `${check.wrong === 0 ? 'ok   ' : 'WRONG'} ${check.name}: ${check.rows.toLocaleString('en')} rows checked, ${check.wrong.toLocaleString('en')} wrong, ${check.ms.toLocaleString('en')} ms`,
    );
    if (check.examples.length > 0)
      console.log(`      first wrong ids: ${check.examples.join(', ')}`);
  }
  console.log(`Total ${Math.round(performance.now() - started).toLocaleString('en')} ms`);
  if (checks.some((check) => check.wrong > 0)) process.exitCode = 1;
} finally {
  await database.close();
}
