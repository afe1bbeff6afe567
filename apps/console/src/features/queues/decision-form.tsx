import { Button, FileInput, List, NativeSelect, Radio, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { isApiError } from '@portal/client/api-error';
import type { QueueItemDetail } from '@portal/contracts';
import type { QueueId } from '@portal/domain/queues';
import { CASE_AREA_TITLES, CASE_AREAS } from '@portal/domain/support-cases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCall } from '@/lib/call';
import { ConfirmDialog } from '@/lib/confirm-dialog';
import { ErrorNotice } from '@/lib/error-notice';
import { pickFiles, toRudiFiles, type PickedFile } from './decision-files';
import { QUEUE_DECISIONS, type DecisionAction, type DecisionDraft } from './decision-spec';
import { queueKey } from './queues-api';

export interface Notice {
  color: 'green' | 'orange';
  text: string;
}

interface Values {
  accion: string;
  mensaje: string;
  area: string;
}

/** Someone else decided first, or the provider's answer is awaited: the item is shown anew. */
export const NOT_WAITING_TEXT =
  'Este pedido ya no espera una decisión: otra persona lo decidió o espera la respuesta del prestador. Se muestra su estado actual.';

const bodyOf = (
  values: Values,
  action: DecisionAction | undefined,
  files: PickedFile[],
): DecisionDraft => ({
  accion: values.accion,
  mensaje: values.mensaje,
  ...(action?.area && values.area ? { area: values.area } : {}),
  ...(action?.files && files.length > 0 ? { archivos: toRudiFiles(files) } : {}),
});

/** The decision on a waiting item, by its queue's contract call; final ones are confirmed. */
export function DecisionForm({
  queue,
  item,
  onNotice,
}: {
  queue: QueueId;
  item: QueueItemDetail;
  /** What the page says after a decision or a conflict: the form leaves when the wait ends. */
  onNotice: (notice: Notice | null) => void;
}) {
  const spec = QUEUE_DECISIONS[queue];
  const call = useCall();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<Values | null>(null);
  const validate = schemaResolver(spec.call.body!, { sync: true });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { accion: '', mensaje: '', area: '' },
    validate: (values) =>
      validate(
        bodyOf(
          values,
          spec.actions.find((a) => a.value === values.accion),
          [],
        ),
      ),
  });
  const action = spec.actions.find((candidate) => candidate.value === form.values.accion);

  const decide = useMutation({
    mutationFn: (values: Values) => spec.send(call, item.id, bodyOf(values, action, files)),
    onSuccess: (answer) => {
      queryClient.setQueryData([...queueKey(queue), 'item', String(item.id)], answer);
      void queryClient.invalidateQueries({ queryKey: [...queueKey(queue), 'lista'] });
      void queryClient.invalidateQueries({ queryKey: ['inicio'] });
      onNotice({ color: 'green', text: `Decisión registrada: ${answer.estado.descripcion}.` });
      setConfirming(null);
      setFiles([]);
      form.reset();
    },
    onError: (error) => {
      setConfirming(null);
      if (isApiError(error) && error.status === 409) {
        onNotice({ color: 'orange', text: NOT_WAITING_TEXT });
        void queryClient.invalidateQueries({ queryKey: [...queueKey(queue), 'item'] });
      }
    },
  });

  const submit = form.onSubmit((values) => {
    onNotice(null);
    if (action?.final) setConfirming(values);
    else decide.mutate(values);
  });
  const conflict = isApiError(decide.error) && decide.error.status === 409;
  return (
    <form onSubmit={submit} aria-label="Decisión" noValidate>
      <Stack gap="sm">
        {!conflict && !confirming && <ErrorNotice error={decide.error} />}
        <Radio.Group label="Decisión" withAsterisk {...form.getInputProps('accion')}>
          <Stack gap={6} mt={4}>
            {spec.actions.map((candidate) => (
              <Radio key={candidate.value} value={candidate.value} label={candidate.label} />
            ))}
          </Stack>
        </Radio.Group>
        {action?.area && (
          <NativeSelect
            label="Área a la que pasa"
            withAsterisk
            data={[
              { value: '', label: 'Elegí un área' },
              ...CASE_AREAS.map((area) => ({ value: area, label: CASE_AREA_TITLES[area] })),
            ]}
            {...form.getInputProps('area')}
          />
        )}
        <Textarea
          label="Mensaje para el prestador"
          withAsterisk={action?.message === 'required'}
          rows={4}
          {...form.getInputProps('mensaje')}
        />
        {action?.files && (
          <>
            <FileInput
              label="Adjuntos"
              placeholder="Elegí archivos"
              multiple
              clearable
              value={[]}
              onChange={(picked) => {
                void pickFiles(files, picked).then((next) => {
                  setFiles(next.files);
                  setRefused(next.refused);
                });
              }}
            />
            {refused.map((message) => (
              <Text key={message} size="sm" c="red.9" role="alert">
                {message}
              </Text>
            ))}
            {files.length > 0 && (
              <List size="sm" aria-label="Archivos adjuntos">
                {files.map((file) => (
                  <List.Item key={file.fileName}>
                    {file.fileName}{' '}
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      aria-label={`Quitar ${file.fileName}`}
                      onClick={() =>
                        setFiles((current) => current.filter((other) => other !== file))
                      }
                    >
                      Quitar
                    </Button>
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
        <div>
          <Button type="submit" loading={decide.isPending && !confirming}>
            {action ? action.label : 'Decidir'}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        confirmation={
          confirming && action
            ? {
                title: `¿${action.label}?`,
                message: `El prestador lo ve al instante y la decisión termina el pedido N.º ${item.numero}: no se puede deshacer.`,
                confirmLabel: action.label,
                danger: action.value.startsWith('rechazar'),
              }
            : null
        }
        pending={decide.isPending}
        error={decide.error}
        onConfirm={() => confirming && decide.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
