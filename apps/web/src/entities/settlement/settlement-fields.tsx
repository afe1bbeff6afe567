import { Group, NativeSelect, TextInput } from '@mantine/core';
import { VOUCHER_TYPES } from '@portal/domain/support-cases';

/** What the fields hold: the texts as typed; the domain's settlementCaseFields checks them. */
export interface SettlementFieldsValue {
  expediente: string;
  comprobanteNumero: string;
  comprobanteTipo: string;
}

export type SettlementFieldsErrors = Partial<Record<keyof SettlementFieldsValue, string>>;

interface Props {
  value: SettlementFieldsValue;
  errors: SettlementFieldsErrors;
  /** Only the field that changed: a caller clears that field's error and keeps the others'. */
  onChange: (change: Partial<SettlementFieldsValue>) => void;
}

const VOUCHER_OPTIONS = [
  { value: '', label: 'Seleccioná el tipo' },
  ...VOUCHER_TYPES.map((type) => ({ value: type.id, label: type.descripcion })),
];

/**
 * A settlement's expediente number and the voucher's number and type (spec §5). Each field
 * carries data-field with its name, so a form can focus the first one with an error.
 */
export function SettlementFields({ value, errors, onChange }: Props) {
  return (
    <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
      <TextInput
        label="Número de expediente"
        required
        maxLength={20}
        data-field="expediente"
        value={value.expediente}
        error={errors.expediente}
        onChange={(event) => onChange({ expediente: event.currentTarget.value })}
        miw={180}
      />
      <TextInput
        label="Número de comprobante"
        required
        maxLength={30}
        data-field="comprobanteNumero"
        value={value.comprobanteNumero}
        error={errors.comprobanteNumero}
        onChange={(event) => onChange({ comprobanteNumero: event.currentTarget.value })}
        miw={180}
      />
      <NativeSelect
        label="Tipo de comprobante"
        required
        data-field="comprobanteTipo"
        data={VOUCHER_OPTIONS}
        value={value.comprobanteTipo}
        error={errors.comprobanteTipo}
        onChange={(event) => onChange({ comprobanteTipo: event.currentTarget.value })}
        miw={180}
      />
    </Group>
  );
}
