import { CASE_STATE as S } from '@portal/domain/support-cases';
import {
  CONTRACTING_REASONS as C,
  INTERNAL_STATE,
  SETTLEMENT_REASONS as L,
} from '../support-reference.ts';
import { filed, LAURA, PABLO, SOFIA, type DemoCase } from './model.ts';

const DEMO = 'demo@prestadores.test';
const SUB = 'subusuario@prestadores.test';

/** The support cases of demo provider 100001, filed by its user and its sub-user. */
export const DEMO_PROVIDER_CASES: readonly DemoCase[] = [
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
];
