import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import { providers } from '../../../db/schema/core.ts';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ user: users, provider: providers })
    .from(users)
    .innerJoin(providers, eq(providers.id, users.providerId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}
