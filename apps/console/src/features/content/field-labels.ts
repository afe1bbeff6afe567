import type { ContentCells } from '@portal/domain/content';
import type { ContentRowType } from '@portal/domain/imports';

type Field = keyof ContentCells;

/** The editor's fields by kind, as the content file names them, labelled for the person. */
const COMMON: Record<Field, string> = {
  titulo: 'Título',
  fecha: 'Fecha',
  resumen: 'Resumen',
  cuerpo: 'Texto (Markdown)',
  direccion: 'Dirección',
  localidad: 'Localidad',
  provincia: 'Provincia',
  telefono: 'Teléfono',
  horarios: 'Horarios',
  especialidad: 'Especialidad',
  enlace: 'Enlace al PDF del número (opcional)',
};

const BY_KIND: Partial<Record<ContentRowType, Partial<Record<Field, string>>>> = {
  pagina: { fecha: 'Actualizada', resumen: 'Bajada' },
  sucursal: { titulo: 'Nombre', horarios: 'Horarios (días: horario, separados por |)' },
  novedad: { fecha: 'Fecha de la novedad', cuerpo: 'Texto (Markdown, párrafos)' },
  revista: { fecha: 'Fecha del número', cuerpo: 'Notas (una por línea)' },
  guia: { fecha: 'Revisada', resumen: 'Alcance', cuerpo: 'Recomendaciones (una por línea)' },
};

export const fieldLabel = (tipo: ContentRowType, field: Field) =>
  BY_KIND[tipo]?.[field] ?? COMMON[field];

/** Long texts get a text area; the rest one line. */
export const LONG_FIELDS: readonly Field[] = ['cuerpo', 'resumen', 'horarios'];
