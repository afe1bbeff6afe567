import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { queueDefinition } from '@portal/domain/queues';
import { users } from './auth.ts';
import { providers } from './core.ts';

/** The states a case waits on the insurer in (the console's queues' partial indexes). */
const CASES_WAITING = queueDefinition('casos').waitingStates.join(', ');

/** File contents live beside their case, in its transaction and its backups. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

export const supportCaseNumbers = pgSequence('support_case_nro_seq', { startWith: 4100001 });
export const supportCaseProcesses = pgSequence('support_case_jbpm_seq', { startWith: 880000001 });
/** RUDI numbers: the folder a batch of a provider's files is kept under. */
export const supportRudiNumbers = pgSequence('support_rudi_seq', { startWith: 5000001 });

/** Areas of consultation (`areaConsulta`): contracting per ambit, authorizations, settlements. */
export const supportAreas = pgTable('support_areas', {
  id: smallint('id').primaryKey(),
  area: varchar('area', { length: 20 }).notNull(),
  descripcion: varchar('descripcion', { length: 80 }).notNull(),
  /** 'A' or 'I' when the area is offered to one ambit only. */
  ambito: varchar('ambito', { length: 1 }),
});

/** Case states; a state without description is internal and never listed (spec §5). */
export const supportCaseStates = pgTable('support_case_states', {
  id: smallint('id').primaryKey(),
  descripcion: varchar('descripcion', { length: 40 }),
});

/** Reasons a case is filed for (`motivoWeb`); authorization ones are the §5 categories. */
export const supportReasons = pgTable('support_reasons', {
  id: smallint('id').primaryKey(),
  area: varchar('area', { length: 20 }).notNull(),
  descripcion: varchar('descripcion', { length: 120 }).notNull(),
  /** The provider types the reason is offered to, e.g. 'PEIC'. */
  tiposPrestador: varchar('tipos_prestador', { length: 4 }).notNull().default('PEIC'),
  soloOdonto: boolean('solo_odonto').notNull().default(false),
  sort: smallint('sort').notNull(),
});

/** A request from the web (spec §7): medium 27, branch 1, state 1. */
export const supportRequests = pgTable('support_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  providerId: integer('provider_id')
    .notNull()
    .references(() => providers.id),
  userId: integer('user_id').references(() => users.id),
  medioId: smallint('medio_id').notNull(),
  sucursalId: smallint('sucursal_id').notNull(),
  estadoId: smallint('estado_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const supportCases = pgTable(
  'support_cases',
  {
    /** tramiteId */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nroTramite: integer('nro_tramite')
      .notNull()
      .unique()
      .default(sql`nextval('support_case_nro_seq')`),
    tramiteJbpm: integer('tramite_jbpm')
      .notNull()
      .unique()
      .default(sql`nextval('support_case_jbpm_seq')`),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    requestId: integer('request_id').references(() => supportRequests.id),
    areaId: smallint('area_id')
      .notNull()
      .references(() => supportAreas.id),
    workflow: varchar('workflow', { length: 60 }).notNull(),
    submotivo: smallint('submotivo').notNull(),
    motivoWebId: smallint('motivo_web_id')
      .notNull()
      .references(() => supportReasons.id),
    estado: smallint('estado')
      .notNull()
      .references(() => supportCaseStates.id),
    detalle: text('detalle').notNull(),
    observacion: text('observacion').notNull(),
    info1: varchar('info1', { length: 200 }).notNull().default(''),
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    expedienteNumero: varchar('expediente_numero', { length: 20 }),
    comprobanteNumero: varchar('comprobante_numero', { length: 30 }),
    comprobanteTipo: varchar('comprobante_tipo', { length: 4 }),
    nroAutorizacion: integer('nro_autorizacion'),
    nroTrmAutorizacion: integer('nro_trm_autorizacion'),
    contraAfi: integer('contra_afi'),
    inteAfi: smallint('inte_afi'),
    nombreApeAfi: varchar('nombre_ape_afi', { length: 160 }),
    fechaAutorizacion: timestamp('fecha_autorizacion', { withTimezone: true }),
    rudiNro: integer('rudi_nro'),
    rudiSgi: integer('rudi_sgi'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** fechaUltimoContacto: the last stage; the pending inbox counts from it. */
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }).notNull(),
    /** respuestaFecha: the provider's last answer. */
    replyAt: timestamp('reply_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('support_cases_provider_created_idx').on(t.providerId, t.createdAt),
    index('support_cases_provider_estado_idx').on(t.providerId, t.estado, t.lastContactAt),
    // The console's queues (docs/decisions/0058): the cases waiting on the insurer, in the order
    // of their wait (since filing or the provider's last answer), and by provider.
    index('support_cases_waiting_idx')
      .on(sql`greatest(${t.createdAt}, coalesce(${t.replyAt}, ${t.createdAt}))`, t.id)
      .where(sql`${t.estado} in (${sql.raw(CASES_WAITING)})`),
    index('support_cases_waiting_provider_idx')
      .on(t.providerId, sql`greatest(${t.createdAt}, coalesce(${t.replyAt}, ${t.createdAt}))`, t.id)
      .where(sql`${t.estado} in (${sql.raw(CASES_WAITING)})`),
    index('support_cases_closed_idx')
      .on(t.closedAt)
      .where(sql`${t.closedAt} is not null`),
    index('support_cases_created_idx').on(t.createdAt),
  ],
);

/** Stages (`etapas`): every action on a case, by a provider user or by an operator. */
export const supportCaseStages = pgTable(
  'support_case_stages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => supportCases.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    accion: varchar('accion', { length: 40 }).notNull(),
    estadoAnterior: smallint('estado_anterior'),
    estado: smallint('estado').notNull(),
    workflow: varchar('workflow', { length: 60 }).notNull(),
    obsWeb: text('obs_web'),
    obsColaborador: text('obs_colaborador'),
    userId: integer('user_id').references(() => users.id),
    operator: varchar('operator', { length: 120 }),
  },
  (t) => [index('support_case_stages_case_idx').on(t.caseId, t.id)],
);

/** Files: WCAP the provider's, SCAP the insurer's; staged files wait without a case. */
export const supportCaseFiles = pgTable(
  'support_case_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    caseId: integer('case_id').references(() => supportCases.id),
    stageId: integer('stage_id').references(() => supportCaseStages.id),
    origin: varchar('origin', { length: 4 }).$type<'WCAP' | 'SCAP'>().notNull(),
    rudiNro: integer('rudi_nro'),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    extension: varchar('extension', { length: 10 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id),
    operator: varchar('operator', { length: 120 }),
  },
  (t) => [
    index('support_case_files_case_idx').on(t.caseId),
    index('support_case_files_rudi_idx').on(t.providerId, t.rudiNro),
  ],
);
