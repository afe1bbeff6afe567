import { DEMO } from '../helpers.ts';
import type { CrashWrite } from './crash-harness.ts';
import { loginBearer } from './case-filing-write.ts';

/**
 * Creating a sub-user (POST v1 usuarios, gestionusuarios): the user, its profile, a row per
 * catalogue module and the audit row in one transaction. Each crash user's e-mail carries its
 * writer and number, so the check finds them all.
 */
const ADMINS = [DEMO.colegio, DEMO.mantenimiento] as const;
const PROBE = `email like 'crash.%@prestadores.test'`;

export const userCreationWrite: CrashWrite = {
  name: 'sub-user creation',
  writers: 2,
  maxWritesPerWriter: 15,
  async connect(baseUrl, writer) {
    // Admins the other writes do not log in as: logins cut by a kill count against an account.
    const authorization = await loginBearer(baseUrl, ADMINS[writer % ADMINS.length]!);
    return {
      async send() {
        // A fresh address per attempt: after a restart the same number may already be taken.
        const email = `crash.${writer}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@prestadores.test`;
        const response = await fetch(`${baseUrl}/pre/v1/usuarios`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({
            email,
            nombre: 'Crash',
            apellido: `Escritor ${writer}`,
            tipoDocumento: 'DU',
            numeroDocumento: '30123456',
            sector: 2,
            rol: 2,
            modulos: ['validador-de-asociados', 'censos'],
          }),
          signal: AbortSignal.timeout(30_000),
        });
        if (response.status !== 201) return { status: response.status };
        const answer = (await response.json()) as { usuario: { idUsuario: number } };
        return { status: 201, key: String(answer.usuario.idUsuario) };
      },
    };
  },
  invariants: [
    {
      name: 'every created user has its profile',
      sql: `select u.id from users u where u.${PROBE}
        and not exists (select 1 from user_profiles p where p.user_id = u.id)`,
    },
    {
      name: 'every created user has a row for every module of the catalogue',
      sql: `select u.id, count(m.module_id) as rows from users u
        left join user_modules m on m.user_id = u.id
        where u.${PROBE}
        group by u.id having count(m.module_id) <> (select count(*) from modules)`,
    },
    {
      name: 'every created user has its audit row',
      sql: `select u.id from users u where u.${PROBE}
        and not exists (select 1 from audit_log a
          where a.action = 'user.created' and a.details->>'referencia' = u.email)`,
    },
    {
      name: 'no profile without its user',
      sql: `select p.user_id from user_profiles p
        where not exists (select 1 from users u where u.id = p.user_id)`,
    },
  ],
  storedKeys: `select id as key from users where ${PROBE}`,
};
