import type { Ambit } from '../provider/provider.ts';

/**
 * The three areas of the support centre (spec §2, §5) and their workflow tables. An area's id is
 * its `areaConsulta`; contracting has one id per ambit (2 AMBA, 17 interior), like its submotivo.
 */
export const CASE_AREAS = ['contrataciones', 'autorizaciones', 'liquidaciones'] as const;
export type CaseArea = (typeof CASE_AREAS)[number];

export const CASE_AREA_IDS = {
  contratacionesAmba: 2,
  contratacionesInterior: 17,
  autorizaciones: 9,
  liquidaciones: 24,
} as const;

export const CASE_AREA_TITLES: Record<CaseArea, string> = {
  contrataciones: 'Contrataciones',
  autorizaciones: 'Autorizaciones',
  liquidaciones: 'Liquidaciones',
};

/** `capObject.generico.motivo.id` of every case filed from the web (spec §3). */
export const CASE_MOTIVO_ID = 3;

/** A new request (spec §7): request medium 27 (web), branch 1, state 1. */
export const NEW_REQUEST = { medioId: 27, sucursalId: 1, estadoId: 1 } as const;

/** Case search area (spec §5): area 2 maps to 17 for the interior ambit. */
export function caseSearchArea(areaId: number, ambit: Ambit): number {
  return ambit === 'I' && areaId === CASE_AREA_IDS.contratacionesAmba
    ? CASE_AREA_IDS.contratacionesInterior
    : areaId;
}

/** The area an `areaConsulta` id belongs to, or null for an unknown id. */
export function areaOfId(areaId: number): CaseArea | null {
  switch (areaId) {
    case CASE_AREA_IDS.contratacionesAmba:
    case CASE_AREA_IDS.contratacionesInterior:
      return 'contrataciones';
    case CASE_AREA_IDS.autorizaciones:
      return 'autorizaciones';
    case CASE_AREA_IDS.liquidaciones:
      return 'liquidaciones';
    default:
      return null;
  }
}

/** The `areaConsulta` id of an area for a provider's ambit. */
export function areaIdFor(area: CaseArea, ambit: Ambit): number {
  if (area === 'autorizaciones') return CASE_AREA_IDS.autorizaciones;
  if (area === 'liquidaciones') return CASE_AREA_IDS.liquidaciones;
  return ambit === 'I' ? CASE_AREA_IDS.contratacionesInterior : CASE_AREA_IDS.contratacionesAmba;
}

export interface CaseRoute {
  /** The workflow that receives the case (`workContext` of the new-case payload). */
  workflow: string;
  submotivo: number;
}

/** Contracting workflows (spec §5): by the provider's ambit. */
export function contractingRoute(ambit: Ambit): CaseRoute {
  return ambit === 'I'
    ? { workflow: 'AMB_CAP_CONTRATACIONES_INTERIOR', submotivo: 17 }
    : { workflow: 'AMB_CAP_CONTRATACIONES_AMBA_BSAS', submotivo: 2 };
}

/** Settlements (spec §5). */
export const SETTLEMENT_ROUTE: CaseRoute = { workflow: 'AMB_CAP_LIQUIDACIONES', submotivo: 24 };

/** Authorization case categories (spec §5 table); the id is the category's `motivoWeb`. */
export const AUTHORIZATION_CATEGORIES = [
  { id: 1, descripcion: 'Prácticas y Cirugías', submotivo: 9, workflow: 'AMB_CAP_AUTORIZACIONES' },
  {
    id: 2,
    descripcion: 'Cirugía con materiales y prótesis',
    submotivo: 18,
    workflow: 'AMB_CAP_PROTESIS',
  },
  {
    id: 3,
    descripcion: 'Medicación con o sin Prestación',
    submotivo: 8,
    workflow: 'AMB_CAP_FARMACIA_AUT',
  },
  {
    id: 4,
    descripcion: 'Práctica o Cirugía con material y medicación',
    submotivo: 18,
    workflow: 'AMB_CAP_PROTESIS',
  },
] as const;
export type AuthorizationCategory = (typeof AUTHORIZATION_CATEGORIES)[number];

export function authorizationCategory(id: number): AuthorizationCategory | null {
  return AUTHORIZATION_CATEGORIES.find((category) => category.id === id) ?? null;
}

/**
 * Where a new case goes: contracting by ambit, settlements to their one workflow, and an
 * authorization case by its category (null when the category is unknown).
 */
export function newCaseRoute(
  area: CaseArea,
  ambit: Ambit,
  authorizationCategoryId?: number,
): CaseRoute | null {
  if (area === 'contrataciones') return contractingRoute(ambit);
  if (area === 'liquidaciones') return SETTLEMENT_ROUTE;
  const category = authorizationCategory(authorizationCategoryId ?? 0);
  return category ? { workflow: category.workflow, submotivo: category.submotivo } : null;
}

/** Reply workflows by area (spec §5): a provider's answer enters through these. */
export const REPLY_WORKFLOWS: Record<CaseArea, string> = {
  contrataciones: 'AMB_CONTRATACIONES_ENTRADA',
  autorizaciones: 'AMB_AUTORIZACIONES_ENTRADA',
  liquidaciones: 'AMB_LIQUIDACIONES_ENTRADA',
};

export function replyWorkflow(area: CaseArea): string {
  return REPLY_WORKFLOWS[area];
}

/** The area a filing workflow belongs to, or null when it is no filing workflow. */
export function areaOfWorkflow(workflow: string): CaseArea | null {
  if (workflow.startsWith('AMB_CAP_CONTRATACIONES_')) {
    return workflow === contractingRoute('A').workflow ||
      workflow === contractingRoute('I').workflow
      ? 'contrataciones'
      : null;
  }
  if (workflow === SETTLEMENT_ROUTE.workflow) return 'liquidaciones';
  return AUTHORIZATION_CATEGORIES.some((category) => category.workflow === workflow)
    ? 'autorizaciones'
    : null;
}

/** Voucher types a settlement case may name (`expediente.comprobante.tipo`). */
export const VOUCHER_TYPES = [
  { id: 'FA', descripcion: 'Factura A' },
  { id: 'FB', descripcion: 'Factura B' },
  { id: 'FC', descripcion: 'Factura C' },
  { id: 'NC', descripcion: 'Nota de crédito' },
  { id: 'ND', descripcion: 'Nota de débito' },
  { id: 'RE', descripcion: 'Recibo' },
] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number]['id'];
