import type {
  AffiliateValidationResponse,
  AttentionPlaceDto,
  AuthorizationDetailResponse,
  AuthorizationOptionsResponse,
  AuthorizationSummary,
  FiledAuthorizationResponse,
  ServiceDto,
} from '@portal/contracts';
import {
  AUTHORIZATION_KIND_LABELS,
  AUTHORIZATION_KINDS,
  HOSPITALIZATION_ROOMS,
  HOSPITALIZATION_TYPES,
  LICENCE_TYPES,
  MEDICAL_AUTHORIZATION_TYPES,
} from '@portal/domain/authorizations';
import { screen } from '@testing-library/react';
import { seedSession, userConfig } from '@/testing/factories';
import { mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { JUAN_VALID } from '@/testing/affiliate-validation';

/** 2026-03-10 10:00 in Argentina: the authorizations tests' "now". */
export const NOW = new Date('2026-03-10T13:00:00.000Z');
export const PROVIDER = 100001;
export const BASE = `/pre/v1/autorizaciones/${PROVIDER}`;
export const PAGE = '/tramitesonline/tramites-de-autorizaciones';

/** opciones: every kind but dental unless `odonto` (spec §5 esOdonto 'S'). */
export function options(odonto = false): AuthorizationOptionsResponse {
  return {
    tipos: AUTHORIZATION_KINDS.filter((kind) => odonto || kind !== 'autorizacion-odontologica').map(
      (id) => ({ id, descripcion: AUTHORIZATION_KIND_LABELS[id] }),
    ),
    esOdonto: odonto,
    tiposAutorizacionMedica: MEDICAL_AUTHORIZATION_TYPES.map((type) => ({ ...type })),
    salas: HOSPITALIZATION_ROOMS.map((room) => ({ ...room })),
    tiposInternacion: HOSPITALIZATION_TYPES.map((type) => ({ ...type })),
    tiposMatricula: LICENCE_TYPES.map((type) => ({ ...type })),
  };
}

/** The demo affiliate 30000001 1 01 (Juan Pérez, plan 310), as the API validates it. */
export function validAffiliate(): AffiliateValidationResponse {
  return structuredClone(JUAN_VALID);
}

/** An affiliate the insurer does not take (estado 2) with its own description. */
export function invalidAffiliate(estadoDesc: string | null): AffiliateValidationResponse {
  const valid = validAffiliate();
  return {
    ...valid,
    isValid: false,
    mensaje: null,
    affiliate: estadoDesc === null ? null : { ...valid.affiliate!, estado: '2', estadoDesc },
  };
}

export const PLACES: AttentionPlaceDto[] = [
  {
    id: 11,
    descripcion: 'Consultorio Palermo',
    calle: 'Av. Santa Fe',
    numero: '3200',
    localidad: 'CABA',
    partido: 'CABA',
    provincia: 'CABA',
    codigoPostal: '1425',
    telefono: '1148000000',
    vigenciaDesde: '20200101',
    vigenciaHasta: null,
  },
];

export const MRI: ServiceDto = {
  codigo: 340301,
  cod_cobertura: 'AM',
  carac: 'P',
  descripcion: 'Resonancia magnética de rodilla',
  tipo: 'C',
  nomenclador: 'NN',
};

export function summary(overrides: Partial<AuthorizationSummary> = {}): AuthorizationSummary {
  return {
    nroAutorizacion: 7100001,
    tipo: 'autorizacion',
    tipoDescripcion: 'Autorización médica',
    tipoPrestacion: 'C',
    proceso: 'estandar',
    etapa: 'Recepción',
    estado: { id: 1, descripcion: 'Pendiente', display: 'Pendiente' },
    fecha: '2026-03-10T13:05:00.000Z',
    fechaOrden: '09/03/2026',
    afiliado: { contra: 30000001, middle: 1, inte: 1, nombre: 'Juan Pérez' },
    resumen: 'Resonancia magnética de rodilla',
    validezHasta: null,
    ...overrides,
  };
}

export function filed(
  overrides: Partial<AuthorizationSummary> = {},
  extra: Partial<Omit<FiledAuthorizationResponse, 'autorizacion'>> = {},
) {
  const body: FiledAuthorizationResponse = {
    autorizacion: summary(overrides),
    mensaje: null,
    encuesta: false,
    ...extra,
  };
  return { status: 201, body };
}

export function detail(
  overrides: Partial<AuthorizationDetailResponse> = {},
): AuthorizationDetailResponse {
  return {
    ...summary(),
    lugarAtencion: { id: 11, descripcion: 'Consultorio Palermo' },
    prestaciones: [
      { codigo: MRI.codigo, descripcion: MRI.descripcion, cantidad: 1, cobertura: 'AM' },
    ],
    datos: { requiereMedicacion: false },
    observacion: '',
    archivos: [],
    historial: [],
    observacionAuditor: null,
    etapas: ['Recepción', 'Auditoría médica', 'Resolución'],
    ...overrides,
  };
}

/** What the page asks on opening, quiet by default: options, an empty inbox, an idle stream. */
export function pageRoutes(odonto = false): MockRoutes {
  return {
    [`GET ${BASE}/opciones`]: { body: options(odonto) },
    [`GET ${BASE}/inbox`]: { body: { items: [], cantidad: 0 } },
    'GET /pre/v1/autorizaciones/eventos': () => ({ stream: new ReadableStream<Uint8Array>() }),
    [`GET /pre/v1/autorizaciones/${PROVIDER}/lugaresDeAtencion`]: { body: PLACES },
    'GET /pre/v1/autorizaciones/prestaciones': { body: [MRI] },
    [`POST ${BASE}/afiliado`]: { body: validAffiliate() },
  };
}

/** Opens the page logged in as demo@ (every module), at a tab, with extra routes. */
export async function openPage(routes: MockRoutes = {}, { tab = '', odonto = false } = {}) {
  await seedSession(userConfig());
  const api = mockApi({ ...pageRoutes(odonto), ...routes });
  const utils = renderApp({ path: `${PAGE}${tab ? `?tab=${tab}` : ''}`, now: () => NOW });
  await screen.findByRole('tab', { name: 'Alta de trámites' });
  return { api, ...utils };
}

export type User = Awaited<ReturnType<typeof openPage>>['user'];

/** Types the demo affiliate and validates it, as a front desk does first. */
export async function enterAffiliate(user: User, number = '30000001 1 01') {
  await user.type(await screen.findByLabelText(/^Número de afiliado/), number);
  await user.click(screen.getByRole('button', { name: 'Validar afiliado' }));
}
