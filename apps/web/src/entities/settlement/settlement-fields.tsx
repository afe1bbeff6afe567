import { Group, NativeSelect, TextInput } from '@mantine/core';
import { VOUCHER_TYPES } from '@portal/domain/support-cases';
import type { ChangeEvent, ReactNode } from 'react';

/** The three fields, named as the domain's settlementCaseFields reads them. */
export type SettlementField = 'numero' | 'comprobanteNumero' | 'comprobanteTipo';

/** A field's props as a form library gives them (@mantine/form's getInputProps). */
export interface SettlementFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  error?: ReactNode;
  'data-path'?: string;
}

interface Props {
  /** Each field's value, error and change handler, from the caller's form. */
  field: (name: SettlementField) => SettlementFieldProps;
}

const VOUCHER_OPTIONS = [
  { value: '', label: 'Seleccioná el tipo' },
  ...VOUCHER_TYPES.map((type) => ({ value: type.id, label: type.descripcion })),
];

/** A settlement's expediente number and the voucher's number and type (spec §5). */
export function SettlementFields({ field }: Props) {
  return (
    <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
      <TextInput
        label="Número de expediente"
        required
        maxLength={20}
        {...field('numero')}
        miw={180}
      />
      <TextInput
        label="Número de comprobante"
        required
        maxLength={30}
        {...field('comprobanteNumero')}
        miw={180}
      />
      <NativeSelect
        label="Tipo de comprobante"
        required
        data={VOUCHER_OPTIONS}
        {...field('comprobanteTipo')}
        miw={180}
      />
    </Group>
  );
}
