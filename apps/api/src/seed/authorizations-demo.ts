import type {
  AuthorizationKind,
  AuthorizationProcess,
  AuthorizationStateId,
} from '@portal/domain/authorizations';
import type { AuthorizationData } from '../db/schema/authorizations.ts';

/**
 * The demo providers' requests (DEMO-DATA.md). The first eight are the ones the support centre
 * has always offered in busqueda-autorizaciones (same numbers, affiliates, dates, workflows):
 * one table, one owner. Together they hold every state, an Inbox item with the insurer's
 * observation, an integral-process surgery, files and observations.
 */
export interface DemoAuthorization {
  provider: number;
  nro: number;
  nroTrm: number;
  contra: number;
  inte: number;
  afiliado: string;
  daysAgo: number;
  workflow: string;
  kind: AuthorizationKind;
  process: AuthorizationProcess;
  state: AuthorizationStateId;
  /** Index into the process's steps. */
  step: number;
  resumen: string;
  place: number | null;
  services: [codigo: number, descripcion: string, cantidad: number, cobertura: string][];
  datos: AuthorizationData;
  observacion: string;
  /** The insurer's observation (state 2) or decision message. */
  auditor?: string;
  files: { fileName: string; text?: string; kind: 'pdf' | 'png'; auditor?: boolean }[];
  /** Approved: the authorization's validity in days from its filing. */
  validDays?: number;
}

const medical = (tipo: string, extra: AuthorizationData = {}): AuthorizationData => ({
  tipoAutorizacionMedica: tipo,
  adjuntaPresupuesto: false,
  requiereMedicacion: false,
  pacienteInternado: false,
  ventanilla: false,
  requiereMaterial: false,
  ...extra,
});

// prettier-ignore
export const DEMO_AUTHORIZATION_ROWS: readonly DemoAuthorization[] = [
  {
    provider: 100001, nro: 7000101, nroTrm: 910101, contra: 30000001, inte: 1,
    afiliado: 'Juan Pérez', daysAgo: 3, workflow: 'AMB_CAP_AUTORIZACIONES',
    kind: 'autorizacion', process: 'estandar', state: 1, step: 1,
    resumen: 'Resonancia magnética de rodilla', place: 1001,
    services: [[340204, 'Resonancia magnética de rodilla', 1, 'SA']],
    datos: medical('practica'), observacion: 'Dolor persistente en rodilla derecha',
    files: [{ fileName: 'orden-resonancia.pdf', text: 'Orden medica: resonancia de rodilla', kind: 'pdf' }],
  },
  {
    provider: 100001, nro: 7000102, nroTrm: 910102, contra: 30000001, inte: 1,
    afiliado: 'Juan Pérez', daysAgo: 8, workflow: 'AMB_CAP_PROTESIS',
    kind: 'autorizacion-con-materiales', process: 'integral', state: 2, step: 2,
    resumen: 'Artroscopía de rodilla con prótesis', place: 1001,
    services: [[120101, 'Cirugía de mediana complejidad', 1, 'AM']],
    datos: medical('cirugia', { requiereMaterial: true, fechaCirugia: '', materiales: 'Prótesis de rodilla x 1' }),
    observacion: 'Artroscopia programada',
    auditor: 'Adjuntar presupuesto actualizado del material protésico.',
    files: [
      { fileName: 'orden-cirugia.pdf', text: 'Orden de cirugia: artroscopia de rodilla', kind: 'pdf' },
      { fileName: 'rx-rodilla.png', kind: 'png' },
    ],
  },
  {
    provider: 100001, nro: 7000103, nroTrm: 910103, contra: 30000003, inte: 1,
    afiliado: 'Carlos Medina', daysAgo: 12, workflow: 'AMB_CAP_FARMACIA_AUT',
    kind: 'autorizacion-medicacion-unica', process: 'estandar', state: 3, step: 2,
    resumen: 'Medicación oncológica oral', place: 1001, services: [],
    datos: { medicamento: 'Medicación oncológica oral', presentacion: 'Comprimidos x 30', cantidad: 1 },
    observacion: 'Tratamiento mensual', auditor: 'Autorizado por 30 días.',
    files: [{ fileName: 'receta.pdf', text: 'Receta: medicacion oncologica oral', kind: 'pdf' }],
    validDays: 30,
  },
  {
    provider: 100001, nro: 7000104, nroTrm: 910104, contra: 30000003, inte: 1,
    afiliado: 'Carlos Medina', daysAgo: 25, workflow: 'AMB_CAP_AUTORIZACIONES',
    kind: 'autorizacion', process: 'estandar', state: 4, step: 2,
    resumen: 'Colecistectomía laparoscópica', place: 1001,
    services: [[120101, 'Cirugía de mediana complejidad', 1, 'SA']],
    datos: medical('cirugia'), observacion: 'Litiasis vesicular',
    auditor: 'No corresponde: falta estudio ecográfico previo.',
    files: [{ fileName: 'orden-colecistectomia.pdf', text: 'Orden: colecistectomia', kind: 'pdf' }],
  },
  {
    provider: 100001, nro: 7000105, nroTrm: 910105, contra: 30000001, inte: 1,
    afiliado: 'Juan Pérez', daysAgo: 45, workflow: 'AMB_CAP_PROTESIS',
    kind: 'autorizacion-con-materiales', process: 'integral', state: 3, step: 4,
    resumen: 'Reemplazo total de cadera con material', place: 1001,
    services: [[120101, 'Cirugía de mediana complejidad', 1, 'AM']],
    datos: medical('cirugia', { requiereMaterial: true, adjuntaPresupuesto: true, materiales: 'Prótesis total de cadera x 1' }),
    observacion: 'Artrosis de cadera', auditor: 'Aprobado con el material cotizado.',
    files: [
      { fileName: 'orden-reemplazo.pdf', text: 'Orden: reemplazo total de cadera', kind: 'pdf' },
      { fileName: 'presupuesto.pdf', text: 'Presupuesto de protesis', kind: 'pdf' },
      { fileName: 'cotizacion-auditor.pdf', text: 'Cotizacion aprobada', kind: 'pdf', auditor: true },
    ],
    validDays: 60,
  },
  {
    provider: 200001, nro: 7000201, nroTrm: 920101, contra: 30000001, inte: 1,
    afiliado: 'Juan Pérez', daysAgo: 2, workflow: 'AMB_CAP_AUTORIZACIONES',
    kind: 'autorizacion', process: 'estandar', state: 1, step: 1,
    resumen: 'Tomografía computada de tórax', place: null,
    services: [[340202, 'Tomografía computada de cerebro', 1, 'SA']],
    datos: medical('practica'), observacion: 'Control evolutivo',
    files: [{ fileName: 'orden-tac.pdf', text: 'Orden: tomografia de torax', kind: 'pdf' }],
  },
  {
    provider: 200001, nro: 7000202, nroTrm: 920102, contra: 30000003, inte: 1,
    afiliado: 'Carlos Medina', daysAgo: 9, workflow: 'AMB_CAP_FARMACIA_AUT',
    kind: 'autorizacion-medicacion-unica', process: 'estandar', state: 2, step: 1,
    resumen: 'Insulina y tiras reactivas', place: null, services: [],
    datos: { medicamento: 'Insulina y tiras reactivas', presentacion: 'Caja x 50', cantidad: 2 },
    observacion: 'Diabetes tipo 1', auditor: 'Indicar dosis diaria en la receta.',
    files: [{ fileName: 'receta-insulina.pdf', text: 'Receta: insulina', kind: 'pdf' }],
  },
  {
    provider: 200001, nro: 7000203, nroTrm: 920103, contra: 30000001, inte: 1,
    afiliado: 'Juan Pérez', daysAgo: 20, workflow: 'AMB_CAP_PROTESIS',
    kind: 'autorizacion-con-materiales', process: 'integral', state: 3, step: 4,
    resumen: 'Osteosíntesis de fémur con material', place: null,
    services: [[120101, 'Cirugía de mediana complejidad', 1, 'AM']],
    datos: medical('cirugia', { requiereMaterial: true, materiales: 'Placa y tornillos' }),
    observacion: 'Fractura de fémur', auditor: 'Aprobado.',
    files: [{ fileName: 'orden-osteosintesis.pdf', text: 'Orden: osteosintesis', kind: 'pdf' }],
    validDays: 60,
  },
  {
    provider: 200001, nro: 7000204, nroTrm: 920104, contra: 30000003, inte: 1,
    afiliado: 'Carlos Medina', daysAgo: 40, workflow: 'AMB_CAP_AUTORIZACIONES',
    kind: 'aviso-internacion', process: 'estandar', state: 3, step: 2,
    resumen: 'Neumonía, no especificada', place: null, services: [],
    datos: {
      sala: 1, diasInternacion: 4, tipoInternacion: 1, diagnostico: 'J189',
      diagnosticoDescripcion: 'Neumonía, no especificada', efector: 'Dra. Silvia Ortiz',
      matricula: 'MP 45123', fechaInternacion: '',
    },
    observacion: 'Ingreso por guardia', auditor: 'Internación autorizada.',
    files: [{ fileName: 'aviso-internacion.pdf', text: 'Aviso de internacion', kind: 'pdf' }],
    validDays: 60,
  },
  {
    provider: 200001, nro: 7000205, nroTrm: 920105, contra: 30000001, inte: 1,
    afiliado: 'Juan Pérez', daysAgo: 70, workflow: 'AMB_CAP_AUTORIZACIONES',
    kind: 'traslado-programado-cimg', process: 'estandar', state: 4, step: 2,
    resumen: 'Traslado: Córdoba Capital → Villa Carlos Paz', place: null, services: [],
    datos: { origen: 'Córdoba Capital', destino: 'Villa Carlos Paz', idaYVuelta: true, fechaTraslado: '' },
    observacion: 'Paciente en silla de ruedas', auditor: 'El plan no cubre traslados programados.',
    files: [],
  },
  {
    provider: 700001, nro: 7000301, nroTrm: 930101, contra: 30000001, inte: 1,
    afiliado: 'Juan Pérez', daysAgo: 5, workflow: 'AMB_CAP_AUTORIZACIONES',
    kind: 'autorizacion-odontologica', process: 'estandar', state: 1, step: 1,
    resumen: 'Tratamiento de conducto', place: 700001, services: [],
    datos: { ortodoncia: 0, tratamiento: 'Tratamiento de conducto', etapa: 'Inicial' },
    observacion: 'Pieza 36',
    files: [{ fileName: 'odontograma.png', kind: 'png' }],
  },
];
