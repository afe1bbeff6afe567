import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { rowsOf } from './staged-sql.ts';

export const INVITATION_SUBJECT = 'Tu acceso al Portal de Prestadores';

/**
 * A provider of the file with an administrator's e-mail and no user yet gets that administrator
 * (no password: the stored hash matches none, so only the recovery flow can set one), the modules
 * the file grants, and one mail in the outbox telling them to choose a password through
 * recovery with this e-mail and the provider's CUIT. Written in the import's transaction: a
 * refused or failed file invites nobody, and a provider with users is never invited again. The
 * mail is marked for the relay, which sends it through SMTP once the import has committed
 * (lib/outbox-relay.ts); without SMTP it stays in the outbox like every mail.
 */
export function inviteFirstAdmins(db: Db, ok: string): Promise<number> {
  return invite(
    db,
    sql`select distinct on (codigo) codigo, admin_email, nombre_abre, ape_razon_social, cuit,
          modulos
        from ${sql.raw(ok)} where admin_email <> '' order by codigo, line`,
  );
}

export interface FirstAdmin {
  codigo: number;
  adminEmail: string;
  nombreAbre: string;
  razonSocial: string;
  cuit: string;
  /** Every module the admin gets enabled (the rest of the catalogue is written disabled). */
  modulos: readonly string[];
}

/**
 * The same invitation for one provider the insurer's console creates, in the caller's
 * transaction: one source for the first admin's row, modules and mail, whoever creates the
 * provider. Answers how many were invited (0 when the provider already had users).
 */
export function inviteFirstAdmin(db: Db, admin: FirstAdmin): Promise<number> {
  return invite(
    db,
    sql`select ${admin.codigo}::int as codigo, ${admin.adminEmail}::text as admin_email,
          ${admin.nombreAbre}::text as nombre_abre, ${admin.razonSocial}::text as ape_razon_social,
          ${admin.cuit}::text as cuit, ${admin.modulos.join('|')}::text as modulos`,
  );
}

/** `wanted`: one row per provider (codigo, admin_email, nombre_abre, ape_razon_social, cuit, modulos). */
async function invite(db: Db, wanted: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`
    with wanted as (${wanted}),
    created as (
      insert into users (provider_id, email, password_hash, nombre, apellido, admin, created_at)
      select w.codigo, w.admin_email, '', left(w.nombre_abre, 100), left(w.ape_razon_social, 100),
             true, now()
      from wanted w
      where not exists (select 1 from users u where u.provider_id = w.codigo)
      returning id, provider_id, email
    ),
    granted as (
      insert into user_modules (user_id, module_id, habilitado)
      select c.id, m.id, m.id = any (string_to_array(w.modulos, '|'))
      from created c join wanted w on w.codigo = c.provider_id cross join modules m
    ),
    mailed as (
      insert into outbox ("to", subject, body, created_at, relay)
      select c.email, ${INVITATION_SUBJECT},
        'Hola:' || chr(10) || chr(10)
        || 'Te dimos de alta como administrador de ' || w.ape_razon_social || ' (prestador '
        || w.codigo || ') en el Portal de Prestadores.' || chr(10) || chr(10)
        || 'Para elegir tu contraseña, entrá al portal, tocá «Olvidó?» junto al ingreso y completá '
        || 'este e-mail y el CUIT ' || substr(w.cuit, 1, 2) || '-' || substr(w.cuit, 3, 8) || '-'
        || substr(w.cuit, 11, 1) || ' del prestador. Te vamos a enviar un código para crearla.'
        || chr(10) || chr(10) || 'Si no esperabas este mensaje, ignoralo.',
        now(), true
      from created c join wanted w on w.codigo = c.provider_id
    )
    select count(*)::int as n from created`,
  );
  return row?.n ?? 0;
}
