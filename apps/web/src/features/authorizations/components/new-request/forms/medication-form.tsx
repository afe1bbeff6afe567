import { TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import {
  singleMedicationRequest,
  type FiledAuthorizationResponse,
  type RudiFile,
} from '@portal/contracts';
import { parseQuantity, requiredDocuments } from '@portal/domain/authorizations';
import { DateField } from '@/components/date-field/date-field';
import { ObservationField } from '../fields/observation-field';
import { PlaceSelect } from '../fields/place-select';
import { QuantityField } from '@/components/quantity-field';
import type { RequestContext } from '../request-context';
import { RequestFormShell } from '../request-form-shell';
import { textProps, useRequestForm } from '../use-request-form';

interface MedicationValues extends Record<string, unknown> {
  lugarAtencionPrestador: string;
  fechaOrden: string;
  /** cantidad as typed: the schema refuses what is no whole number from 1 to the limit. */
  medicamento: { descripcion: string; presentacion: string; cantidad: string };
  observacion: string;
}

/**
 * The choices the schema cannot word. A field is named only when it has a problem: a null here
 * would hide the schema's own message on it (an order date that is no real day).
 */
function rules(values: MedicationValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.lugarAtencionPrestador) errors.lugarAtencionPrestador = 'Elegí el lugar de atención.';
  if (!values.fechaOrden.trim()) errors.fechaOrden = 'Ingresá la fecha de la orden.';
  return errors;
}

interface Props {
  context: RequestContext;
  onFiled: (answer: FiledAuthorizationResponse) => void;
}

/** autorizacion-medicacion-unica: one medication, its presentation and quantity. */
export function MedicationForm({ context, onFiled }: Props) {
  const toBody = (values: MedicationValues, imagenes: RudiFile[]) => ({
    prestador: context.provider,
    lugarAtencionPrestador: Number(values.lugarAtencionPrestador) || 0,
    fechaOrden: values.fechaOrden,
    afiliado: context.afiliado,
    medicamento: { ...values.medicamento, cantidad: parseQuantity(values.medicamento.cantidad) },
    observacion: values.observacion,
    imagenes,
  });
  const { form } = useRequestForm<MedicationValues, ReturnType<typeof toBody>>({
    initialValues: {
      lugarAtencionPrestador: '',
      fechaOrden: '',
      medicamento: { descripcion: '', presentacion: '', cantidad: '1' },
      observacion: '',
    },
    schema: singleMedicationRequest,
    toBody,
    rules,
    orderDates: { now: context.now, at: '' },
  });

  return (
    <RequestFormShell
      form={form}
      label="Medicación única"
      documents={requiredDocuments('autorizacion-medicacion-unica')}
      build={(values, imagenes) => ({
        kind: 'autorizacion-medicacion-unica',
        body: toBody(values, imagenes),
      })}
      onFiled={onFiled}
    >
      <PlaceSelect now={context.now} {...textProps(form, 'lugarAtencionPrestador')} />
      <DateField label="Fecha de la orden" required w={220} {...textProps(form, 'fechaOrden')} />
      <TextInput
        label="Medicamento"
        required
        maxLength={160}
        {...form.getInputProps('medicamento.descripcion')}
      />
      <TextInput
        label="Presentación"
        maxLength={120}
        {...form.getInputProps('medicamento.presentacion')}
      />
      <QuantityField label="Cantidad" required {...form.getInputProps('medicamento.cantidad')} />
      <ObservationField {...textProps(form, 'observacion')} />
    </RequestFormShell>
  );
}
