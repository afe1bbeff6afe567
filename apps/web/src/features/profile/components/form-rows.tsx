import { ActionIcon, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  count: number;
  /** The fields of the row at `index`. */
  row: (index: number) => ReactNode;
  /** Names the row's remove button for screen readers, e.g. 'Quitar el e-mail 1'. */
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  /** False while the list must keep the rows it has (at least one e-mail). */
  removable?: boolean;
  addLabel: string;
  onAdd: () => void;
  readOnly: boolean;
}

/** A form list that grows and shrinks (e-mails, phones, licences): each row and its ✕, then 'Agregar'. */
export function FormRows({
  count,
  row,
  removeLabel,
  onRemove,
  removable = true,
  addLabel,
  onAdd,
  readOnly,
}: Props) {
  const editable = !readOnly;
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Group key={index} align="flex-end" wrap="wrap" gap="xs">
          {row(index)}
          {editable && removable && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={removeLabel(index)}
              onClick={() => onRemove(index)}
            >
              ✕
            </ActionIcon>
          )}
        </Group>
      ))}
      {editable && (
        <div>
          <Button variant="subtle" size="xs" onClick={onAdd}>
            {addLabel}
          </Button>
        </div>
      )}
    </>
  );
}
