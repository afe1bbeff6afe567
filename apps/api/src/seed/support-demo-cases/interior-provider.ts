import { CASE_STATE as S } from '@portal/domain/support-cases';
import { CONTRACTING_REASONS as C, SETTLEMENT_REASONS as L } from '../support-reference.ts';
import { filed, LAURA, PABLO, SOFIA, type DemoCase } from './model.ts';

const INTERIOR = 'interior@prestadores.test';

/** The support cases of interior provider 200001, filed by its user. */
export const INTERIOR_PROVIDER_CASES: readonly DemoCase[] = [
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
