import { CASE_STATE as S, type CaseArea } from '@portal/domain';
import {
  CONTRACTING_REASONS as C,
  INTERNAL_STATE,
  SETTLEMENT_REASONS as L,
} from './support-reference.ts';

/** A stage of a demo case: who acted (a demo e-mail or an operator), when and what. */
export interface DemoStage {
  daysAgo: number;
  accion: string;
  estado: number;
  by: string | { operator: string };
  obsWeb?: string;
  obsColaborador?: string;
  files?: { fileName: string; kind: 'pdf' | 'png'; text?: string }[];
}

export interface DemoCase {
  key: string;
  provider: number;
  area: CaseArea;
  motivo: number;
  detalle: string;
  expediente?: { numero: string; comprobante: string; tipo: string };
  authorization?: number;
  stages: DemoStage[];
}

const DEMO = 'demo@prestadores.test';
const SUB = 'subusuario@prestadores.test';
const INTERIOR = 'interior@prestadores.test';
const LAURA = { operator: 'Laura Fernández (Liquidaciones)' };
const PABLO = { operator: 'Pablo Ibarra (Contrataciones)' };
const SOFIA = { operator: 'Sofía Quiroga (Autorizaciones)' };

const filed = (daysAgo: number, by: string, obsWeb: string, files?: DemoStage['files']) => ({
  daysAgo,
  accion: 'alta-tramite',
  estado: S.pendiente,
  by,
  obsWeb,
  ...(files ? { files } : {}),
});

/**
 * The support cases of the demo providers, dated back from the seed's anchor (the first start,
 * or the tests' fixed clock), so "the last 15 days" and the pending inbox show data. Every state
 * appears in the three areas; 'key' names each case for tests and the README.
 */
export const DEMO_CASES: readonly DemoCase[] = [
  {
    key: 'demo-settlement-awaiting-reply',
    provider: 100001,
    area: 'liquidaciones',
    motivo: L.debitos,
    detalle: 'Debito en la liquidacion de enero',
    expediente: { numero: '2026-000123', comprobante: '0001-00004567', tipo: 'FA' },
    stages: [
      filed(10, DEMO, 'Solicito revisar el debito aplicado a la factura 0001 00004567', [
        { fileName: 'Factura 0001-00004567.pdf', kind: 'pdf', text: 'Factura 0001-00004567' },
      ]),
      { daysAgo: 8, accion: 'en-proceso', estado: S.enProceso, by: LAURA },
      {
        daysAgo: 2,
        accion: 'solicitar-informacion',
        estado: S.observado,
        by: LAURA,
        obsColaborador: 'Adjunte la planilla de prestaciones del periodo para continuar',
      },
    ],
  },
  {
    key: 'demo-contracting-awaiting-reply',
    provider: 100001,
    area: 'contrataciones',
    motivo: C.aranceles,
    detalle: 'Actualizacion de aranceles de consultas',
    stages: [
      filed(7, SUB, 'Pedimos la actualizacion de los aranceles de consulta desde marzo'),
      {
        daysAgo: 5,
        accion: 'solicitar-informacion',
        estado: S.observado,
        by: PABLO,
        obsColaborador: 'Indique los codigos de prestacion a actualizar',
      },
    ],
  },
  {
    key: 'demo-authorization-old-question',
    provider: 100001,
    area: 'autorizaciones',
    motivo: 2,
    detalle: 'Consulta por autorizacion con protesis',
    authorization: 7000102,
    stages: [
      filed(24, DEMO, 'La autorizacion figura observada sin detalle'),
      {
        daysAgo: 20,
        accion: 'solicitar-informacion',
        estado: S.observado,
        by: SOFIA,
        obsColaborador: 'Envie el presupuesto del material',
      },
    ],
  },
  {
    key: 'demo-contracting-pending',
    provider: 100001,
    area: 'contrataciones',
    motivo: C.profesional,
    detalle: 'Alta de nuevo consultorio',
    stages: [
      filed(1, DEMO, 'Solicitamos dar de alta el consultorio de Palermo', [
        { fileName: 'Plano consultorio.png', kind: 'png' },
      ]),
    ],
  },
  {
    key: 'demo-authorization-in-process',
    provider: 100001,
    area: 'autorizaciones',
    motivo: 1,
    detalle: 'Demora en autorizacion de resonancia',
    authorization: 7000101,
    stages: [
      filed(6, DEMO, 'La resonancia sigue pendiente desde hace una semana'),
      { daysAgo: 4, accion: 'en-proceso', estado: S.enProceso, by: SOFIA },
    ],
  },
  {
    key: 'demo-settlement-finished',
    provider: 100001,
    area: 'liquidaciones',
    motivo: L.diferencias,
    detalle: 'Diferencia de pago en diciembre',
    expediente: { numero: '2025-009876', comprobante: '0001-00003999', tipo: 'FB' },
    stages: [
      filed(12, SUB, 'El pago de diciembre no coincide con lo facturado'),
      { daysAgo: 11, accion: 'en-proceso', estado: S.enProceso, by: LAURA },
      {
        daysAgo: 9,
        accion: 'finalizar',
        estado: S.finalizado,
        by: LAURA,
        obsColaborador: 'Se emitio la nota de credito por la diferencia',
        files: [
          {
            fileName: 'Nota de credito 0003-00000412.pdf',
            kind: 'pdf',
            text: 'Nota de credito 0003-00000412',
          },
        ],
      },
    ],
  },
  {
    key: 'demo-contracting-rejected',
    provider: 100001,
    area: 'contrataciones',
    motivo: C.bajaPrestaciones,
    detalle: 'Baja de prestaciones de kinesiologia',
    stages: [
      filed(9, DEMO, 'Solicitamos la baja de kinesiologia del convenio'),
      {
        daysAgo: 7,
        accion: 'rechazar',
        estado: S.rechazado,
        by: PABLO,
        obsColaborador: 'La baja requiere 60 dias de preaviso segun el convenio',
      },
    ],
  },
  {
    key: 'demo-authorization-closed',
    provider: 100001,
    area: 'autorizaciones',
    motivo: 3,
    detalle: 'Consulta por medicacion oncologica',
    authorization: 7000103,
    stages: [
      filed(40, DEMO, 'Consulta por la cobertura de la medicacion'),
      {
        daysAgo: 38,
        accion: 'cerrar',
        estado: S.cerrado,
        by: SOFIA,
        obsColaborador: 'Resuelto por telefono',
      },
    ],
  },
  {
    key: 'demo-internal-state',
    provider: 100001,
    area: 'liquidaciones',
    motivo: L.refacturacion,
    detalle: 'Tramite en migracion interna',
    expediente: { numero: '2026-000200', comprobante: '0001-00005000', tipo: 'FA' },
    stages: [
      filed(3, DEMO, 'Refacturacion de febrero'),
      { daysAgo: 3, accion: 'observacion', estado: INTERNAL_STATE, by: LAURA },
    ],
  },
  {
    key: 'interior-contracting-awaiting-reply',
    provider: 200001,
    area: 'contrataciones',
    motivo: C.convenioInstitucional,
    detalle: 'Renovacion del convenio institucional',
    stages: [
      filed(6, INTERIOR, 'Solicitamos iniciar la renovacion del convenio 2026', [
        { fileName: 'Propuesta convenio 2026.pdf', kind: 'pdf', text: 'Propuesta convenio 2026' },
      ]),
      {
        daysAgo: 1,
        accion: 'solicitar-informacion',
        estado: S.observado,
        by: PABLO,
        obsColaborador: 'Envie la habilitacion provincial vigente',
      },
    ],
  },
  {
    key: 'interior-settlement-pending',
    provider: 200001,
    area: 'liquidaciones',
    motivo: L.comprobantes,
    detalle: 'Comprobante observado en febrero',
    expediente: { numero: '2026-000310', comprobante: '0002-00000777', tipo: 'FA' },
    stages: [filed(3, INTERIOR, 'El comprobante figura observado sin motivo')],
  },
  {
    key: 'interior-authorization-finished',
    provider: 200001,
    area: 'autorizaciones',
    motivo: 3,
    detalle: 'Autorizacion de insulina demorada',
    authorization: 7000202,
    stages: [
      filed(7, INTERIOR, 'La autorizacion de insulina esta demorada'),
      {
        daysAgo: 5,
        accion: 'finalizar',
        estado: S.finalizado,
        by: SOFIA,
        obsColaborador: 'Autorizacion aprobada',
      },
    ],
  },
  {
    key: 'interior-contracting-in-process',
    provider: 200001,
    area: 'contrataciones',
    motivo: C.altaPrestaciones,
    detalle: 'Alta de prestaciones de cardiologia',
    stages: [
      filed(4, INTERIOR, 'Solicitamos agregar ecocardiograma al convenio'),
      { daysAgo: 2, accion: 'en-proceso', estado: S.enProceso, by: PABLO },
    ],
  },
  {
    key: 'interior-settlement-old-question',
    provider: 200001,
    area: 'liquidaciones',
    motivo: L.debitos,
    detalle: 'Debito de internacion de diciembre',
    expediente: { numero: '2025-008001', comprobante: '0002-00000600', tipo: 'FA' },
    stages: [
      filed(30, INTERIOR, 'Debito de dias de internacion'),
      {
        daysAgo: 25,
        accion: 'solicitar-informacion',
        estado: S.observado,
        by: LAURA,
        obsColaborador: 'Adjunte la epicrisis',
      },
    ],
  },
  {
    key: 'interior-authorization-rejected',
    provider: 200001,
    area: 'autorizaciones',
    motivo: 2,
    detalle: 'Material de osteosintesis',
    authorization: 7000203,
    stages: [
      filed(14, INTERIOR, 'Reclamo por el material no autorizado'),
      {
        daysAgo: 13,
        accion: 'rechazar',
        estado: S.rechazado,
        by: SOFIA,
        obsColaborador: 'El material no tiene cobertura',
      },
    ],
  },
  {
    key: 'interior-contracting-closed',
    provider: 200001,
    area: 'contrataciones',
    motivo: C.datosContractuales,
    detalle: 'Cambio de razon social',
    stages: [
      filed(60, INTERIOR, 'Informamos el cambio de razon social'),
      {
        daysAgo: 50,
        accion: 'cerrar',
        estado: S.cerrado,
        by: PABLO,
        obsColaborador: 'Datos actualizados',
      },
    ],
  },
];
