import { affiliates } from '../../db/schema/affiliates.ts';
import { censusRows } from '../../db/schema/censuses.ts';
import { attentionPlaces } from '../../db/schema/coverage.ts';

/**
 * A census row with its patient's name and its place of attention: what the provider's list and
 * the auditor's item both show. A select with these columns joins `affiliates` and
 * `attentionPlaces` on the row's foreign keys.
 */
export const censusRowColumns = {
  id: censusRows.id,
  fecha: censusRows.fecha,
  movimiento: censusRows.movimiento,
  recienNacido: censusRows.recienNacido,
  codigo: censusRows.codigo,
  nombre: affiliates.nombre,
  apellido: affiliates.apellido,
  placeDescripcion: attentionPlaces.descripcion,
  observacion: censusRows.observacion,
  createdAt: censusRows.createdAt,
  estado: censusRows.estado,
  mensajeAuditoria: censusRows.mensajeAuditoria,
};
