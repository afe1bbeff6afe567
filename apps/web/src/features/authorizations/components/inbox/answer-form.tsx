import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { authorizationAnswerRequest } from '@portal/contracts';
import { AUTHORIZATION_LIMITS } from '@portal/domain/authorizations';
import { CASE_MESSAGES } from '@portal/domain/support-cases';
import { useState } from 'react';
import { AttachmentPicker } from '@/components/attachments/attachment-picker';
import { toRudiFiles, type PickedFile } from '@/components/attachments/picked-files';
import { showToast } from '@/components/toasts';
import { UploadProgress } from '@/components/upload-progress';
import { errorMessage, isAlreadyReported } from '@/lib/api-error';
import { useAnswerObservation } from '../../api/inbox';

interface Props {
  nro: number;
  onDone?: () => void;
}

/** The provider's answer to the insurer's observation, with files; the request goes back. */
export function AnswerForm({ nro, onDone }: Props) {
  const answer = useAnswerObservation();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { texto: '', imagenes: [] as never[] },
    validate: schemaResolver(authorizationAnswerRequest, { sync: true }),
  });

  const send = form.onSubmit(({ texto }) => {
    setProgress(0);
    answer.mutate(
      { nro, body: { texto, imagenes: toRudiFiles(files) }, onProgress: setProgress },
      {
        onSuccess: () => {
          showToast(CASE_MESSAGES.replySent, 'success');
          onDone?.();
        },
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <form onSubmit={send} noValidate aria-label={`Respuesta al trámite ${nro}`}>
      <Stack gap="sm">
        <Textarea
          label="Tu respuesta"
          required
          autosize
          minRows={3}
          maxLength={AUTHORIZATION_LIMITS.answerMaxLength}
          {...form.getInputProps('texto')}
        />
        <AttachmentPicker
          files={files}
          onChange={setFiles}
          disabled={answer.isPending}
          label="Adjuntar archivos"
        />
        <UploadProgress
          fraction={progress}
          label="Envío de la respuesta"
          savingText="Archivos enviados. Guardando la respuesta…"
        />
        {answer.isError && !isAlreadyReported(answer.error) && (
          <Alert color="red" variant="light" role="alert" title="No se pudo enviar la respuesta">
            {errorMessage(answer.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={answer.isPending}>
            Enviar respuesta
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
