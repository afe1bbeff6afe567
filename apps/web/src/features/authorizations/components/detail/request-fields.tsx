import type { AuthorizationDetailResponse } from '@portal/contracts';
import {
  authorizationDataLabel,
  namedAuthorizationDatum,
  type AuthorizationDatum,
} from '@portal/domain/authorizations';
import { formatAffiliateNumber } from '@portal/domain/affiliates';
import { formatInstant } from '@/lib/format';
import { formatDay } from '../shared/format-day';
import { processText } from '../shared/process-text';
import { StateBadge } from '../shared/state-badge';

/** A field of the kind's own data (datos) as the user reads it: codes by their names. */
function datum(key: string, value: AuthorizationDatum): string {
  const named = namedAuthorizationDatum(key, value);
  if (named === null || named === '') return '—';
  if (typeof named === 'boolean') return named ? 'Sí' : 'No';
  return typeof named === 'string' ? formatDay(named) : String(named);
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
    ['Afiliado', `${formatAffiliateNumber(detail.afiliado)} · ${detail.afiliado.nombre}`],
    ['Lugar de atención', detail.lugarAtencion?.descripcion ?? '—'],
    ['Válida hasta', detail.validezHasta ? formatDay(detail.validezHasta) : '—'],
    ['Observación', detail.observacion || '—'],
    ...Object.entries(detail.datos)
      .filter(([key]) => key !== 'fechaOrden')
      .map(([key, value]): [string, React.ReactNode] => [
        authorizationDataLabel(key),
        datum(key, value),
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
