import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { OBSERVATION_MAX_LENGTH } from '@portal/contracts';
import {
  CASE_EXTRA_MESSAGES,
  CASE_MESSAGES,
  REPLY_ACTION,
  sanitizeObservation,
} from '@portal/domain/support-cases';
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { showToast } from '@/components/toasts';
import { UploadProgress } from '@/components/upload-progress';
import { isAlreadyReported, isApiError } from '@/lib/api-error';
import { useReplyCase } from '../../api/reply-case';
import { AttachmentPicker } from '@/components/attachments/attachment-picker';
import { toRudiFiles, type PickedFile } from '@/components/attachments/picked-files';

interface Props {
  nroTramite: number;
  /** The insurer's latest question, quoted above the answer. */
  question?: string | null | undefined;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The answer to a case the insurer observed (estado 2, spec §4): text and files through
 * transicionar-tramite with action tramite-recibido; the case goes back to Pendiente.
 */
export function ReplyForm({ nroTramite, question, headingRef }: Props) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const reply = useReplyCase();
  const dialogs = useDialogs();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const observacion = sanitizeObservation(text);
    if (!observacion) {
      setError(CASE_EXTRA_MESSAGES.observationRequired);
      textRef.current?.focus();
      return;
    }
    setRefusal(null);
    setProgress(0);
    try {
      await reply.mutateAsync({
        body: { nroTramite, accion: REPLY_ACTION, observacion, rudiFiles: toRudiFiles(files) },
        onProgress: setProgress,
      });
      setText('');
      setFiles([]);
      dialogs.success({ message: CASE_MESSAGES.replySent });
    } catch (failure) {
      if (isAlreadyReported(failure)) return;
      showToast(CASE_MESSAGES.replyFailed, 'error');
      // A refusal the user can fix (a file, the text) is explained beside the form.
      if (isApiError(failure) && failure.status >= 400 && failure.status < 500) {
        setRefusal(failure.message);
      }
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby="responder-titulo" id="responder">
      <Title order={2} size="h3" id="responder-titulo" ref={headingRef} tabIndex={-1} mb="xs">
        Responder el pedido de información
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="responder-titulo">
        <fieldset disabled={reply.isPending} className="plain-fieldset">
          <Stack gap="md" maw={760}>
            {question && (
              <blockquote className="case-question">
                <Text size="sm" fw={600}>
                  La obra social pregunta:
                </Text>
                <Text size="sm" className="case-timeline__text">
                  {question}
                </Text>
              </blockquote>
            )}
            <Textarea
              ref={textRef}
              label="Respuesta"
              description="Se envía sin tildes ni signos de puntuación."
              required
              autosize
              minRows={4}
              maxRows={12}
              maxLength={OBSERVATION_MAX_LENGTH}
              value={text}
              error={error}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setError(undefined);
              }}
            />
            <AttachmentPicker
              files={files}
              onChange={setFiles}
              disabled={reply.isPending}
              label="Adjuntar archivos a la respuesta"
            />
            {refusal && (
              <Alert color="red" variant="light" role="alert">
                {refusal}
              </Alert>
            )}
            <UploadProgress
              fraction={progress}
              label="Envío de la respuesta"
              savingText="Archivos enviados. Guardando la respuesta…"
            />
            <Group>
              <Button type="submit" loading={reply.isPending}>
                Enviar respuesta
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </section>
  );
}
