import type { CensusRow } from '@portal/contracts';
import {
  CENSUS_MOVEMENT_LABELS,
  CENSUS_NEWBORN_LABELS,
  isCensusNewborn,
} from '@portal/domain/censuses';
import { formatAffiliateNumber } from '@portal/domain/affiliates';

export const movementLabel = (row: CensusRow) => CENSUS_MOVEMENT_LABELS[row.movimiento];

export const patientLabel = (row: CensusRow) =>
  isCensusNewborn(row.recienNacido) ? CENSUS_NEWBORN_LABELS[row.recienNacido] : '—';

/** "Juan Pérez · 30000001 1 01" */
export const affiliateLabel = (row: CensusRow) =>
  `${row.afiliado.nombre} ${row.afiliado.apellido} · ${formatAffiliateNumber(row.afiliado)}`;
