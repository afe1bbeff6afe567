import { sql } from 'drizzle-orm';
import { addDays } from '@portal/domain/format';
import { areaIdFor, caseEmails, newCaseRoute } from '@portal/domain/support-cases';
import { providerAmbit, type Ambit } from '@portal/domain/provider';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { providerManagementUnits } from '../db/schema/core.ts';
import {
  supportAreas,
  supportCaseFiles,
  supportCaseStages,
  supportCaseStates,
  supportCases,
  supportReasons,
  supportRequests,
} from '../db/schema/support-cases.ts';
import type { AreaSeed, SeedContext } from './context.ts';
import { minimalPdf, TINY_PNG } from './sample-files.ts';
import { DEMO_CASES, type DemoCase, type DemoStage } from './support-demo-cases.ts';
import {
  DEMO_AUTHORIZATIONS,
  SUPPORT_AREAS,
  SUPPORT_REASONS,
  SUPPORT_STATES,
} from './support-reference.ts';
import { scaleOf } from './synthetic.ts';

const HOUR_MS = 60 * 60 * 1000;

async function seedReference(db: Db) {
  await db
    .insert(supportAreas)
    .values(
      SUPPORT_AREAS.map(([id, area, descripcion, ambito]) => ({ id, area, descripcion, ambito })),
    );
  await db
    .insert(supportCaseStates)
    .values(SUPPORT_STATES.map(([id, descripcion]) => ({ id, descripcion })));
  await db.insert(supportReasons).values(
    SUPPORT_REASONS.map((reason, index) => ({
      id: reason.id,
      area: reason.area,
      descripcion: reason.descripcion,
      tiposPrestador: reason.tiposPrestador ?? 'PEIC',
      soloOdonto: reason.soloOdonto ?? false,
      sort: index + 1,
    })),
  );
}

interface Context {
  anchor: Date;
  userIds: Map<string, number>;
  ambits: Map<number, Ambit>;
}

function fileContent(file: NonNullable<DemoStage['files']>[number]) {
  return file.kind === 'pdf'
    ? {
        content: minimalPdf(file.text ?? file.fileName),
        contentType: 'application/pdf',
        extension: 'pdf',
      }
    : { content: TINY_PNG, contentType: 'image/png', extension: 'png' };
}

async function seedDemoCase(db: Db, demo: DemoCase, ctx: Context, index: number) {
  const ambit = ctx.ambits.get(demo.provider) ?? 'A';
  const authorization = demo.authorization
    ? DEMO_AUTHORIZATIONS.find((row) => row[1] === demo.authorization)
    : undefined;
  const route = newCaseRoute(
    demo.area,
    ambit,
    demo.area === 'autorizaciones' ? demo.motivo : undefined,
  )!;
  // Stages of one day are spread over the hours so their order is plain; a little before the anchor.
  const at = (stage: DemoStage, position: number) =>
    new Date(
      addDays(ctx.anchor, -stage.daysAgo).getTime() -
        (index % 5) * HOUR_MS -
        (10 - position) * 60_000,
    );
  const first = demo.stages[0]!;
  const last = demo.stages.at(-1)!;
  const filer = typeof first.by === 'string' ? ctx.userIds.get(first.by)! : null;
  const [request] = await db
    .insert(supportRequests)
    .values({
      providerId: demo.provider,
      userId: filer,
      medioId: 27,
      sucursalId: 1,
      estadoId: 1,
      createdAt: at(first, 0),
    })
    .returning({ id: supportRequests.id });
  const hasFiles = demo.stages.some((stage) => stage.files?.length && typeof stage.by === 'string');
  const [row] = await db
    .insert(supportCases)
    .values({
      providerId: demo.provider,
      requestId: request!.id,
      areaId: areaIdFor(demo.area, ambit),
      workflow: route.workflow,
      submotivo: route.submotivo,
      motivoWebId: demo.motivo,
      estado: last.estado,
      detalle: demo.detalle,
      observacion: first.obsWeb ?? '',
      emails: caseEmails([], typeof first.by === 'string' ? first.by : ''),
      expedienteNumero: demo.expediente?.numero ?? null,
      comprobanteNumero: demo.expediente?.comprobante ?? null,
      comprobanteTipo: demo.expediente?.tipo ?? null,
      nroAutorizacion: authorization?.[1] ?? null,
      nroTrmAutorizacion: authorization?.[2] ?? null,
      contraAfi: authorization?.[3] ?? null,
      inteAfi: authorization?.[4] ?? null,
      nombreApeAfi: authorization?.[5] ?? null,
      fechaAutorizacion: authorization ? addDays(ctx.anchor, -authorization[6]) : null,
      rudiNro: hasFiles ? sql`nextval('support_rudi_seq')` : null,
      createdByUserId: filer,
      createdAt: at(first, 0),
      lastContactAt: at(last, demo.stages.length - 1),
      closedAt: [4, 5, 6].includes(last.estado) ? at(last, demo.stages.length - 1) : null,
    })
    .returning({ id: supportCases.id, rudiNro: supportCases.rudiNro });

  let previous: number | null = null;
  for (const [position, stage] of demo.stages.entries()) {
    const provider = typeof stage.by === 'string';
    const [inserted] = await db
      .insert(supportCaseStages)
      .values({
        caseId: row!.id,
        createdAt: at(stage, position),
        accion: stage.accion,
        estadoAnterior: previous,
        estado: stage.estado,
        workflow: route.workflow,
        obsWeb: stage.obsWeb ?? null,
        obsColaborador: stage.obsColaborador ?? null,
        userId: typeof stage.by === 'string' ? ctx.userIds.get(stage.by)! : null,
        operator: typeof stage.by === 'string' ? null : stage.by.operator,
      })
      .returning({ id: supportCaseStages.id });
    previous = stage.estado;
    for (const file of stage.files ?? []) {
      const { content, contentType, extension } = fileContent(file);
      await db.insert(supportCaseFiles).values({
        providerId: demo.provider,
        caseId: row!.id,
        stageId: inserted!.id,
        origin: provider ? 'WCAP' : 'SCAP',
        rudiNro: provider ? row!.rudiNro : null,
        fileName: file.fileName,
        name: file.fileName.replace(/\.[^.]+$/, ''),
        extension,
        contentType,
        sizeBytes: content.length,
        content,
        createdAt: at(stage, position),
        userId: provider ? ctx.userIds.get(stage.by as string)! : null,
        operator: provider ? null : (stage.by as { operator: string }).operator,
      });
    }
  }
}

/**
 * Support-centre data: reference lists, the demo providers' cases (every
 * state, three areas), and synthetic volume. Case dates count back from `now`, so the "last 15
 * days" of the support centre always hold the demo cases.
 */
export async function seedSupportCases({ db, size, now: anchor }: SeedContext): Promise<void> {
  await seedReference(db);
  const userRows = await db.select({ id: users.id, email: users.email }).from(users);
  const units = await db.select().from(providerManagementUnits);
  const unitsOf = (id: number) => units.filter((u) => u.providerId === id).map((u) => u.unitId);
  const ctx: Context = {
    anchor,
    userIds: new Map(userRows.map((u) => [u.email, u.id])),
    ambits: new Map([100001, 200001].map((id) => [id, providerAmbit(unitsOf(id))])),
  };
  for (const [index, demo] of DEMO_CASES.entries()) await seedDemoCase(db, demo, ctx, index);
  await seedSyntheticCases(db, anchor, scaleOf(size).supportCasesPerProvider);
}

/**
 * Synthetic cases of the synthetic providers (600001…), all in SQL: every value is a function of
 * the provider and the case's ordinal. One filing stage each, and the operator's last action.
 */
async function seedSyntheticCases(db: Db, anchor: Date, perProvider: number) {
  const at = anchor.toISOString();
  await db.execute(sql`
    insert into support_cases (provider_id, area_id, workflow, submotivo, motivo_web_id, estado, detalle, observacion, emails,
      expediente_numero, comprobante_numero, comprobante_tipo, created_at, last_contact_at, closed_at)
    select p.id,
           case k % 3 when 0 then (case when interior then 17 else 2 end) when 1 then 9 else 24 end,
           case k % 3 when 0 then (case when interior then 'AMB_CAP_CONTRATACIONES_INTERIOR' else 'AMB_CAP_CONTRATACIONES_AMBA_BSAS' end)
                      when 1 then (array['AMB_CAP_AUTORIZACIONES','AMB_CAP_PROTESIS','AMB_CAP_FARMACIA_AUT','AMB_CAP_PROTESIS'])[1 + (p.id + k) % 4]
                      else 'AMB_CAP_LIQUIDACIONES' end,
           case k % 3 when 0 then (case when interior then 17 else 2 end) when 1 then (array[9,18,8,18])[1 + (p.id + k) % 4] else 24 end,
           case k % 3 when 0 then 101 + (p.id + k) % 5 when 1 then 1 + (p.id + k) % 4 else 241 + (p.id + k) % 4 end,
           1 + (p.id * 7 + k) % 6,
           (array['Consulta general','Reclamo de pago','Pedido de informacion','Actualizacion de datos','Revision de debito'])[1 + (p.id + k) % 5],
           'Tramite generado para volumen de prueba',
           jsonb_build_array(p.email),
           case when k % 3 = 2 then '2026-' || lpad((p.id % 100000 + k)::text, 6, '0') end,
           case when k % 3 = 2 then '0001-' || lpad((p.id * 3 + k)::text, 8, '0') end,
           case when k % 3 = 2 then 'FA' end,
           c.created, least(c.created + ((p.id + k) % 4) * interval '1 day', ${at}::timestamptz),
           case when (p.id * 7 + k) % 6 >= 3 then least(c.created + ((p.id + k) % 4) * interval '1 day', ${at}::timestamptz) end
    from providers p
    cross join generate_series(1, ${perProvider}) as k
    cross join lateral (select exists (select 1 from provider_management_units u where u.provider_id = p.id and u.unit_id = 6)
                           and not exists (select 1 from provider_management_units u where u.provider_id = p.id and u.unit_id = 5) as interior) a
    cross join lateral (select ${at}::timestamptz - ((p.id * 13 + k * 7) % 120) * interval '1 day' - (k % 9) * interval '1 hour' as created) c
    where p.id > 600000
  `);
  await db.execute(sql`
    insert into support_case_stages (case_id, created_at, accion, estado_anterior, estado, workflow, obs_web)
    select id, created_at, 'alta-tramite', null, 1, workflow, observacion from support_cases where provider_id > 600000
  `);
  await db.execute(sql`
    insert into support_case_stages (case_id, created_at, accion, estado_anterior, estado, workflow, obs_colaborador, operator)
    select id, last_contact_at,
           (array['', 'solicitar-informacion', 'en-proceso', 'finalizar', 'rechazar', 'cerrar'])[estado],
           1, estado, workflow, 'Gestion del area', 'Mesa de entradas'
    from support_cases where provider_id > 600000 and estado <> 1
  `);
}

export const seedStep: AreaSeed = { after: ['auth'], run: seedSupportCases };
