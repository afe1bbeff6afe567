import { eq } from 'drizzle-orm';
import { providers } from '../../db/schema/core.ts';
import type { LiveSession } from '../../access/session.ts';
import type { UserManagementContext } from './users.service.ts';

/**
 * The new user's e-mail, through the same mailer as password recovery (outbox / MAIL_DIR without
 * SMTP): it chooses its password with '¿Olvidaste tu contraseña?' (e-mail and the provider's
 * CUIT, then a PIN), so no password or reusable link ever travels by mail.
 */
export async function sendWelcome(
  deps: UserManagementContext,
  session: LiveSession,
  user: { email: string; nombre: string },
) {
  const [provider] = await deps.db
    .select({ cuit: providers.cuit, nombre: providers.apeRazonSocial })
    .from(providers)
    .where(eq(providers.id, session.providerId));
  const link = `${deps.publicUrl.replace(/\/$/, '')}/prestadores/forgot-password`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Tu usuario del Portal de Prestadores',
    text:
      `Hola ${user.nombre}: el administrador de ${provider?.nombre ?? 'tu prestador'} te creó un usuario del Portal de Prestadores.\n\n` +
      `Para elegir tu contraseña entrá a ${link}, ingresá este e-mail (${user.email}) y el CUIT ${provider?.cuit ?? ''} del prestador. Te enviaremos un código para confirmarla.`,
  });
}
