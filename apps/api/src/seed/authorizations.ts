import { sql } from 'drizzle-orm';
import { addDays, formatOrderDate } from '@portal/domain/format';
import { AUTHORIZATION_STATE, processSteps, serviceTypeCode } from '@portal/domain/authorizations';
import { TERMS_CHANNEL, TERMS_ENTITY } from '@portal/domain/auth';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import {
  authorizationEvents,
  authorizationFiles,
  authorizations,
  authorizationServices,
  authorizationSurveys,
} from '../db/schema/authorizations.ts';
import { localities, providerManagementUnits, providers } from '../db/schema/core.ts';
import { attentionPlaces } from '../db/schema/coverage.ts';
import { modules, terms, termsAcceptances, userModules } from '../db/schema/session.ts';
import { hashPassword } from '../lib/passwords.ts';
import { DEMO_AUTHORIZATION_ROWS, type DemoAuthorization } from './authorizations-demo.ts';
import type { AreaSeed, SeedContext } from './context.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { FIRST_NAMES, LAST_NAMES } from './reference-data.ts';
import { minimalPdf, TINY_PNG } from './sample-files.ts';
import { SEED_SIZES, scaleOf } from './synthetic.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Synthetic requests per synthetic provider: 50,000 × 20 = 1,000,000 on the large seed. */
export const AUTHORIZATIONS_PER_PROVIDER = 20;
export const ODONTOLOGY_PROVIDER = 700001;
export const ODONTOLOGY_EMAIL = 'odontologia@prestadores.test';

/**
 * The transaction area's data: the odontology account (provider 700001, esOdonto), the demo
 * providers' requests in every state with files, history and observations, demo@'s survey
 * counter one short of the survey, and synthetic volume for every synthetic provider.
 */
export async function seedAuthorizations({ db, size, now, epoch }: SeedContext): Promise<void> {
  await seedOdontologyAccount(db, epoch);
  const userRows = await db.select({ id: users.id, email: users.email }).from(users);
  const userByProvider = new Map<number, number>();
  for (const [provider, email] of [
    [100001, 'demo@prestadores.test'],
    [200001, 'interior@prestadores.test'],
    [ODONTOLOGY_PROVIDER, ODONTOLOGY_EMAIL],
  ] as const) {
    userByProvider.set(provider, userRows.find((u) => u.email === email)!.id);
  }
  for (const demo of DEMO_AUTHORIZATION_ROWS) {
    await seedDemoRequest(db, demo, now, userByProvider.get(demo.provider) ?? null);
  }
  // One short of the survey (spec §4: after 50 saved), last answered 10 days ago.
  await db.insert(authorizationSurveys).values({
    userId: userByProvider.get(100001)!,
    savedSinceAnswer: 49,
    lastAnswerAt: addDays(now, -10),
  });
  await seedSyntheticRequests(db, now, scaleOf(size).providers);
}

/** odontologia@ (DEMO-DATA.md): "Marcelo Odontólogo", type P, esOdonto 'S', terms accepted. */
async function seedOdontologyAccount(db: Db, epoch: Date) {
  const [locality] = await db
    .select({ id: localities.id, provinceId: localities.provinceId })
    .from(localities)
    .where(sql`${localities.nombre} = 'Palermo'`);
  await db.insert(providers).values({
    id: ODONTOLOGY_PROVIDER,
    cuit: '20281234561',
    apeRazonSocial: 'Odontólogo',
    nombreAbre: 'Marcelo',
    tipo: 'P',
    email: ODONTOLOGY_EMAIL,
    provinceId: locality!.provinceId,
    localityId: locality!.id,
    esOdonto: true,
  });
  await db.insert(providerManagementUnits).values({ providerId: ODONTOLOGY_PROVIDER, unitId: 5 });
  await db.insert(attentionPlaces).values({
    id: ODONTOLOGY_PROVIDER,
    providerId: ODONTOLOGY_PROVIDER,
    descripcion: 'Consultorio Odontológico Palermo',
    calle: 'Av. Coronel Díaz',
    numero: '2100',
    localityId: locality!.id,
    telefono: '011 4822-1100',
    vigenciaDesde: '2020-01-01',
  });
  const [user] = await db
    .insert(users)
    .values({
      providerId: ODONTOLOGY_PROVIDER,
      email: ODONTOLOGY_EMAIL,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      nombre: 'Marcelo',
      apellido: 'Odontólogo',
      admin: true,
      createdAt: epoch,
    })
    .returning({ id: users.id });
  const catalogue = await db.select({ id: modules.id }).from(modules);
  await db
    .insert(userModules)
    .values(catalogue.map(({ id }) => ({ userId: user!.id, moduleId: id, habilitado: true })));
  const [current] = await db
    .select({ id: terms.id })
    .from(terms)
    .where(sql`${terms.entidad} = ${TERMS_ENTITY} and ${terms.canal} = ${TERMS_CHANNEL}`)
    .orderBy(sql`${terms.id} desc`)
    .limit(1);
  await db.insert(termsAcceptances).values({
    userId: user!.id,
    termsId: current!.id,
    acceptedAt: epoch,
    deviceId: 'seed',
    deviceName: 'seed',
  });
}

function fileContent(file: DemoAuthorization['files'][number]) {
  return file.kind === 'pdf'
    ? { content: minimalPdf(file.text ?? file.fileName), contentType: 'application/pdf' }
    : { content: TINY_PNG, contentType: 'image/png' };
}

async function seedDemoRequest(db: Db, demo: DemoAuthorization, now: Date, userId: number | null) {
  const filedAt = addDays(now, -demo.daysAgo);
  const steps = processSteps(demo.process);
  const decidedAt = new Date(filedAt.getTime() + 26 * HOUR_MS);
  const finished = demo.state === AUTHORIZATION_STATE.aprobado || demo.state === 4;
  const [row] = await db
    .insert(authorizations)
    .values({
      nroAutorizacion: demo.nro,
      nroTrm: demo.nroTrm,
      providerId: demo.provider,
      userId,
      tipo: demo.kind,
      tipoPrestacion: serviceTypeCode(demo.kind, String(demo.datos.tipoAutorizacionMedica ?? '')),
      proceso: demo.process,
      etapa: demo.step,
      estado: demo.state,
      createdAt: filedAt,
      updatedAt: demo.state === AUTHORIZATION_STATE.pendiente ? filedAt : decidedAt,
      fechaOrden: addDays(filedAt, -1).toISOString().slice(0, 10),
      validezHasta:
        demo.validDays === undefined
          ? null
          : addDays(filedAt, demo.validDays).toISOString().slice(0, 10),
      contra: demo.contra,
      inte: demo.inte,
      nombreApeAfi: demo.afiliado,
      lugarAtencionId: demo.place,
      resumen: demo.resumen,
      observacion: demo.observacion,
      observacionAuditor: demo.state === AUTHORIZATION_STATE.observado ? demo.auditor! : null,
      datos: { ...demo.datos, fechaOrden: formatOrderDate(addDays(filedAt, -1)) },
      workflow: demo.workflow,
    })
    .returning({ id: authorizations.id });
  const authorizationId = row!.id;
  if (demo.services.length > 0) {
    await db.insert(authorizationServices).values(
      demo.services.map(([codigo, descripcion, cantidad, cobertura]) => ({
        authorizationId,
        codigo,
        descripcion,
        cantidad,
        cobertura,
      })),
    );
  }
  const [filed] = await db
    .insert(authorizationEvents)
    .values({
      authorizationId,
      createdAt: filedAt,
      estado: AUTHORIZATION_STATE.pendiente,
      etapa: 1,
      origen: 'prestador',
      autor: 'Prestador',
      mensaje: demo.observacion,
    })
    .returning({ id: authorizationEvents.id });
  // An integral request walked its audit steps one by one before the last decision.
  for (let step = 2; step <= Math.min(demo.step, steps.length - 2); step += 1) {
    await db.insert(authorizationEvents).values({
      authorizationId,
      createdAt: new Date(filedAt.getTime() + step * HOUR_MS),
      estado: AUTHORIZATION_STATE.pendiente,
      etapa: step,
      origen: 'auditor',
      autor: 'Auditoría médica',
      mensaje: null,
    });
  }
  let decision: number | null = null;
  if (demo.state !== AUTHORIZATION_STATE.pendiente) {
    const [event] = await db
      .insert(authorizationEvents)
      .values({
        authorizationId,
        createdAt: decidedAt,
        estado: demo.state,
        etapa: finished ? steps.length - 1 : demo.step,
        origen: 'auditor',
        autor: 'Auditoría médica',
        mensaje: demo.auditor ?? null,
      })
      .returning({ id: authorizationEvents.id });
    decision = event!.id;
  }
  for (const file of demo.files) {
    const { content, contentType } = fileContent(file);
    const dot = file.fileName.lastIndexOf('.');
    await db.insert(authorizationFiles).values({
      authorizationId,
      eventId: file.auditor ? decision : filed!.id,
      origen: file.auditor ? 'auditor' : 'prestador',
      fileName: file.fileName,
      name: file.fileName.slice(0, dot),
      extension: file.fileName.slice(dot + 1),
      contentType,
      sizeBytes: content.length,
      content,
      createdAt: file.auditor ? decidedAt : filedAt,
      userId: file.auditor ? null : userId,
      operator: file.auditor ? 'Auditoría médica' : null,
    });
  }
}

const textArray = (items: readonly string[]) =>
  sql.raw(`array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(',')}]`);

/**
 * Synthetic requests of the synthetic providers (600001…), set-based: every value is a function
 * of the provider and the request's ordinal k, over the last 90 days. The affiliate is one of
 * the synthetic ones, named as the affiliates seed names it. Services, files and history are
 * left out: the volume exists for Estado de Trámites, which reads the request rows.
 */
export async function seedSyntheticRequests(db: Db, now: Date, providerCount: number) {
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const contracts = Math.floor(SEED_SIZES.demo.affiliates / 4);
  await db.execute(sql`
    insert into authorizations (provider_id, tipo, tipo_prestacion, proceso, etapa, estado, created_at, updated_at,
      fecha_orden, validez_hasta, contra, inte, nombre_ape_afi, resumen, workflow)
    select p, 'autorizacion', 'C', 'estandar',
           case when s in (3, 4) then 2 else 1 end, s,
           t, t + interval '1 day',
           (t - interval '1 day')::date,
           case when s = 3 then (t + interval '30 day')::date end,
           40000000 + c, 1 + k % 4,
           (${first})[1 + ((c * 4 + 1 + k % 4) * 17) % 30] || ' ' || (${last})[1 + (c * 7) % 30],
           (array['Ecografía abdominal completa','Resonancia magnética de rodilla','Holter de 24 horas','Tomografía computada de cerebro'])[1 + (p + k) % 4],
           'AMB_CAP_AUTORIZACIONES'
    from (
      select 600000 + i as p, k,
             (i * 31 + k * 7) % ${contracts} as c,
             case when k % 10 < 4 then 1 when k % 10 < 6 then 2 when k % 10 < 9 then 3 else 4 end as s,
             ${now.toISOString()}::timestamptz - make_interval(days => (k * 37 + i) % 90, mins => (i + k * 13) % 600) as t
      from generate_series(1, ${providerCount}) as i, generate_series(0, ${AUTHORIZATIONS_PER_PROVIDER - 1}) as k
    ) g
  `);
}

// After support-cases: its synthetic cases go to the users there are before odontologia@ joins.
export const seedStep: AreaSeed = {
  after: ['auth', 'coverage', 'session', 'support-cases'],
  run: seedAuthorizations,
};
