import { Checkbox, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import {
  scheduledTransferRequest,
  type FiledAuthorizationResponse,
  type RudiFile,
} from '@portal/contracts';
import { DateField } from '@/components/date-field/date-field';
import { ObservationField } from '../fields/observation-field';
import type { RequestContext } from '../request-context';
import { requiredDocuments } from '@portal/domain/authorizations';
import { RequestFormShell } from '../request-form-shell';
import { textProps, useRequestForm } from '../use-request-form';

interface TransferValues extends Record<string, unknown> {
  tramite: {
    fechaOrden: string;
    fechaTraslado: string;
    origen: string;
    destino: string;
    idaYVuelta: boolean;
    observacion: string;
  };
}

/**
 * The dates the form asks for; their order (an order after today, a transfer before its order)
 * is the domain's, checked by useRequestForm's orderDates before anything is sent.
 */
function rules(values: TransferValues): FormErrors {
  const { fechaOrden, fechaTraslado } = values.tramite;
  const errors: FormErrors = {};
  if (!fechaOrden.trim()) errors['tramite.fechaOrden'] = 'Ingresá la fecha de la orden.';
  if (!fechaTraslado.trim()) errors['tramite.fechaTraslado'] = 'Ingresá la fecha del traslado.';
  return errors;
}

interface Props {
  context: RequestContext;
  onFiled: (answer: FiledAuthorizationResponse) => void;
}

/** traslado-programado-cimg (spec §3 "Scheduled transfer"). */
export function TransferForm({ context, onFiled }: Props) {
  const toBody = (values: TransferValues, imagenes: RudiFile[]) => ({
    tramite: { prestador: context.provider, ...values.tramite },
    afiliado: context.afiliado,
    imagenes,
  });
  const { form } = useRequestForm<TransferValues, ReturnType<typeof toBody>>({
    initialValues: {
      tramite: {
        fechaOrden: '',
        fechaTraslado: '',
        origen: '',
        destino: '',
        idaYVuelta: false,
        observacion: '',
      },
    },
    schema: scheduledTransferRequest,
    toBody,
    rules,
    orderDates: { now: context.now, at: 'tramite' },
  });

  return (
    <RequestFormShell
      form={form}
      label="Traslado programado"
      documents={requiredDocuments('traslado-programado-cimg')}
      build={(values, imagenes) => ({
        kind: 'traslado-programado-cimg',
        body: toBody(values, imagenes),
      })}
      onFiled={onFiled}
    >
      <DateField
        label="Fecha de la orden"
        required
        w={220}
        {...textProps(form, 'tramite.fechaOrden')}
      />
      <DateField
        label="Fecha del traslado"
        required
        w={220}
        {...textProps(form, 'tramite.fechaTraslado')}
      />
      <TextInput
        label="Origen"
        required
        maxLength={160}
        {...form.getInputProps('tramite.origen')}
      />
      <TextInput
        label="Destino"
        required
        maxLength={160}
        {...form.getInputProps('tramite.destino')}
      />
      <Checkbox
        label="Ida y vuelta"
        {...form.getInputProps('tramite.idaYVuelta', { type: 'checkbox' })}
      />
      <ObservationField {...textProps(form, 'tramite.observacion')} />
    </RequestFormShell>
  );
}
