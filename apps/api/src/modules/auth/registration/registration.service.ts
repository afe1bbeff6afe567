import type { z } from 'zod';
import type { registerUserRequest } from '@portal/contracts';
import { hashPassword } from '../../../lib/passwords.ts';
import type { SessionDeps } from '../../session/public.ts';
import { throttledLookup } from '../lookup-throttle.ts';
import * as repo from './registration.repository.ts';

export type RegistrationDeps = SessionDeps;

const fail = (mensaje: string) => ({ estado: 'ERROR' as const, mensaje });
const PROVIDER_NOT_FOUND = 'No encontramos un prestador con ese código y CUIT.';
const HAS_ADMIN =
  'El prestador ya tiene un usuario administrador: pedile que te cree un usuario desde Gestión de usuarios.';
const EMAIL_TAKEN = 'Ya existe un usuario con ese e-mail.';

/**
 * Step 1: the code and CUIT match a provider that has no administrator yet. A pair that matches
 * no provider counts against the caller's address (guessing CUITs).
 */
export async function validateProvider(
  deps: RegistrationDeps,
  codPrestador: number,
  cuit: string,
  ip: string,
) {
  const provider = await throttledLookup(deps.db, ip, deps.clock.now(), () =>
    repo.findProvider(deps.db, codPrestador, cuit),
  );
  if (!provider) return fail(PROVIDER_NOT_FOUND);
  if (await repo.providerHasAdmin(deps.db, provider.id)) return fail(HAS_ADMIN);
  return {
    estado: 'OK' as const,
    prestador: {
      id: provider.id,
      apeRazonSocial: provider.apeRazonSocial,
      tipoPrestador: provider.tipo,
    },
  };
}

/**
 * The e-mail is free. One that is taken counts against the caller's address: it tells that an
 * account exists, which is what an address probing e-mails is after.
 */
export async function verifyEmail(deps: RegistrationDeps, email: string, ip: string) {
  const free = await throttledLookup(deps.db, ip, deps.clock.now(), async () =>
    (await repo.emailTaken(deps.db, email)) ? null : true,
  );
  return free ? { estado: 'OK' as const } : fail(EMAIL_TAKEN);
}

/** Step 2: creates the administrator; every check of step 1 runs again on the server. */
export async function registerUser(
  deps: RegistrationDeps,
  input: z.infer<typeof registerUserRequest>,
  ip: string,
) {
  const provider = await validateProvider(deps, input.codPrestador, input.cuit, ip);
  if (provider.estado !== 'OK') return provider;
  const email = await verifyEmail(deps, input.email, ip);
  if (email.estado !== 'OK') return email;
  const created = await repo.insertAdminUser(deps.db, {
    providerId: input.codPrestador,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    nombre: input.nombre,
    apellido: input.apellido,
    admin: true,
    createdAt: deps.clock.now(),
  });
  if (created === 'has-admin') return fail(HAS_ADMIN);
  if (created === 'email-taken') return fail(EMAIL_TAKEN);
  return { estado: 'OK' as const };
}
