import { Group, Radio, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import {
  dentalAuthorizationRequest,
  type FiledAuthorizationResponse,
  type RudiFile,
} from '@portal/contracts';
import { DateField } from '@/components/date-field/date-field';
import { ObservationField } from '../fields/observation-field';
import { PlaceSelect } from '../fields/place-select';
import type { RequestContext } from '../request-context';
import { requiredDocuments } from '@portal/domain/authorizations';
import { RequestFormShell } from '../request-form-shell';
import { textProps, useRequestForm } from '../use-request-form';

/** ortodoncia travels as 0 / 1 (spec §3). */
const ORTODONCIA = [0, 1] as const;

interface DentalValues extends Record<string, unknown> {
  tramite: {
    fechaOrden: string;
    lugarAtencionPrestador: string;
    observacion: string;
    /** 'Sí' / 'No' as the radio holds it; the body carries 1 / 0 (spec §3). */
    ortodoncia: '' | '1' | '0';
    tratamiento: string;
    etapa: string;
  };
}

function rules(values: DentalValues): FormErrors {
  const tramite = values.tramite;
  return {
    'tramite.lugarAtencionPrestador': tramite.lugarAtencionPrestador
      ? null
      : 'Elegí el lugar de atención.',
    'tramite.fechaOrden': tramite.fechaOrden.trim() ? null : 'Ingresá la fecha de la orden.',
    'tramite.ortodoncia': tramite.ortodoncia ? null : 'Indicá si es ortodoncia.',
  };
}

interface Props {
  context: RequestContext;
  onFiled: (answer: FiledAuthorizationResponse) => void;
}

/** autorizacion-odontologica (spec §3 "Dental"), offered only to odontology providers. */
export function DentalForm({ context, onFiled }: Props) {
  const toBody = (values: DentalValues, imagenes: RudiFile[]) => {
    const { tramite } = values;
    return {
      tramite: {
        fechaOrden: tramite.fechaOrden,
        prestador: context.provider,
        lugarAtencionPrestador: Number(tramite.lugarAtencionPrestador) || 0,
        observacion: tramite.observacion,
        ortodoncia: ORTODONCIA[tramite.ortodoncia === '1' ? 1 : 0],
        tratamiento: tramite.tratamiento,
        etapa: tramite.etapa,
      },
      afiliado: context.afiliado,
      imagenes,
    };
  };
  const { form } = useRequestForm<DentalValues, ReturnType<typeof toBody>>({
    initialValues: {
      tramite: {
        fechaOrden: '',
        lugarAtencionPrestador: '',
        observacion: '',
        ortodoncia: '',
        tratamiento: '',
        etapa: '',
      },
    },
    schema: dentalAuthorizationRequest,
    toBody,
    rules,
    orderDates: { now: context.now, at: 'tramite' },
  });

  return (
    <RequestFormShell
      form={form}
      label="Autorización odontológica"
      documents={requiredDocuments('autorizacion-odontologica')}
      build={(values, imagenes) => ({
        kind: 'autorizacion-odontologica',
        body: toBody(values, imagenes),
      })}
      onFiled={onFiled}
    >
      <PlaceSelect now={context.now} {...textProps(form, 'tramite.lugarAtencionPrestador')} />
      <DateField
        label="Fecha de la orden"
        required
        w={220}
        {...textProps(form, 'tramite.fechaOrden')}
      />
      <Radio.Group label="Ortodoncia" required {...form.getInputProps('tramite.ortodoncia')}>
        <Group gap="lg" mt="xs">
          <Radio value="1" label="Sí" />
          <Radio value="0" label="No" />
        </Group>
      </Radio.Group>
      <TextInput
        label="Tratamiento"
        required
        maxLength={200}
        {...form.getInputProps('tramite.tratamiento')}
      />
      <TextInput label="Etapa" maxLength={60} {...form.getInputProps('tramite.etapa')} />
      <ObservationField {...textProps(form, 'tramite.observacion')} />
    </RequestFormShell>
  );
}
