import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { ServiceDto } from '@portal/contracts';
import { AUTHORIZATION_LIMITS, parseQuantity } from '@portal/domain/authorizations';
import { ServiceSearch } from '@/entities/service/service-search';
import { QuantityField } from '@/components/quantity-field';

/** One line of prestacion[] as the form holds it: the service picked and how many, as typed. */
export interface ServiceLine {
  key: number;
  service: ServiceDto | null;
  cantidad: string;
}

let nextKey = 1;

export function newServiceLine(): ServiceLine {
  return { key: nextKey++, service: null, cantidad: '1' };
}

/**
 * prestacion[] as the contract takes it ({codigo, cantidad}); 0 stands for "not picked yet" and
 * a quantity that is no whole number reaches the schema as NaN, which it refuses in words.
 */
export function toServices(lines: readonly ServiceLine[]) {
  return lines.map((line) => ({
    codigo: line.service?.codigo ?? 0,
    cantidad: parseQuantity(line.cantidad),
  }));
}

/** A line without its service says so in words, not with the schema's number message. */
export function serviceLineRules(lines: readonly ServiceLine[]): FormErrors {
  const errors: FormErrors = {};
  lines.forEach((line, index) => {
    if (!line.service) errors[`prestacion.${index}.codigo`] = 'Elegí una prestación.';
  });
  return errors;
}

interface Props {
  lines: ServiceLine[];
  errors: FormErrors;
  onChange: (lines: ServiceLine[]) => void;
}

/** prestacion[]: each line a service type-ahead and its quantity; lines can be added and removed. */
export function ServiceLines({ lines, errors, onChange }: Props) {
  const update = (key: number, change: Partial<ServiceLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const full = lines.length >= AUTHORIZATION_LIMITS.maxServices;
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" id="service-lines-title">
        Prestaciones
      </Text>
      {typeof errors.prestacion === 'string' && (
        <Text size="sm" c="red.8" role="alert">
          {errors.prestacion}
        </Text>
      )}
      {lines.map((line, index) => (
        <Paper key={line.key} withBorder p="sm" radius="md">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <div style={{ flex: '1 1 16rem' }}>
              <ServiceSearch
                scope="autorizaciones"
                label={`Prestación ${index + 1}`}
                required
                value={line.service}
                error={errors[`prestacion.${index}.codigo`] as string | undefined}
                onChange={(service) => update(line.key, { service })}
              />
            </div>
            <QuantityField
              label={`Cantidad de la prestación ${index + 1}`}
              required
              value={line.cantidad}
              error={errors[`prestacion.${index}.cantidad`]}
              onChange={(event) => update(line.key, { cantidad: event.currentTarget.value })}
            />
            {lines.length > 1 && (
              <Button
                variant="subtle"
                color="red"
                mt={24}
                onClick={() => onChange(lines.filter((item) => item.key !== line.key))}
                aria-label={`Quitar la prestación ${index + 1}`}
              >
                Quitar
              </Button>
            )}
          </Group>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          disabled={full}
          onClick={() => onChange([...lines, newServiceLine()])}
        >
          Agregar prestación
        </Button>
      </Group>
    </Stack>
  );
}
