import type { AuthorizationDetailResponse } from '@portal/contracts';
import { formatInstant } from '@/lib/format';
import { formatDay } from '../shared/format-day';
import { processText } from '../shared/process-text';
import { StateBadge } from '../shared/state-badge';

/** A field of the kind's own data (datos) as the user reads it. */
function datum(value: string | number | boolean | null): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return typeof value === 'string' ? formatDay(value) : String(value);
}

/** The kinds' own fields (datos) as the forms label them; an unknown key is spelled out. */
const DATA_LABELS: Record<string, string> = {
  tipoAutorizacionMedica: 'Tipo de autorización',
  adjuntaPresupuesto: 'Adjunta presupuesto',
  requiereMedicacion: 'Requiere medicación',
  pacienteInternado: 'Paciente internado',
  ventanilla: 'Retira por ventanilla',
  requiereMaterial: 'Requiere materiales o prótesis',
  fechaCirugia: 'Fecha de la cirugía',
  materiales: 'Materiales',
  presentacion: 'Presentación',
  cantidad: 'Cantidad',
  ortodoncia: 'Ortodoncia',
  etapa: 'Etapa',
  fechaTraslado: 'Fecha del traslado',
  idaYVuelta: 'Ida y vuelta',
  fechaInternacion: 'Fecha de internación',
  sala: 'Sala',
  diasInternacion: 'Días de internación',
  tipoInternacion: 'Tipo de internación',
  diagnostico: 'Diagnóstico',
  matricula: 'Matrícula',
};

/** A datos key ('requiereMedicacion') as a label ('Requiere medicación'). */
function labelOf(key: string): string {
  const known = DATA_LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every field filed: the common ones, then the kind's own (datos). */
export function RequestFields({ detail }: { detail: AuthorizationDetailResponse }) {
  const fields: [string, React.ReactNode][] = [
    ['Tipo', detail.tipoDescripcion],
    ['Estado', <StateBadge key="estado" estado={detail.estado} />],
    ['Proceso', processText(detail.proceso)],
    ['Etapa', detail.etapa],
    ['Fecha de carga', formatInstant(detail.fecha)],
    ['Fecha de la orden', formatDay(detail.fechaOrden)],
    [
      'Afiliado',
      `${detail.afiliado.contra} ${String(detail.afiliado.inte).padStart(2, '0')} · ${detail.afiliado.nombre}`,
    ],
    ['Lugar de atención', detail.lugarAtencion?.descripcion ?? '—'],
    ['Válida hasta', detail.validezHasta ? formatDay(detail.validezHasta) : '—'],
    ['Observación', detail.observacion || '—'],
    ...Object.entries(detail.datos)
      .filter(([key]) => key !== 'fechaOrden')
      .map(([key, value]): [string, React.ReactNode] => [labelOf(key), datum(value)]),
  ];
  return (
    <dl className="request-fields">
      {fields.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
