import { Alert, Button, Group, Text } from '@mantine/core';
import { CASE_STAGE_PAGE } from '@portal/domain/support-cases';
import { useEffect, useId, useRef } from 'react';

export interface OlderStagesState {
  /** The case has stages older than the ones shown. */
  available: boolean;
  loading: boolean;
  /** The last attempt to load older stages failed ('Ver más' tries again). */
  failed: boolean;
  load: () => void;
}

/**
 * Above the history, where older stages appear: how much of it is shown (a live status, so the
 * count is read out after each load) and 'Ver más'. A case whose stages fit the first page
 * shows nothing here, as before the history was paged. When the last page comes in the button
 * goes away, and `onAllShown` takes the focus somewhere it can stay.
 */
export function OlderStages({
  shown,
  total,
  state,
  onAllShown,
}: {
  shown: number;
  total: number;
  state: OlderStagesState;
  onAllShown: () => void;
}) {
  const statusId = useId();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current && !state.available && !state.loading) {
      asked.current = false;
      onAllShown();
    }
  }, [state.available, state.loading, onAllShown]);

  if (!state.available && shown <= CASE_STAGE_PAGE.defaultSize) return null;
  return (
    <Group gap="sm" mb="md" align="center">
      <Text size="sm" role="status" id={statusId}>
        {state.available
          ? `Se muestran las ${shown} etapas más recientes de ${total}.`
          : `Se muestran las ${total} etapas.`}
      </Text>
      {state.available && (
        <Button
          variant="light"
          size="xs"
          loading={state.loading}
          aria-describedby={statusId}
          onClick={() => {
            asked.current = true;
            state.load();
          }}
        >
          Ver más
        </Button>
      )}
      {state.failed && (
        <Alert color="red" variant="light" w="100%">
          No pudimos traer las etapas anteriores. Probá de nuevo con «Ver más».
        </Alert>
      )}
    </Group>
  );
}
