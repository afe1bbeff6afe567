import { Alert, Text } from '@mantine/core';
import type { CensusRow } from '@portal/contracts';
import { CENSUS_MESSAGES } from '@portal/domain/censuses';
import { movementLabel, patientLabel, affiliateLabel } from './row-labels';

/** The success message with the row as the server kept it, code included. */
export function RegisteredRow({ row }: { row: CensusRow }) {
  return (
    <Alert color="green" variant="light" role="status" title={CENSUS_MESSAGES.registered}>
      <Text>
        {`${movementLabel(row)} de ${affiliateLabel(row)} (${patientLabel(row)}) el ${row.fecha} en ${row.lugarAtencion.descripcion}.`}
      </Text>
      <Text fw={700}>Código {row.codigo}</Text>
    </Alert>
  );
}
