import { Group, NativeSelect, TextInput } from '@mantine/core';
import { VOUCHER_TYPES } from '@portal/domain';
import type { DraftErrors, NewCaseDraft } from './new-case-draft';

interface Props {
  draft: NewCaseDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<NewCaseDraft>) => void;
}

const VOUCHER_OPTIONS = [
  { value: '', label: 'Seleccioná el tipo' },
  ...VOUCHER_TYPES.map((type) => ({ value: type.id, label: type.descripcion })),
];

/** Settlement case (spec §5): the expediente number and the voucher's number and type. */
export function SettlementFields({ draft, errors, onChange }: Props) {
  return (
    <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
      <TextInput
        label="Número de expediente"
        required
        maxLength={20}
        data-field="expediente"
        value={draft.expediente}
        error={errors.expediente}
        onChange={(event) => onChange({ expediente: event.currentTarget.value })}
        miw={180}
      />
      <TextInput
        label="Número de comprobante"
        required
        maxLength={30}
        data-field="comprobanteNumero"
        value={draft.comprobanteNumero}
        error={errors.comprobanteNumero}
        onChange={(event) => onChange({ comprobanteNumero: event.currentTarget.value })}
        miw={180}
      />
      <NativeSelect
        label="Tipo de comprobante"
        required
        data-field="comprobanteTipo"
        data={VOUCHER_OPTIONS}
        value={draft.comprobanteTipo}
        error={errors.comprobanteTipo}
        onChange={(event) => onChange({ comprobanteTipo: event.currentTarget.value })}
        miw={180}
      />
    </Group>
  );
}
