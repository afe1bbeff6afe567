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

/** A datos key ('requiereMedicacion') as a label ('Requiere medicacion'). */
function labelOf(key: string): string {
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
    ...Object.entries(detail.datos).map(([key, value]): [string, React.ReactNode] => [
      labelOf(key),
      datum(value),
    ]),
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
