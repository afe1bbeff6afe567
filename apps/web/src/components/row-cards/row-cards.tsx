import '@mantine/core/styles/Paper.css';
import './row-cards.css';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface CardField<Row> {
  label: string;
  value: (row: Row) => ReactNode;
}

interface Props<Row> {
  /** Names the list (usually the table's caption). */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Names each card for screen readers, e.g. 'Trámite 7000101'. */
  cardLabel: (row: Row) => string;
  /** The key columns, first and prominent: what the table must never hide on a phone. */
  title: (row: Row) => ReactNode;
  fields: readonly CardField<Row>[];
  action?: (row: Row) => ReactNode;
}

/**
 * A list's rows as cards, for a phone (390 px): the key columns head each card and every other
 * column follows labelled, so nothing hides off-screen and nothing scrolls sideways.
 */
export function RowCards<Row>({
  label,
  rows,
  rowKey,
  cardLabel,
  title,
  fields,
  action,
}: Props<Row>) {
  return (
    <Stack gap="xs" component="ul" aria-label={label} className="row-cards">
      {rows.map((row) => (
        <Paper
          key={rowKey(row)}
          withBorder
          p="sm"
          radius="md"
          component="li"
          aria-label={cardLabel(row)}
        >
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              {title(row)}
            </Group>
            {/* A div, not a paragraph: a value may be a list (a prescription's medications). */}
            {fields.map((field) => (
              <Text component="div" size="sm" key={field.label}>
                <Text span size="sm" fw={600}>{`${field.label}: `}</Text>
                {field.value(row)}
              </Text>
            ))}
            {action?.(row)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
