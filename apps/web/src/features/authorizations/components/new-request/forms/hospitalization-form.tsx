import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import {
  hospitalizationNoticeRequest,
  type AuthorizationOptionsResponse,
  type FiledAuthorizationResponse,
  type RudiFile,
} from '@portal/contracts';
import { addDays, formatOrderDate } from '@portal/domain/format';
import {
  HOSPITALIZATION_ORDER_VALIDITY_DAYS,
  type LICENCE_TYPE_IDS,
  requiredDocuments,
} from '@portal/domain/authorizations';
import { DateField } from '@/components/date-field/date-field';
import { DiagnosisField } from '../fields/diagnosis-field';
import { ObservationField } from '../fields/observation-field';
import { PlaceSelect } from '../fields/place-select';
import type { RequestContext } from '../request-context';
import { RequestFormShell } from '../request-form-shell';
import { textProps, useRequestForm } from '../use-request-form';

interface HospitalizationValues extends Record<string, unknown> {
  lugarAtencionPrestador: string;
  autorizacion: {
    observacion: string;
    fechaOrden: string;
    fechaInternacion: string;
    sala: { id: string };
    diasInternacion: string;
    tipoInternacion: { id: string };
    diagnostico: { icd: string; descripcion: string };
    efector: { apellidoRazonSocial: string; matricula: { numero: string; tipo: string } };
  };
}

type Option = AuthorizationOptionsResponse['salas'][number];

const choices = (options: readonly Option[], placeholder: string) => [
  { value: '', label: placeholder },
  ...options.map((option) => ({ value: String(option.id), label: option.descripcion })),
];

function rules({ lugarAtencionPrestador, autorizacion }: HospitalizationValues): FormErrors {
  return {
    lugarAtencionPrestador: lugarAtencionPrestador ? null : 'Elegí el lugar de atención.',
    'autorizacion.diagnostico': autorizacion.diagnostico.icd ? null : 'Elegí un diagnóstico.',
    'autorizacion.fechaOrden': autorizacion.fechaOrden.trim()
      ? null
      : 'Ingresá la fecha de la orden.',
    'autorizacion.fechaInternacion': autorizacion.fechaInternacion.trim()
      ? null
      : 'Ingresá la fecha de internación.',
    'autorizacion.efector.matricula.numero': /^\d{1,9}$/.test(
      autorizacion.efector.matricula.numero.trim(),
    )
      ? null
      : 'Ingresá el número de matrícula.',
    'autorizacion.efector.matricula.tipo': autorizacion.efector.matricula.tipo
      ? null
      : 'Elegí el tipo de matrícula.',
  };
}

interface Props {
  context: RequestContext;
  options: AuthorizationOptionsResponse;
  onFiled: (answer: FiledAuthorizationResponse) => void;
}

/**
 * aviso-internacion (spec §3 "Hospitalization notice"). The order is valid until today + 60
 * days in Argentina (§4, §9): shown here, and the server's own date on the filed request.
 */
export function HospitalizationForm({ context, options, onFiled }: Props) {
  const validity = formatOrderDate(addDays(context.now, HOSPITALIZATION_ORDER_VALIDITY_DAYS));
  const toBody = (values: HospitalizationValues, imagenes: RudiFile[]) => {
    const { autorizacion: typed } = values;
    return {
      prestador: context.provider,
      lugarAtencionPrestador: Number(values.lugarAtencionPrestador) || 0,
      autorizacion: {
        observacion: typed.observacion,
        fechaOrden: typed.fechaOrden,
        fechaInternacion: typed.fechaInternacion,
        fechaValidezOrden: validity,
        sala: { id: Number(typed.sala.id) || 0 },
        diasInternacion: typed.diasInternacion,
        tipoInternacion: { id: Number(typed.tipoInternacion.id) || 0 },
        diagnostico: typed.diagnostico,
        efector: {
          apellidoRazonSocial: typed.efector.apellidoRazonSocial,
          matricula: {
            numero: Number(typed.efector.matricula.numero) || 0,
            tipo: typed.efector.matricula.tipo as (typeof LICENCE_TYPE_IDS)[number],
          },
        },
      },
      afiliado: {
        ...context.afiliado,
        ...(context.plan === null ? {} : { plan: { codigo: context.plan } }),
      },
      imagenes,
    };
  };
  const { form } = useRequestForm<HospitalizationValues, ReturnType<typeof toBody>>({
    initialValues: {
      lugarAtencionPrestador: '',
      autorizacion: {
        observacion: '',
        fechaOrden: '',
        fechaInternacion: '',
        sala: { id: '' },
        diasInternacion: '',
        tipoInternacion: { id: '' },
        diagnostico: { icd: '', descripcion: '' },
        efector: { apellidoRazonSocial: '', matricula: { numero: '', tipo: '' } },
      },
    },
    schema: hospitalizationNoticeRequest,
    toBody,
    rules,
    orderDates: { now: context.now, at: 'autorizacion' },
  });
  const at = (path: string) => form.getInputProps(`autorizacion.${path}`);

  return (
    <RequestFormShell
      form={form}
      label="Aviso de internación"
      documents={requiredDocuments('aviso-internacion')}
      build={(values, imagenes) => ({ kind: 'aviso-internacion', body: toBody(values, imagenes) })}
      onFiled={onFiled}
    >
      <PlaceSelect now={context.now} {...textProps(form, 'lugarAtencionPrestador')} />
      <Group align="flex-start" gap="md" wrap="wrap">
        <DateField
          label="Fecha de la orden"
          required
          w={220}
          {...textProps(form, 'autorizacion.fechaOrden')}
        />
        <DateField
          label="Fecha de internación"
          required
          w={220}
          {...textProps(form, 'autorizacion.fechaInternacion')}
        />
        <TextInput
          label="Validez de la orden"
          description="60 días desde hoy."
          readOnly
          w={220}
          value={validity}
        />
      </Group>
      <Group align="flex-start" gap="md" wrap="wrap">
        <NativeSelect
          label="Sala"
          required
          data={choices(options.salas, 'Seleccioná una sala')}
          w={240}
          {...at('sala.id')}
        />
        <NativeSelect
          label="Tipo de internación"
          required
          data={choices(options.tiposInternacion, 'Seleccioná un tipo')}
          w={240}
          {...at('tipoInternacion.id')}
        />
        <TextInput
          label="Días de internación"
          description="Si no es un número, se toma 1."
          maxLength={10}
          w={200}
          {...at('diasInternacion')}
        />
      </Group>
      <DiagnosisField
        value={form.getValues().autorizacion.diagnostico}
        error={form.errors['autorizacion.diagnostico']}
        onChange={(diagnostico) => form.setFieldValue('autorizacion.diagnostico', diagnostico)}
      />
      <TextInput
        label="Efector (apellido o razón social)"
        required
        maxLength={160}
        {...at('efector.apellidoRazonSocial')}
      />
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput
          label="Número de matrícula"
          required
          inputMode="numeric"
          maxLength={9}
          w={200}
          {...at('efector.matricula.numero')}
        />
        <NativeSelect
          label="Tipo de matrícula"
          required
          data={choices(options.tiposMatricula, 'Seleccioná un tipo')}
          w={240}
          {...at('efector.matricula.tipo')}
        />
      </Group>
      <ObservationField {...textProps(form, 'autorizacion.observacion')} />
    </RequestFormShell>
  );
}
