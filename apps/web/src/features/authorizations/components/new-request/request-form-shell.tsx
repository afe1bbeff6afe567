import '@mantine/core/styles/List.css';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FiledAuthorizationResponse, RudiFile } from '@portal/contracts';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { useRef, useState, type ReactNode } from 'react';
import { AttachmentPicker } from '@/components/attachments/attachment-picker';
import { toRudiFiles, type PickedFile } from '@/components/attachments/picked-files';
import { UploadProgress } from '@/components/upload-progress';
import { errorMessage, isAlreadyReported } from '@/lib/api-error';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useReadOnly } from '@/lib/session/use-provider-id';
import { useFileRequest, type FiledRequest } from '../../api/file-request';

interface Props<Values> {
  form: UseFormReturnType<Values>;
  /** The form's accessible name ('Autorización médica'). */
  label: string;
  /** Whether the kind carries imagenes (the order, studies, budget). */
  withFiles?: boolean;
  /** What this kind asks to attach (the domain's requiredDocuments, as documentacion-para-autorizaciones shows it). */
  documents?: readonly string[];
  build: (values: Values, imagenes: RudiFile[]) => FiledRequest;
  /** A last check before sending (esautorizable): a warning stops the send. */
  beforeSend?: (values: Values) => Promise<string | null>;
  onFiled: (answer: FiledAuthorizationResponse) => void;
  children: ReactNode;
}

/**
 * What every kind of Alta de trámites shares: the files, the send with its progress, and the
 * server's refusal beside the button. A refusal keeps everything typed and every file picked.
 */
export function RequestFormShell<Values>({
  form,
  label,
  withFiles = true,
  documents = [],
  build,
  beforeSend,
  onFiled,
  children,
}: Props<Values>) {
  const readOnly = useReadOnly();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fileRequest = useFileRequest();
  const sending = fileRequest.isPending || checking;

  const send = async (values: Values) => {
    setRefusal(null);
    setWarning(null);
    if (beforeSend) {
      setChecking(true);
      const problem = await beforeSend(values).finally(() => setChecking(false));
      if (problem) {
        setWarning(problem);
        return;
      }
    }
    setProgress(0);
    try {
      const request = build(values, toRudiFiles(files));
      onFiled(await fileRequest.mutateAsync({ request, onProgress: setProgress }));
    } catch (error) {
      if (!isAlreadyReported(error)) setRefusal(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      onSubmit={form.onSubmit(
        (values) => void send(values),
        () => focusFirstInvalid(formRef.current),
      )}
    >
      <fieldset disabled={readOnly || sending} className="authorizations-fieldset">
        <Stack gap="md" maw={760}>
          {readOnly && (
            <Alert color="yellow" variant="light" role="status">
              {EXTRA_MESSAGES.readOnly}
            </Alert>
          )}
          {children}
          {withFiles && (
            <Stack gap={4}>
              <Text fw={500} size="sm">
                Archivos adjuntos
              </Text>
              {documents.length > 0 && (
                // A list with its own padding: a Text styled as a list zeroes it, and the
                // bullets then hang outside the form's column.
                <List size="sm" withPadding aria-label="Documentación a adjuntar">
                  {documents.map((document) => (
                    <List.Item key={document}>{document}</List.Item>
                  ))}
                </List>
              )}
              <AttachmentPicker
                files={files}
                onChange={setFiles}
                disabled={readOnly || sending}
                label="Adjuntar archivos"
              />
            </Stack>
          )}
          <UploadProgress
            fraction={progress}
            label="Envío del trámite"
            savingText="Archivos enviados. Guardando el trámite…"
          />
          {warning && (
            <Alert color="yellow" variant="light" role="alert" title="Revisá las prestaciones">
              {warning}
            </Alert>
          )}
          {refusal && (
            <Alert color="red" variant="light" role="alert" title="No se pudo guardar el trámite">
              {refusal}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={sending} disabled={readOnly}>
              Enviar trámite
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
