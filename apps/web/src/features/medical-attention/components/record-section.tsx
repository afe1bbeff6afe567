import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RowCards, type CardField } from '@/components/row-cards/row-cards';

interface Props<Row> {
  /** The section's heading, which also names its list. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** What the row is (a consultation, a report), heading its card. */
  name: (row: Row) => string;
  date: (row: Row) => string;
  /** Shown instead of the date when the row spans days (a hospital stay). */
  period?: ((row: Row) => string) | undefined;
  fields: readonly CardField<Row>[];
  action?: (row: Row) => ReactNode;
}

/** One section of a patient's record: its heading and its rows as cards, or 'Sin registros.' */
export function RecordSection<Row>({
  label,
  rows,
  rowKey,
  name,
  date,
  period,
  fields,
  action,
}: Props<Row>) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {label}
      </Title>
      {rows.length === 0 ? (
        <Text>Sin registros.</Text>
      ) : (
        <RowCards
          label={label}
          rows={rows}
          rowKey={rowKey}
          cardLabel={(row) => `${name(row)}, ${date(row)}`}
          title={(row) => (
            <>
              <Text fw={700}>{name(row)}</Text>
              <Text c="dimmed">{period ? period(row) : date(row)}</Text>
            </>
          )}
          fields={fields}
          action={action}
        />
      )}
    </Stack>
  );
}
