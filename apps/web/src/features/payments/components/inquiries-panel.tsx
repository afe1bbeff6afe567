import { Alert, Button, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { inquiryRequest, type InquiryDto } from '@portal/contracts';
import { PAYMENT_INQUIRY_MESSAGES } from '@portal/domain/payments';
import { useState } from 'react';
import { LoadError } from '@/components/detail-page/load-error';
import { RowCards } from '@/components/row-cards/row-cards';
import { errorMessage } from '@/lib/api-error';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useReadOnly } from '@/lib/session/use-provider-id';
import { useFileInquiry, useInquiries, useInquiryOptions } from '../api/inquiries';
import { usePayments } from '../api/payments';
import { useInquiryEvents } from '../live/inquiry-events';

const INQUIRY_FIELDS = [
  { label: 'Pago', value: (inquiry: InquiryDto) => inquiry.ordenPago },
  { label: 'Motivo', value: (inquiry: InquiryDto) => inquiry.motivoDesc },
  { label: 'Empresa', value: (inquiry: InquiryDto) => inquiry.empresaDesc },
  { label: 'Observación', value: (inquiry: InquiryDto) => inquiry.observacion ?? '—' },
  { label: 'Iniciada', value: (inquiry: InquiryDto) => inquiry.alta },
  { label: 'Último cambio', value: (inquiry: InquiryDto) => inquiry.actualizado },
  {
    label: 'Respuesta de la aseguradora',
    value: (inquiry: InquiryDto) =>
      inquiry.respuesta === null ? '—' : `${inquiry.respuesta} (${inquiry.respondida ?? ''})`,
  },
];

const EMPTY = { pago: '', motivo: '', empresa: '', observacion: '' };

/** Consultas sobre pagos: file one about a payment with a reason, and follow each one's state. */
export function InquiriesPanel() {
  const inquiries = useInquiries();
  // The insurer's answers arrive live.
  useInquiryEvents();
  const { reasons, companies } = useInquiryOptions();
  const payments = usePayments({});
  const fileInquiry = useFileInquiry();
  const readOnly = useReadOnly();
  const [filed, setFiled] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(inquiryRequest, { sync: true }),
  });
  const submit = form.onSubmit(
    (values) => {
      setFiled(null);
      fileInquiry.mutate(
        {
          pago: values.pago,
          motivo: values.motivo,
          empresa: values.empresa,
          ...(values.observacion.trim() ? { observacion: values.observacion } : {}),
        },
        {
          onSuccess: (inquiry) => {
            form.setValues(EMPTY);
            setFiled(`${PAYMENT_INQUIRY_MESSAGES.filed} Consulta N.º ${inquiry.id}.`);
          },
        },
      );
    },
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );
  const choose = (items: { id: number; descripcion: string }[] | undefined) => [
    { value: '', label: 'Elegí una opción' },
    ...(items ?? []).map((item) => ({ value: String(item.id), label: item.descripcion })),
  ];

  return (
    <Stack gap="md">
      {!readOnly && (
        <form onSubmit={submit} noValidate aria-label="Nueva consulta sobre un pago">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Nueva consulta sobre un pago
            </Title>
            <NativeSelect
              label="Pago"
              required
              data={[
                { value: '', label: 'Elegí un pago' },
                ...(payments.data?.pagos ?? []).map((pago) => ({
                  value: String(pago.id),
                  label: `${pago.ordenPago} del ${pago.fecha}`,
                })),
              ]}
              {...form.getInputProps('pago')}
            />
            <NativeSelect
              label="Motivo"
              required
              data={choose(reasons.data)}
              {...form.getInputProps('motivo')}
            />
            <NativeSelect
              label="Empresa"
              required
              data={choose(companies.data)}
              {...form.getInputProps('empresa')}
            />
            <Textarea
              label="Observación"
              autosize
              minRows={2}
              maxLength={1000}
              {...form.getInputProps('observacion')}
            />
            {fileInquiry.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(fileInquiry.error)}
              </Alert>
            )}
            {filed && (
              <Alert color="green" variant="light" role="status">
                {filed}
              </Alert>
            )}
            <div>
              <Button type="submit" loading={fileInquiry.isPending}>
                Enviar consulta
              </Button>
            </div>
          </Stack>
        </form>
      )}
      <Title order={2} size="h4">
        Mis consultas
      </Title>
      {inquiries.isError && <LoadError error={inquiries.error} />}
      <RowCards
        label="Mis consultas"
        rows={inquiries.data?.llamados ?? []}
        rowKey={(inquiry) => inquiry.id}
        cardLabel={(inquiry) => `Consulta ${inquiry.id}`}
        title={(inquiry) => (
          <Text fw={700}>{`Consulta N.º ${inquiry.id} · ${inquiry.estadoDesc}`}</Text>
        )}
        fields={INQUIRY_FIELDS}
      />
    </Stack>
  );
}
