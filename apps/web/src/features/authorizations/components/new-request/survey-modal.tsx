import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Rating.css';
import { Alert, Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { surveyAnswerRequest } from '@portal/contracts';
import { useId } from 'react';
import { showToast } from '@/components/toasts';
import { errorMessage, isAlreadyReported } from '@/lib/api-error';
import { useAnswerSurvey } from '../../api/survey';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/** The authorizations survey (spec §4), offered after a save when the server says it is due. */
export function SurveyModal({ opened, onClose }: Props) {
  const answer = useAnswerSurvey();
  const ratingLabel = useId();
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
          <Stack gap={4}>
            <Text size="sm" fw={500} id={ratingLabel}>
              Puntaje (1 a 5)
            </Text>
            <Rating
              count={5}
              aria-labelledby={ratingLabel}
              value={form.getValues().puntaje}
              onChange={(value) => form.setFieldValue('puntaje', value)}
            />
            {form.errors.puntaje && (
              <Text size="sm" c="red.8" role="alert">
                {form.errors.puntaje}
              </Text>
            )}
          </Stack>
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
