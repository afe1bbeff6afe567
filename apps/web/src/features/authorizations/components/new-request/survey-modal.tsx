import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { surveyAnswerRequest } from '@portal/contracts';
import { showToast } from '@/components/toasts';
import { errorMessage, isAlreadyReported } from '@/lib/api-error';
import { useAnswerSurvey } from '../../api/survey';

const SCORES = [1, 2, 3, 4, 5] as const;

interface Props {
  opened: boolean;
  onClose: () => void;
}

/** The authorizations survey (spec §4), offered after a save when the server says it is due. */
export function SurveyModal({ opened, onClose }: Props) {
  const answer = useAnswerSurvey();
  const form = useForm({
    mode: 'controlled',
    initialValues: { puntaje: 0, comentario: '' },
    validate: schemaResolver(surveyAnswerRequest, { sync: true }),
  });

  const send = form.onSubmit((values) =>
    answer.mutate(values, {
      onSuccess: () => {
        showToast('¡Gracias por tu respuesta!', 'success');
        onClose();
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Encuesta de autorizaciones" centered>
      <form onSubmit={send} noValidate aria-label="Encuesta de autorizaciones">
        <Stack gap="md">
          <Text size="sm">¿Cómo calificarías la carga de autorizaciones en el portal?</Text>
          <Radio.Group
            label="Puntaje"
            description="1 es muy malo y 5 es excelente."
            required
            value={form.getValues().puntaje ? String(form.getValues().puntaje) : ''}
            error={form.errors.puntaje}
            onChange={(value) => form.setFieldValue('puntaje', Number(value))}
          >
            <Group gap="md" mt="xs">
              {SCORES.map((score) => (
                <Radio key={score} value={String(score)} label={String(score)} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label="Comentario"
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('comentario')}
          />
          {answer.isError && !isAlreadyReported(answer.error) && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(answer.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="subtle" onClick={onClose}>
              Ahora no
            </Button>
            <Button type="submit" loading={answer.isPending}>
              Enviar respuesta
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
