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
import { CASE_EXTRA_MESSAGES, caseSaveErrorText } from '@portal/domain/support-cases';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { useRef, useState, type FormEvent } from 'react';
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
  buildNewCaseRequest,
  DRAFT_FIELDS,
  EMPTY_DRAFT,
  validateDraft,
  type DraftErrors,
  type NewCaseDraft,
} from './new-case-draft';
import { useAreaMotivos } from './use-area-motivos';
import { useClaimMotivo, useClaimPrefill } from './use-claim-prefill';

const ASUNTO_MAX_LENGTH = 120;

function confirmation(filed: FiledCase): string {
  const emails = filed.notified.join(', ');
  return `${CASE_EXTRA_MESSAGES.caseCreated} ${filed.created.nroTramite}.${emails ? ` Te avisaremos a ${emails}.` : ''}`;
}

/** Focuses the first control of a field (the field's own input, or the first one inside it). */
function focusField(form: HTMLFormElement | null, field: string) {
  const holder = form?.querySelector<HTMLElement>(`[data-field="${field}"]`);
  const target = holder?.matches('input, select, textarea, [tabindex]')
    ? holder
    : holder?.querySelector<HTMLElement>('input:not([disabled]), select, textarea, [tabindex]');
  target?.focus();
}

/** Alta de trámites: a new support case in one of the three areas (spec §2, §3, §5). */
export function NewCaseForm() {
  const provider = useCaseProvider();
  const ambit = useCaseAmbit();
  const areas = useAreas(ambit);
  const claim = useClaimPrefill();
  const [draft, setDraft] = useState<NewCaseDraft>(claim.initial);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [lastFiled, setLastFiled] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const dialogs = useDialogs();
  const fileCase = useFileCase();
  const motivos = useAreaMotivos(draft.area, areas.data ?? [], provider);
  const sending = fileCase.isPending;
  useClaimMotivo(claim.applyMotivo, motivos.motivos, draft, setDraft);

  const patch = (change: Partial<NewCaseDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key as keyof DraftErrors];
      if ('authorization' in change) delete next.autorizacion;
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    const first = DRAFT_FIELDS.find((field) => found[field]);
    if (first) {
      focusField(formRef.current, first);
      return;
    }
    const body = buildNewCaseRequest(draft, { ...provider, ambit }, toRudiFiles(files));
    if (!body) return;
    setProgress(0);
    try {
      const filed = await fileCase.mutateAsync({ body, onProgress: setProgress });
      setDraft(EMPTY_DRAFT);
      setFiles([]);
      setErrors({});
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
  };

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
      label: motivos.loading && draft.area ? 'Cargando motivos…' : 'Seleccioná un motivo',
    },
    ...(motivos.motivos ?? []).map((motivo) => ({
      value: String(motivo.id),
      label: motivo.descripcion,
    })),
  ];

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Alta de trámite"
    >
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
          <div data-field="area">
            <Radio.Group
              label="Área de consulta"
              required
              value={draft.area ?? ''}
              error={errors.area}
              onChange={(value) =>
                patch({
                  area: areas.data?.find((entry) => entry.area === value)?.area ?? null,
                  motivo: null,
                  authorization: null,
                })
              }
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

          {draft.area && (
            <NativeSelect
              label="Motivo"
              required
              data-field="motivo"
              data={motivoOptions}
              value={draft.motivo ? String(draft.motivo.id) : ''}
              error={
                errors.motivo ??
                (motivos.failed ? 'No pudimos traer los motivos de esta área.' : undefined)
              }
              disabled={motivos.loading || motivos.failed}
              onChange={(event) => {
                const id = Number(event.currentTarget.value);
                patch({
                  motivo: motivos.motivos?.find((motivo) => motivo.id === id) ?? null,
                  authorization: null,
                });
              }}
            />
          )}

          {draft.area === 'autorizaciones' && (
            <div data-field="autorizacion">
              <AuthorizationPicker
                key={generation}
                provider={provider.code}
                workflowId={draft.motivo?.workflow ?? null}
                value={draft.authorization}
                onChange={(authorization) => patch({ authorization })}
                error={errors.autorizacion}
                disabled={provider.readOnly || sending}
              />
            </div>
          )}

          {draft.area === 'liquidaciones' && (
            <SettlementFields
              value={{
                expediente: draft.expediente,
                comprobanteNumero: draft.comprobanteNumero,
                comprobanteTipo: draft.comprobanteTipo,
              }}
              errors={errors}
              onChange={patch}
            />
          )}

          <TextInput
            label="Asunto"
            description="Una línea que resuma la consulta."
            required
            maxLength={ASUNTO_MAX_LENGTH}
            data-field="asunto"
            value={draft.asunto}
            error={errors.asunto}
            onChange={(event) => patch({ asunto: event.currentTarget.value })}
          />

          <Textarea
            label="Detalle de la consulta"
            description="Se envía sin tildes ni signos de puntuación."
            required
            autosize
            minRows={4}
            maxRows={12}
            maxLength={OBSERVATION_MAX_LENGTH}
            data-field="observacion"
            value={draft.observacion}
            error={errors.observacion}
            onChange={(event) => patch({ observacion: event.currentTarget.value })}
          />

          <EmailPicker
            providerCode={provider.code}
            loggedInEmail={provider.email}
            value={draft.emails}
            onChange={(emails) => patch({ emails })}
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
