import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { HomeRecentValidation } from '@portal/contracts';
import { HOME_EMPTY } from '@portal/domain/home';
import { Link } from 'react-router';
import { validationPath } from './paths';

/** The user's own last validations: each one validated again with a click. */
export function RecentValidations({ rows }: { rows: readonly HomeRecentValidation[] }) {
  if (rows.length === 0) return <Text c="dimmed">{HOME_EMPTY.validacion}</Text>;
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Tus últimas validaciones"
    >
      {rows.map((row, index) => (
        <li key={`${row.afiliado}-${row.fecha}-${index}`}>
          <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{row.afiliado}</Text>
                <Badge color={row.valido ? 'green' : 'red'} variant="light">
                  {row.valido ? 'Válido' : 'No válido'}
                </Badge>
              </Group>
              <Text size="sm">{row.nombre || 'Sin afiliado con ese número'}</Text>
              <Text size="sm" c="dimmed">
                {row.fecha}
              </Text>
            </Stack>
            <Button
              component={Link}
              to={validationPath(row)}
              variant="light"
              size="xs"
              aria-label={`Validar de nuevo ${row.afiliado}`}
              style={{ flexShrink: 0 }}
            >
              Validar de nuevo
            </Button>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
