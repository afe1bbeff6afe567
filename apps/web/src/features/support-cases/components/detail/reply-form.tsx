import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { OBSERVATION_MAX_LENGTH, replyCaseRequest, type ReplyCaseRequest } from '@portal/contracts';
import {
  CASE_EXTRA_MESSAGES,
  CASE_MESSAGES,
  REPLY_ACTION,
  sanitizeObservation,
} from '@portal/domain/support-cases';
import { useState, type Ref } from 'react';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { showToast } from '@/components/toasts';
import { UploadProgress } from '@/components/upload-progress';
import { isAlreadyReported, isApiError } from '@/lib/api-error';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useReplyCase } from '../../api/reply-case';
import { AttachmentPicker } from '@/components/attachments/attachment-picker';
import { toRudiFiles, type PickedFile } from '@/components/attachments/picked-files';

interface Props {
  nroTramite: number;
  /** The insurer's latest question, quoted above the answer. */
  question?: string | null | undefined;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** What the form holds: the body's text as typed; it travels sanitised. */
interface ReplyValues {
  observacion: string;
}

const bySchema = schemaResolver(replyCaseRequest, { sync: true });

function toBody(nroTramite: number, values: ReplyValues, files: PickedFile[]): ReplyCaseRequest {
  return {
    nroTramite,
    accion: REPLY_ACTION,
    observacion: sanitizeObservation(values.observacion),
    rudiFiles: toRudiFiles(files),
  };
}

/** The contract's schema of the body, then a text that is empty once sanitised (the server's rule too). */
function validate(nroTramite: number, values: ReplyValues): FormErrors {
  const errors: FormErrors = { ...bySchema(toBody(nroTramite, values, [])) };
  if (!sanitizeObservation(values.observacion)) {
    errors.observacion = CASE_EXTRA_MESSAGES.observationRequired;
  }
  return errors;
}

/**
 * The answer to a case the insurer observed (estado 2, spec §4): text and files through
 * transicionar-tramite with action tramite-recibido; the case goes back to Pendiente.
 */
export function ReplyForm({ nroTramite, question, headingRef }: Props) {
  const form = useForm<ReplyValues>({
    mode: 'controlled',
    initialValues: { observacion: '' },
    validate: (values) => validate(nroTramite, values),
  });
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const reply = useReplyCase();
  const dialogs = useDialogs();

  const submit = form.onSubmit(
    async (values) => {
      setRefusal(null);
      setProgress(0);
      try {
        await reply.mutateAsync({
          body: toBody(nroTramite, values, files),
          onProgress: setProgress,
        });
        form.setValues({ observacion: '' });
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
    },
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );

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
              label="Respuesta"
              description="Se envía sin tildes ni signos de puntuación."
              required
              autosize
              minRows={4}
              maxRows={12}
              maxLength={OBSERVATION_MAX_LENGTH}
              {...form.getInputProps('observacion')}
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
