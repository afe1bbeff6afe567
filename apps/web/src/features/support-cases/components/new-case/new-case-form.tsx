import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { OBSERVATION_MAX_LENGTH } from '@portal/contracts';
import {
  CASE_EXTRA_MESSAGES,
  caseSaveErrorText,
  SETTLEMENT_FIELD_PATHS,
} from '@portal/domain/support-cases';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { UploadProgress } from '@/components/upload-progress';
import { AuthorizationPicker } from '@/entities/authorization/authorization-picker';
import { SettlementFields } from '@/entities/settlement/settlement-fields';
import { isAlreadyReported, isApiError } from '@/lib/api-error';
import { useAreas } from '../../api/areas';
import { useFileCase, type FiledCase } from '../../api/file-case';
import { useCaseProvider } from '../../provider-context';
import { useCaseAmbit } from '../../use-case-ambit';
import { AttachmentPicker } from '@/components/attachments/attachment-picker';
import { toRudiFiles, type PickedFile } from '@/components/attachments/picked-files';
import { caseDetailPath } from '../case-paths';
import { EmailPicker } from './email-picker';
import {
  AUTHORIZATION_PATH,
  EMPTY_VALUES,
  toNewCaseBody,
  type NewCaseValues,
} from './new-case-values';
import { useAreaMotivos } from './use-area-motivos';
import { useClaimMotivo, useClaimPrefill } from './use-claim-prefill';
import { focusFirstError, validateNewCase } from './new-case-validation';

const ASUNTO_MAX_LENGTH = 120;

function confirmation(filed: FiledCase): string {
  const emails = filed.notified.join(', ');
  return `${CASE_EXTRA_MESSAGES.caseCreated} ${filed.created.nroTramite}.${emails ? ` Te avisaremos a ${emails}.` : ''}`;
}

/** Alta de trámites: a new support case in one of the three areas (spec §2, §3, §5). */
export function NewCaseForm() {
  const provider = { ...useCaseProvider(), ambit: useCaseAmbit() };
  const areas = useAreas(provider.ambit);
  const claim = useClaimPrefill();
  const form = useForm<NewCaseValues>({
    mode: 'controlled',
    initialValues: claim.initial,
    validate: validateNewCase(provider),
  });
  const values = form.values;
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [lastFiled, setLastFiled] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);
  const dialogs = useDialogs();
  const fileCase = useFileCase();
  const motivos = useAreaMotivos(values.area, areas.data ?? [], provider);
  const sending = fileCase.isPending;
  useClaimMotivo(claim.applyMotivo, motivos.motivos, values, (motivo) =>
    form.setFieldValue('motivo', motivo),
  );

  /** A new area or motivo lists other authorizations: the one picked no longer applies. */
  const dropAuthorization = () => {
    form.setFieldValue('authorization', null);
    form.clearFieldError(AUTHORIZATION_PATH);
  };

  const submit = form.onSubmit(
    async (valid) => {
      const body = toNewCaseBody(valid, provider, toRudiFiles(files));
      setProgress(0);
      try {
        const filed = await fileCase.mutateAsync({ body, onProgress: setProgress });
        form.setValues(EMPTY_VALUES);
        form.clearErrors();
        setFiles([]);
        setGeneration((current) => current + 1);
        setLastFiled(filed.created.nroTramite);
        dialogs.success({
          title: 'Trámite registrado',
          message: confirmation(filed),
          link: { to: caseDetailPath(filed.created.nroTramite), label: 'Ver el trámite' },
        });
      } catch (error) {
        if (isAlreadyReported(error)) return;
        const status = isApiError(error) ? error.status : undefined;
        const message = isApiError(error) ? error.message : undefined;
        dialogs.error({ message: caseSaveErrorText({ statusCode: status, message }) });
      } finally {
        setProgress(null);
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  if (areas.isError) {
    return (
      <Alert color="red" variant="light" title="Ups!">
        No pudimos traer las áreas de consulta. Probá nuevamente en unos minutos.
      </Alert>
    );
  }

  const motivoOptions = [
    {
      value: '',
      label: motivos.loading && values.area ? 'Cargando motivos…' : 'Seleccioná un motivo',
    },
    ...(motivos.motivos ?? []).map((motivo) => ({
      value: String(motivo.id),
      label: motivo.descripcion,
    })),
  ];
  const settlementPaths = {
    numero: SETTLEMENT_FIELD_PATHS.numero,
    comprobanteNumero: SETTLEMENT_FIELD_PATHS.comprobanteNumero,
    comprobanteTipo: SETTLEMENT_FIELD_PATHS.comprobanteTipo,
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Alta de trámite">
      <fieldset disabled={provider.readOnly || sending} className="plain-fieldset">
        <Stack gap="lg" maw={760}>
          {provider.readOnly && (
            <Alert color="yellow" variant="light" role="status">
              {EXTRA_MESSAGES.readOnly}
            </Alert>
          )}
          {lastFiled !== null && (
            <Alert color="green" variant="light" role="status" title="Último trámite registrado">
              <Anchor component={Link} to={caseDetailPath(lastFiled)}>
                Trámite N.º {lastFiled}
              </Anchor>
            </Alert>
          )}
          <div data-path="area">
            <Radio.Group
              label="Área de consulta"
              required
              value={values.area ?? ''}
              error={form.errors.area}
              onChange={(value) => {
                form.setFieldValue(
                  'area',
                  areas.data?.find((entry) => entry.area === value)?.area ?? null,
                );
                form.setFieldValue('motivo', null);
                dropAuthorization();
              }}
            >
              <Group gap="lg" mt="xs" mih={24}>
                {areas.isPending ? (
                  <Text size="sm">Cargando áreas…</Text>
                ) : (
                  areas.data.map((entry) => (
                    <Radio key={entry.id} value={entry.area} label={entry.descripcion} />
                  ))
                )}
              </Group>
            </Radio.Group>
          </div>

          {values.area && (
            <NativeSelect
              label="Motivo"
              required
              data-path="motivo"
              data={motivoOptions}
              value={values.motivo ? String(values.motivo.id) : ''}
              error={
                form.errors.motivo ??
                (motivos.failed ? 'No pudimos traer los motivos de esta área.' : undefined)
              }
              disabled={motivos.loading || motivos.failed}
              onChange={(event) => {
                const id = Number(event.currentTarget.value);
                form.setFieldValue(
                  'motivo',
                  motivos.motivos?.find((motivo) => motivo.id === id) ?? null,
                );
                dropAuthorization();
              }}
            />
          )}

          {values.area === 'autorizaciones' && (
            <div data-path={AUTHORIZATION_PATH}>
              <AuthorizationPicker
                key={generation}
                provider={provider.code}
                workflowId={values.motivo?.workflow ?? null}
                value={values.authorization}
                onChange={(authorization) => {
                  form.setFieldValue('authorization', authorization);
                  form.clearFieldError(AUTHORIZATION_PATH);
                }}
                error={form.errors[AUTHORIZATION_PATH] as string | undefined}
                disabled={provider.readOnly || sending}
              />
            </div>
          )}

          {values.area === 'liquidaciones' && (
            <SettlementFields
              field={(name) => {
                const props = form.getInputProps(settlementPaths[name]);
                return { ...props, value: String(props.value ?? '') };
              }}
            />
          )}

          <TextInput
            label="Asunto"
            description="Una línea que resuma la consulta."
            required
            maxLength={ASUNTO_MAX_LENGTH}
            {...form.getInputProps('capObject.generico.detalle')}
          />

          <Textarea
            label="Detalle de la consulta"
            description="Se envía sin tildes ni signos de puntuación."
            required
            autosize
            minRows={4}
            maxRows={12}
            maxLength={OBSERVATION_MAX_LENGTH}
            {...form.getInputProps('capObject.generico.observacion')}
          />

          <EmailPicker
            providerCode={provider.code}
            loggedInEmail={provider.email}
            value={values.extendedProcess.emails}
            onChange={(emails) => form.setFieldValue('extendedProcess.emails', emails)}
          />

          <Stack gap={4}>
            <Text fw={500} size="sm">
              Archivos adjuntos
            </Text>
            <AttachmentPicker
              key={generation}
              files={files}
              onChange={setFiles}
              disabled={provider.readOnly || sending}
              label="Adjuntar archivos"
            />
          </Stack>

          <UploadProgress
            fraction={progress}
            label="Envío del trámite"
            savingText="Archivos enviados. Guardando el trámite…"
          />
          <Group>
            <Button type="submit" loading={sending} disabled={provider.readOnly}>
              Enviar trámite
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
