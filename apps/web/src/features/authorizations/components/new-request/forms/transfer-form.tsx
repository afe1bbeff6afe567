import { Checkbox, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import {
  scheduledTransferRequest,
  type FiledAuthorizationResponse,
  type RudiFile,
} from '@portal/contracts';
import { ORDER_DATE_MESSAGES, orderDatesProblem } from '@portal/domain';
import { DateField } from '@/components/date-field/date-field';
import { ObservationField } from '../fields/observation-field';
import type { RequestContext } from '../request-context';
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
 * The form's own checks, said on the field they concern before anything is sent: the server
 * refuses an order after today or a transfer before its order (the domain's orderDatesProblem)
 * only once the files are uploaded, and beside the button. A field is named only when it has a
 * problem: a null here would hide the schema's own message on it (a date that is no real day).
 */
function rules(values: TransferValues, now: Date): FormErrors {
  const { fechaOrden, fechaTraslado } = values.tramite;
  const errors: FormErrors = {};
  if (!fechaOrden.trim()) errors['tramite.fechaOrden'] = 'Ingresá la fecha de la orden.';
  if (!fechaTraslado.trim()) errors['tramite.fechaTraslado'] = 'Ingresá la fecha del traslado.';
  const problem = orderDatesProblem({ fechaOrden, fechaTraslado }, now);
  if (problem === ORDER_DATE_MESSAGES.orderInFuture) errors['tramite.fechaOrden'] = problem;
  if (problem === ORDER_DATE_MESSAGES.transferBeforeOrder)
    errors['tramite.fechaTraslado'] = problem;
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
    rules: (values) => rules(values, context.now),
  });

  return (
    <RequestFormShell
      form={form}
      label="Traslado programado"
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
