import { users } from '../db/schema/auth.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { AreaSeed, SeedContext } from './context.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

/** The users of the demo accounts, in DEMO_ACCOUNTS order (their ids are 1, 2, ...). */
export async function seedAuth({ db, epoch }: SeedContext): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values(
    DEMO_ACCOUNTS.map((account) => ({
      providerId: account.provider.id,
      email: account.email,
      passwordHash,
      nombre: account.user.nombre,
      apellido: account.user.apellido,
      admin: account.user.admin,
      doc24Permission: account.user.doc24 ?? false,
      capActive: account.user.cap ?? false,
      createdAt: epoch,
    })),
  );
}

export const seedStep: AreaSeed = { after: [], run: seedAuth };
