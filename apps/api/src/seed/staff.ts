import type { StaffRole } from '@portal/domain/staff';
import { staffUsers } from '../db/schema/staff.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { AreaSeed, SeedContext } from './context.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

/**
 * One demo staff account per role, with the demo providers' password and a fixed TOTP secret
 * (README "Consola de la aseguradora"), so a person with an authenticator app, and the E2E, can
 * log in. Public like the demo passwords; a production start seeds no demo data.
 */
export const DEMO_STAFF: readonly {
  email: string;
  name: string;
  role: StaffRole;
  totpSecret: string;
}[] = [
  {
    email: 'auditoria@aseguradora.test',
    name: 'Ana Auditora',
    role: 'medical-auditor',
    totpSecret: 'AUDITORIADEMOTOTPSECRETAAAAAAAAA',
  },
  {
    email: 'liquidaciones@aseguradora.test',
    name: 'Luis Liquidador',
    role: 'settlements',
    totpSecret: 'LIQUIDACIONESDEMOTOTPSECRETBBBBB',
  },
  {
    email: 'contrataciones@aseguradora.test',
    name: 'Carla Contrataciones',
    role: 'contracting',
    totpSecret: 'CONTRATACIONESDEMOTOTPSECRETCCCC',
  },
  {
    email: 'soporte@aseguradora.test',
    name: 'Sergio Soporte',
    role: 'support',
    totpSecret: 'SOPORTEDEMOTOTPSECRETDDDDDDDDDDD',
  },
  {
    email: 'contenidos@aseguradora.test',
    name: 'Clara Contenidos',
    role: 'content-editor',
    totpSecret: 'CONTENIDOSDEMOTOTPSECRETEEEEEEEE',
  },
  {
    email: 'admin@aseguradora.test',
    name: 'Adriana Administradora',
    role: 'admin',
    totpSecret: 'ADMINDEMOTOTPSECRETFFFFFFFFFFFFF',
  },
];

async function seedStaff({ db, epoch }: SeedContext): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(staffUsers).values(
    DEMO_STAFF.map((account) => ({
      email: account.email,
      name: account.name,
      passwordHash,
      roles: [account.role],
      totpSecret: account.totpSecret,
      totpConfirmed: true,
      createdAt: epoch,
      updatedAt: epoch,
    })),
  );
}

export const seedStep: AreaSeed = { after: [], run: seedStaff };
