import { count } from 'drizzle-orm';
import type { ExternalAuthResponse, NewCaseInput, RudiFile } from '@portal/contracts';
import type { CaseArea } from '@portal/domain/support-cases';
import type { Db } from '../src/db/client.ts';
import { outbox } from '../src/db/schema/core.ts';
import {
  supportCaseFiles,
  supportCaseStages,
  supportCases,
  supportRequests,
} from '../src/db/schema/support-cases.ts';
import { minimalPdf, TINY_PNG } from '../src/seed/sample-files.ts';
import { DEMO_CASES } from '../src/seed/support-demo-cases.ts';
import { createExternalGrant } from '../src/modules/session/public.ts';
import type { TestApp } from './test-app.ts';

/** Test data of the support centre: demo case numbers, files and new-case payloads. */

/** Demo cases are seeded first, in order, from the first case number. */
export function demoCase(key: string): number {
  const index = DEMO_CASES.findIndex((demo) => demo.key === key);
  if (index === -1) throw new Error(`no demo case ${key}`);
  return 4_100_001 + index;
}

export const PDF = minimalPdf('Factura de prueba');
export const PNG = TINY_PNG;
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

export function rudiFile(fileName: string, content: Buffer): RudiFile {
  return {
    fileName,
    base64Content: content.toString('base64'),
    sizeInBytes: String(content.length),
  };
}

/** A PDF of `size` bytes: a real header followed by padding. */
export function pdfOfSize(size: number): Buffer {
  const content = Buffer.alloc(size, 0x20);
  PDF.copy(content, 0, 0, Math.min(PDF.length, size));
  return content;
}

const ROUTES: Record<string, { workContext: string; submotivo: number; motivoWeb: number }> = {
  'contrataciones:A': {
    workContext: 'AMB_CAP_CONTRATACIONES_AMBA_BSAS',
    submotivo: 2,
    motivoWeb: 102,
  },
  'contrataciones:I': {
    workContext: 'AMB_CAP_CONTRATACIONES_INTERIOR',
    submotivo: 17,
    motivoWeb: 107,
  },
  'autorizaciones:A': { workContext: 'AMB_CAP_PROTESIS', submotivo: 18, motivoWeb: 2 },
  'autorizaciones:I': { workContext: 'AMB_CAP_FARMACIA_AUT', submotivo: 8, motivoWeb: 3 },
  'liquidaciones:A': { workContext: 'AMB_CAP_LIQUIDACIONES', submotivo: 24, motivoWeb: 241 },
  'liquidaciones:I': { workContext: 'AMB_CAP_LIQUIDACIONES', submotivo: 24, motivoWeb: 242 },
};

/** A valid §3 new-case payload of a demo provider (100001 AMBA 'P', 200001 interior 'I'). */
export function newCase(
  area: CaseArea,
  provider: { id: number; tipo: 'P' | 'I'; ambit: 'A' | 'I' } = {
    id: 100001,
    tipo: 'P',
    ambit: 'A',
  },
  files: RudiFile[] = [],
) {
  const route = ROUTES[`${area}:${provider.ambit}`]!;
  const payload = {
    workContext: route.workContext,
    processInfo: { detail: 'Consulta de prueba' },
    capObject: {
      generico: {
        prestadorId: provider.id,
        prestadorTipo: provider.tipo,
        motivo: { id: 3 as const },
        estado: { id: 1 as const },
        submotivo: { id: route.submotivo },
        observacion: 'Solicito revisión del trámite, ¿es posible?',
        detalle: 'Consulta de prueba',
      },
      ...(area === 'liquidaciones'
        ? {
            expediente: {
              oficina: 1 as const,
              numero: '2026-000999',
              comprobante: { numero: ' 0001-00000042 ', tipo: 'FA' },
            },
          }
        : {}),
    },
    extendedProcess: {
      motivoWeb: route.motivoWeb,
      estadoWeb: 1 as const,
      usuarioWeb: '',
      pedidoWeb: {
        medio: { id: 27 as const },
        sucursal: { id: 1 as const },
        estado: { id: 1 as const },
      },
      rudiFiles: files,
      emails: [] as string[],
      mailRedireccion: 0 as const,
      mailFinalizacion: 0 as const,
      info1: '',
      ...(area === 'autorizaciones'
        ? { nroAutorizacion: provider.id === 100001 ? 7000102 : 7000202 }
        : {}),
    },
  } satisfies NewCaseInput;
  return payload;
}
export type NewCasePayload = ReturnType<typeof newCase>;

export const INTERIOR = { id: 200001, tipo: 'I', ambit: 'I' } as const;

/** Row counts of the tables a support-centre write touches. */
export async function caseTableCounts(db: Db) {
  const tables = { supportRequests, supportCases, supportCaseStages, supportCaseFiles, outbox };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
}

/** Opens a read-only session of a demo user the way an operator's link does. */
export async function readOnlySession(t: TestApp, email: string) {
  const issued = await createExternalGrant(
    { db: t.db, clock: t.clock, publicUrl: t.config.publicUrl },
    { email, mode: 'readOnly', operator: 'soporte.tests' },
  );
  const response = await t.inject({
    method: 'POST',
    url: '/pre/v0/auth-external',
    payload: { code: issued.entry.code },
  });
  const { authData } = response.json<ExternalAuthResponse>();
  return { authorization: `Bearer ${authData.token}` };
}
