import {
  AUTHORIZATION_CATEGORIES,
  CASE_AREA_IDS,
  CASE_AREA_TITLES,
  CASE_STATE_DESCRIPTIONS,
  type CaseArea,
} from '@portal/domain/support-cases';
import { DEBIT_CLAIM_MOTIVO } from '@portal/domain/settlements';

/** [id, area, descripcion, ambito] of the areas of consultation. */
export const SUPPORT_AREAS: readonly [number, CaseArea, string, 'A' | 'I' | null][] = [
  [CASE_AREA_IDS.contratacionesAmba, 'contrataciones', CASE_AREA_TITLES.contrataciones, 'A'],
  [CASE_AREA_IDS.contratacionesInterior, 'contrataciones', CASE_AREA_TITLES.contrataciones, 'I'],
  [CASE_AREA_IDS.autorizaciones, 'autorizaciones', CASE_AREA_TITLES.autorizaciones, null],
  [CASE_AREA_IDS.liquidaciones, 'liquidaciones', CASE_AREA_TITLES.liquidaciones, null],
];

/** The described states, and 7: an internal state without description (never listed). */
export const SUPPORT_STATES: readonly [number, string | null][] = [
  ...Object.entries(CASE_STATE_DESCRIPTIONS).map(
    ([id, descripcion]) => [Number(id), descripcion] as [number, string],
  ),
  [7, null],
];
export const INTERNAL_STATE = 7;

export interface ReasonRow {
  id: number;
  area: CaseArea;
  descripcion: string;
  tiposPrestador?: string;
  soloOdonto?: boolean;
}

export const CONTRACTING_REASONS = {
  altaPrestaciones: 101,
  aranceles: 102,
  profesional: 103,
  datosContractuales: 104,
  bajaPrestaciones: 105,
  odontologia: 106,
  convenioInstitucional: 107,
} as const;

export const SETTLEMENT_REASONS = {
  debitos: 241,
  diferencias: 242,
  refacturacion: 243,
  comprobantes: 244,
} as const;

export const SUPPORT_REASONS: readonly ReasonRow[] = [
  ...AUTHORIZATION_CATEGORIES.map((category) => ({
    id: category.id,
    area: 'autorizaciones' as const,
    descripcion: category.descripcion,
  })),
  {
    id: CONTRACTING_REASONS.altaPrestaciones,
    area: 'contrataciones',
    descripcion: 'Alta de prestaciones en el convenio',
  },
  {
    id: CONTRACTING_REASONS.aranceles,
    area: 'contrataciones',
    descripcion: 'Actualización de aranceles',
  },
  {
    id: CONTRACTING_REASONS.profesional,
    area: 'contrataciones',
    descripcion: 'Alta de profesional o consultorio',
  },
  {
    id: CONTRACTING_REASONS.datosContractuales,
    area: 'contrataciones',
    descripcion: 'Modificación de datos contractuales',
  },
  {
    id: CONTRACTING_REASONS.bajaPrestaciones,
    area: 'contrataciones',
    descripcion: 'Baja de prestaciones',
  },
  {
    id: CONTRACTING_REASONS.odontologia,
    area: 'contrataciones',
    descripcion: 'Prestaciones odontológicas',
    soloOdonto: true,
  },
  {
    id: CONTRACTING_REASONS.convenioInstitucional,
    area: 'contrataciones',
    descripcion: 'Convenio institucional',
    tiposPrestador: 'EIC',
  },
  {
    id: SETTLEMENT_REASONS.debitos,
    area: 'liquidaciones',
    // The text a debit claim finds its reason by (the id is the insurer's reference data).
    descripcion: DEBIT_CLAIM_MOTIVO,
  },
  { id: SETTLEMENT_REASONS.diferencias, area: 'liquidaciones', descripcion: 'Diferencias de pago' },
  { id: SETTLEMENT_REASONS.refacturacion, area: 'liquidaciones', descripcion: 'Refacturación' },
  {
    id: SETTLEMENT_REASONS.comprobantes,
    area: 'liquidaciones',
    descripcion: 'Comprobantes observados',
  },
];

/** [provider, nro, nroTrm, contra, inte, affiliate, days before the anchor, workflow, state, service] */
export const DEMO_AUTHORIZATIONS: readonly [
  number,
  number,
  number,
  number,
  number,
  string,
  number,
  string,
  string,
  string,
][] = [
  [
    100001,
    7000101,
    910101,
    30000001,
    1,
    'Juan Pérez',
    3,
    'AMB_CAP_AUTORIZACIONES',
    'Pendiente',
    'Resonancia magnética de rodilla',
  ],
  [
    100001,
    7000102,
    910102,
    30000001,
    1,
    'Juan Pérez',
    8,
    'AMB_CAP_PROTESIS',
    'Observado',
    'Artroscopía de rodilla con prótesis',
  ],
  [
    100001,
    7000103,
    910103,
    30000003,
    1,
    'Carlos Medina',
    12,
    'AMB_CAP_FARMACIA_AUT',
    'Finalizado',
    'Medicación oncológica oral',
  ],
  [
    100001,
    7000104,
    910104,
    30000003,
    1,
    'Carlos Medina',
    25,
    'AMB_CAP_AUTORIZACIONES',
    'Finalizado',
    'Colecistectomía laparoscópica',
  ],
  [
    100001,
    7000105,
    910105,
    30000001,
    1,
    'Juan Pérez',
    45,
    'AMB_CAP_PROTESIS',
    'Finalizado',
    'Reemplazo total de cadera con material',
  ],
  [
    200001,
    7000201,
    920101,
    30000001,
    1,
    'Juan Pérez',
    2,
    'AMB_CAP_AUTORIZACIONES',
    'Pendiente',
    'Tomografía computada de tórax',
  ],
  [
    200001,
    7000202,
    920102,
    30000003,
    1,
    'Carlos Medina',
    9,
    'AMB_CAP_FARMACIA_AUT',
    'Observado',
    'Insulina y tiras reactivas',
  ],
  [
    200001,
    7000203,
    920103,
    30000001,
    1,
    'Juan Pérez',
    20,
    'AMB_CAP_PROTESIS',
    'Finalizado',
    'Osteosíntesis de fémur con material',
  ],
];
