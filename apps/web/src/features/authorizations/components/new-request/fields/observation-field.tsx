import { Textarea } from '@mantine/core';
import { AUTHORIZATION_LIMITS } from '@portal/domain/authorizations';

interface Props {
  value: string;
  error?: unknown;
  onChange: (value: string) => void;
}

/** observacion: stored without accents or symbols (spec §5), which the field says up front. */
export function ObservationField({ value, error, onChange }: Props) {
  return (
    <Textarea
      label="Observación"
      description="Se envía sin tildes ni signos de puntuación."
      autosize
      minRows={3}
      maxRows={10}
      maxLength={AUTHORIZATION_LIMITS.observationMaxLength}
      value={value}
      error={error as string | undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
