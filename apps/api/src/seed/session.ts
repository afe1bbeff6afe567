import { TERMS_CHANNEL, TERMS_ENTITY } from '@portal/domain/auth';
import { users } from '../db/schema/auth.ts';
import { modules, terms, termsAcceptances, userModules } from '../db/schema/session.ts';
import type { AreaSeed, SeedContext } from './context.ts';
import { DEMO_ACCOUNTS, TERMS_TEXT } from './demo-accounts.ts';
import { moduleCatalogue } from './module-catalogue.ts';

/** The module catalogue and the terms, then each demo user's modules and terms acceptance. */
export async function seedSession({ db, epoch }: SeedContext): Promise<void> {
  await db.insert(modules).values(moduleCatalogue());
  const [termsRow] = await db
    .insert(terms)
    .values({
      entidad: TERMS_ENTITY,
      canal: TERMS_CHANNEL,
      version: '2026.1',
      texto: TERMS_TEXT,
      publishedAt: epoch,
    })
    .returning({ id: terms.id });
  const userRows = await db.select({ id: users.id, email: users.email }).from(users);
  const userIds = new Map(userRows.map((user) => [user.email, user.id]));
  const catalogue = moduleCatalogue().map((entry) => entry.id);

  for (const account of DEMO_ACCOUNTS) {
    const userId = userIds.get(account.email)!;
    await db.insert(userModules).values(
      catalogue.map((moduleId) => ({
        userId,
        moduleId,
        habilitado: account.enabled === 'all' || account.enabled.includes(moduleId),
        active: !(account.inactive ?? []).includes(moduleId),
      })),
    );
    if (account.user.termsAccepted) {
      await db.insert(termsAcceptances).values({
        userId,
        termsId: termsRow!.id,
        acceptedAt: epoch,
        deviceId: 'seed',
        deviceName: 'seed',
      });
    }
  }
}

export const seedStep: AreaSeed = { after: ['auth'], run: seedSession };
