import type {
  AuthorizationSearchResponse,
  CaseDetail,
  CaseSummary,
  CaseTimelineResponse,
  ConsultationArea,
  MotivoWeb,
  ProcessDetailResponse,
} from '@portal/contracts';
import {
  AUTHORIZATION_CATEGORIES,
  CASE_STAGE_PAGE,
  stagePageOffset,
} from '@portal/domain/support-cases';
import type { MockRoutes } from './mock-api';

/** 2026-03-10 10:00 in Argentina: the support-case tests' "now". */
export const CASE_NOW = new Date('2026-03-10T13:00:00.000Z');

export function areas(ambit: 'A' | 'I' = 'A'): ConsultationArea[] {
  return [
    { id: ambit === 'I' ? 17 : 2, descripcion: 'Contrataciones', area: 'contrataciones' },
    { id: 9, descripcion: 'Autorizaciones', area: 'autorizaciones' },
    { id: 24, descripcion: 'Liquidaciones', area: 'liquidaciones' },
  ];
}

export const SETTLEMENT_MOTIVOS: MotivoWeb[] = [
  {
    id: 241,
    descripcion: 'Débitos en la liquidación',
    submotivo: 24,
    workflow: 'AMB_CAP_LIQUIDACIONES',
  },
  { id: 242, descripcion: 'Diferencias de pago', submotivo: 24, workflow: 'AMB_CAP_LIQUIDACIONES' },
];

export const AUTHORIZATION_MOTIVOS: MotivoWeb[] = AUTHORIZATION_CATEGORIES.map((category) => ({
  ...category,
}));

export function contractingMotivos(ambit: 'A' | 'I' = 'A'): MotivoWeb[] {
  const route =
    ambit === 'I'
      ? { submotivo: 17, workflow: 'AMB_CAP_CONTRATACIONES_INTERIOR' }
      : { submotivo: 2, workflow: 'AMB_CAP_CONTRATACIONES_AMBA_BSAS' };
  return [{ id: 101, descripcion: 'Alta de prestaciones en el convenio', ...route }];
}

export const FOUND_AUTHORIZATIONS: AuthorizationSearchResponse = [
  {
    nroAutorizacion: 7000101,
    nroTrmAutorizacion: 910101,
    contraAfi: 30000001,
    middleAfi: 1,
    inteAfi: 1,
    nombreApeAfi: 'Juan Pérez',
    fechaAutorizacion: '2026-03-07T13:00:00.000Z',
    estadoDesc: 'Pendiente',
    prestacion: 'Resonancia magnética de rodilla',
    workflow: 'AMB_CAP_AUTORIZACIONES',
  },
];

export function caseSummary(overrides: Partial<CaseSummary> = {}): CaseSummary {
  return {
    nroTramite: 4100001,
    tramiteId: 1,
    tramiteJbpm: 5100001,
    areaConsulta: { id: 24, descripcion: 'Liquidaciones' },
    area: 'liquidaciones',
    estado: 1,
    estadoDesc: 'pendiente',
    inicio: '2026-03-05T14:30:00.000Z',
    fechaUltimoContacto: '2026-03-06T15:00:00.000Z',
    motivoWebDetalle: 'Débitos en la liquidación',
    detalleMotivo: 'Debitos en la liquidacion',
    nroAutorizacion: null,
    creadoPor: {
      tipo: 'prestador',
      nombre: 'María Laura González',
      email: 'demo@prestadores.test',
    },
    ...overrides,
  };
}

export function caseDetail(overrides: Partial<CaseDetail> = {}): CaseDetail {
  const summary = caseSummary();
  return {
    ...summary,
    altaFecha: summary.inicio,
    respuestaFecha: null,
    observacion: 'Debito mal aplicado en la factura 12',
    prestad: 100001,
    workflow: 'AMB_CAP_LIQUIDACIONES',
    submotivo: 24,
    rudiPrestador: null,
    rudiSGI: null,
    tasks: [],
    etapas: [],
    paginadoEtapas: { pagina: 1, cantidad: CASE_STAGE_PAGE.defaultSize, total: 0 },
    adjuntos: [
      {
        id: 31,
        origen: 'WCAP',
        name: 'factura',
        extension: 'pdf',
        fileName: 'factura.pdf',
        size: '2048',
        contentType: 'application/pdf',
        fecha: summary.inicio,
        etapaId: 1,
      },
    ],
    archivosDetalle: [],
    archivosRespuesta: [],
    emails: ['demo@prestadores.test'],
    expediente: {
      oficina: 1,
      numero: 'EXP-2026-15',
      comprobante: { numero: '0001-00001234', tipo: 'FA' },
    },
    autorizacion: null,
    puedeResponder: false,
    ...overrides,
  };
}

export function caseTimeline(nroTramite = 4100001, asked = false): CaseTimelineResponse {
  const filed = {
    id: 1,
    fecha: '2026-03-05T14:30:00.000Z',
    accion: 'alta-tramite',
    estado: 1,
    estadoDesc: 'pendiente',
    workflow: 'AMB_CAP_LIQUIDACIONES',
    obsWeb: 'Debito mal aplicado en la factura 12',
    obsColaborador: null,
    actor: {
      tipo: 'prestador' as const,
      nombre: 'Lucía Benítez',
      email: 'subusuario@prestadores.test',
    },
    archivos: [],
    descripcion: 'Inició el trámite',
    estadoAnterior: null,
  };
  const question = {
    id: 2,
    fecha: '2026-03-06T15:00:00.000Z',
    accion: 'solicitar-informacion',
    estado: 2,
    estadoDesc: 'observado',
    workflow: 'AMB_CAP_LIQUIDACIONES',
    obsWeb: null,
    obsColaborador: 'Envie la nota de credito',
    actor: { tipo: 'operador' as const, nombre: 'Analista Liquidaciones', email: null },
    archivos: [],
    descripcion: 'Pidió información al prestador',
    estadoAnterior: 1,
  };
  const eventos = asked ? [filed, question] : [filed];
  return {
    nroTramite,
    tramiteJbpm: 5100001,
    eventos,
    pagina: 1,
    cantidad: CASE_STAGE_PAGE.defaultSize,
    total: eventos.length,
  };
}

/**
 * A case with `total` provider notes (ids 1…total, "Nota N", an hour apart), answered a page at a
 * time from the newest as the API does: `url` is the request's, with its ?pagina&cantidad.
 */
export function pagedTimeline(total: number, url: URL, nroTramite = 4100001): CaseTimelineResponse {
  const pagina = Number(url.searchParams.get('pagina') ?? 1);
  const cantidad = Number(url.searchParams.get('cantidad') ?? CASE_STAGE_PAGE.defaultSize);
  const newest = total - stagePageOffset(pagina, cantidad);
  const ids = Array.from({ length: Math.max(0, Math.min(cantidad, newest)) }, (_, i) => newest - i);
  const eventos = ids.reverse().map((id) => ({
    id,
    fecha: new Date(Date.UTC(2026, 2, 1, 12) + id * 3_600_000).toISOString(),
    accion: 'observacion-prestador',
    estado: 1,
    estadoDesc: 'pendiente',
    workflow: 'AMB_CAP_LIQUIDACIONES',
    obsWeb: `Nota ${id}`,
    obsColaborador: null,
    actor: { tipo: 'prestador' as const, nombre: 'María Laura González', email: null },
    archivos: [],
    descripcion: 'Agregó una observación',
    estadoAnterior: 1,
  }));
  return { nroTramite, tramiteJbpm: 5100001, eventos, pagina, cantidad, total };
}

export function processDetail(nroTramite = 4100001): ProcessDetailResponse {
  return {
    processDetail: {
      nroTramite,
      tramiteJbpm: 5100001,
      workflow: 'AMB_CAP_LIQUIDACIONES',
      area: 'liquidaciones',
      estado: 1,
      estadoDesc: 'pendiente',
      inicio: '2026-03-05T14:30:00.000Z',
      fin: null,
    },
    taskDetail: {
      tarea: 'Recepción del trámite',
      workflow: 'AMB_CAP_LIQUIDACIONES',
      asignadoA: 'Mesa de Liquidaciones',
      desde: '2026-03-05T14:30:00.000Z',
      acciones: [],
    },
  };
}

/** The reference calls of the new-case tab for provider 100001 (type P, ambit A by default). */
export function referenceRoutes(ambit: 'A' | 'I' = 'A', code = 100001): MockRoutes {
  return {
    [`GET /pre/cap/${code}/unidades-gestion`]: {
      body: [{ id: ambit === 'I' ? 6 : 5, descripcion: ambit === 'I' ? 'Interior' : 'AMBA' }],
    },
    [`GET /pre/cap/${code}/Odontologia`]: { body: { esOdonto: 'N' } },
    [`GET /pre/cap/${ambit}/areas-consulta`]: { body: areas(ambit) },
    'GET /pre/v1/motivos-web/liquidaciones': { body: SETTLEMENT_MOTIVOS },
    'GET /pre/v1/motivos-web/autorizaciones': { body: AUTHORIZATION_MOTIVOS },
    [`GET /pre/v1/prestadores/${code}/emails`]: {
      body: [
        { email: 'demo@prestadores.test', descripcion: 'Prestador' },
        { email: 'subusuario@prestadores.test', descripcion: 'Lucía Benítez' },
      ],
    },
    'GET /pre/v1/cap/tramites-pendientes': { body: { cantidad: 0, tramites: [] } },
  };
}

export { eventStream } from '@portal/client/mock-replies';

/** A tiny valid PDF and PNG, and a "PDF" that is text (content sniffing must refuse it). */
export const PDF_BYTES = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n',
);
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
export const TEXT_AS_PDF = new TextEncoder().encode('esto no es un pdf, es texto plano\n');

export function file(
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  type = 'application/octet-stream',
): File {
  return new File([bytes], name, { type });
}
