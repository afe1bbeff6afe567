import { eq, inArray } from 'drizzle-orm';
import { addDays, formatOrderDate } from '@portal/domain/format';
import { users } from '../db/schema/auth.ts';
import { auditLog } from '../db/schema/core.ts';
import { sessions, terms, termsAcceptances, userModules } from '../db/schema/session.ts';
import { userProfiles } from '../db/schema/user-management.ts';
import type { AreaSeed, SeedContext } from './context.ts';
import { moduleCatalogue } from './module-catalogue.ts';
import { seededRandom } from './random.ts';

const DEMO_PROVIDER = 100001;

/** demo@'s team (DEMO-DATA.md): the two sub-users this area adds beside subusuario@. */
const NEW_MEMBERS = [
  {
    email: 'facturacion@prestadores.test',
    nombre: 'Martín',
    apellido: 'Quiroga',
    modules: ['consulta-de-liquidacion', 'consulta-de-facturas/pagos', 'terminos'],
  },
  {
    email: 'auditoria@prestadores.test',
    nombre: 'Carolina',
    apellido: 'Méndez',
    modules: [
      'tramites-de-autorizaciones',
      'centro-de-atencion-al-prestador',
      'censos',
      'validador-de-asociados',
      'terminos',
    ],
  },
] as const;

/** Sector, role and document of each member (USER_SECTORS / USER_ROLES ids). */
const PROFILES: Record<string, { sector: number; rol: number; tipo: string; numero: string }> = {
  'demo@prestadores.test': { sector: 5, rol: 5, tipo: 'DU', numero: '23456789' },
  'subusuario@prestadores.test': { sector: 2, rol: 2, tipo: 'DU', numero: '34567890' },
  'facturacion@prestadores.test': { sector: 3, rol: 3, tipo: 'DU', numero: '29876543' },
  'auditoria@prestadores.test': { sector: 4, rol: 4, tipo: 'PA', numero: 'AAB123456' },
};

/** What each member does, by e-mail: the actions of its job and their references (no patients). */
const JOBS: Record<string, readonly { action: string; referencia: (n: number) => string }[]> = {
  'demo@prestadores.test': [
    { action: 'settlement.viewed', referencia: (n) => `Período ${(n % 12) + 1}/2025` },
  ],
  'subusuario@prestadores.test': [{ action: 'affiliate.validation', referencia: () => '' }],
  'facturacion@prestadores.test': [
    { action: 'settlement.viewed', referencia: (n) => `Período ${(n % 12) + 1}/2025` },
  ],
  'auditoria@prestadores.test': [
    { action: 'authorization.filed', referencia: (n) => `Trámite ${7000101 + (n % 5)}` },
    { action: 'support-case.filed', referencia: (n) => `Caso ${7000101 + (n % 5)}` },
    { action: 'affiliate.validation', referencia: () => '' },
  ],
};

const sessionId = (n: number) => `17170000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/**
 * demo@'s team: two more sub-users (the demo password, like every demo account), everyone's
 * sector, role and document, and 30 days of the team's activity (logins and the actions of each
 * one's job) in audit_log, dated back from the first start, with the logins' sessions ended.
 */
export async function seedUserManagement({ db, now, epoch }: SeedContext): Promise<void> {
  const [admin] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'demo@prestadores.test'));
  if (!admin) return;
  const catalogue = moduleCatalogue().map((entry) => entry.id);
  const [currentTerms] = await db.select({ id: terms.id }).from(terms);
  for (const member of NEW_MEMBERS) {
    const [row] = await db
      .insert(users)
      .values({
        providerId: DEMO_PROVIDER,
        email: member.email,
        passwordHash: admin.passwordHash,
        nombre: member.nombre,
        apellido: member.apellido,
        createdAt: epoch,
        createdByUserId: admin.id,
      })
      .returning({ id: users.id });
    // Members who have worked for a month accepted the terms on their first day.
    if (currentTerms) {
      await db.insert(termsAcceptances).values({
        userId: row!.id,
        termsId: currentTerms.id,
        acceptedAt: epoch,
        deviceId: 'seed',
        deviceName: 'seed',
      });
    }
    const enabled: readonly string[] = member.modules;
    await db.insert(userModules).values(
      catalogue.map((moduleId) => ({
        userId: row!.id,
        moduleId,
        habilitado: enabled.includes(moduleId),
      })),
    );
  }
  const team = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(PROFILES)));
  await db.insert(userProfiles).values(
    team.map((member) => ({
      userId: member.id,
      sector: PROFILES[member.email]!.sector,
      rol: PROFILES[member.email]!.rol,
      tipoDocumento: PROFILES[member.email]!.tipo,
      numeroDocumento: PROFILES[member.email]!.numero,
      updatedAt: epoch,
    })),
  );

  const random = seededRandom(1717);
  const logins: (typeof sessions.$inferInsert)[] = [];
  const activity: (typeof auditLog.$inferInsert)[] = [];
  for (const member of NEW_MEMBERS) {
    activity.push({
      at: epoch,
      action: 'user.created',
      userId: admin.id,
      providerId: DEMO_PROVIDER,
      details: { referencia: member.email },
    });
  }
  for (let daysBack = 30; daysBack >= 1; daysBack -= 1) {
    const day = addDays(now, -daysBack);
    if (day.getUTCDay() === 0) continue;
    for (const member of team) {
      if (!random.chance(0.7)) continue;
      const start = new Date(day.getTime() - random.int(1, 8) * 3_600_000);
      const id = sessionId(logins.length + 1);
      logins.push({
        id,
        userId: member.id,
        mode: 'user',
        createdAt: start,
        expiresAt: new Date(start.getTime() + 30 * 60_000),
        revokedAt: new Date(start.getTime() + 20 * 60_000),
      });
      const base = { userId: member.id, providerId: DEMO_PROVIDER, sessionId: id };
      activity.push({
        ...base,
        at: start,
        action: 'login',
        details: { referencia: formatOrderDate(start) },
      });
      const jobs = JOBS[member.email] ?? [];
      for (let n = random.int(1, 3); n > 0; n -= 1) {
        const job = random.pick(jobs);
        const at = new Date(start.getTime() + n * 4 * 60_000);
        const referencia = job.referencia(random.int(0, 60));
        activity.push({
          ...base,
          at,
          action: job.action,
          details: referencia ? { referencia } : {},
        });
      }
    }
  }
  if (logins.length) await db.insert(sessions).values(logins);
  if (activity.length) await db.insert(auditLog).values(activity);
}

export const seedStep: AreaSeed = { after: ['session'], run: seedUserManagement };
