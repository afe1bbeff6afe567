import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Paper.css';
import '../authorizations.css';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { AUTHORIZATION_STATE } from '@portal/domain/authorizations';
import { CASE_MESSAGES } from '@portal/domain/support-cases';
import { Link, useParams } from 'react-router';
import { LoadFailed } from '@/components/detail-page/load-failed';
import { parseRouteNumber } from '@/components/detail-page/route-number';
import { WaitingReadOnly } from '@/components/detail-page/waiting-read-only';
import { PageShell } from '@/components/page-shell';
import { errorMessage } from '@/lib/api-error';
import { useReadOnly } from '@/lib/session/use-provider-id';
import { useRequestDetail } from '../api/request-detail';
import { RequestFields } from '../components/detail/request-fields';
import { RequestFiles } from '../components/detail/request-files';
import { RequestHistory } from '../components/detail/request-history';
import { AnswerForm } from '../components/inbox/answer-form';
import { authorizationTabPath } from '../components/paths';
import { isModuleRefusal, ServerRefusal } from '@/components/server-refusal';
import { PdfButton } from '../components/shared/pdf-button';
import { useAuthorizationEvents } from '../live/authorization-events';

function BackLink() {
  return (
    <Anchor component={Link} to={authorizationTabPath('transaction_status')}>
      ← Volver a Estado de Trámites
    </Anchor>
  );
}

function RequestDetailPage({ nro }: { nro: number }) {
  const detail = useRequestDetail(nro);
  const readOnly = useReadOnly();
  // A decision reaches an open request without a reload.
  useAuthorizationEvents();
  const title = `Trámite N.º ${nro}`;

  if (detail.isError && isModuleRefusal(detail.error)) {
    return (
      <PageShell title={title}>
        <ServerRefusal error={detail.error} />
      </PageShell>
    );
  }
  if (detail.isError) {
    return (
      <PageShell title={title}>
        <BackLink />
        <LoadFailed message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
      </PageShell>
    );
  }
  if (detail.isPending) {
    return (
      <PageShell title={title}>
        <Text role="status">Cargando el trámite…</Text>
      </PageShell>
    );
  }

  const data = detail.data;
  const observed = data.estado.id === AUTHORIZATION_STATE.observado;
  return (
    <PageShell title={title}>
      <BackLink />
      <Stack gap="xl">
        <RequestFields detail={data} />
        {/* The printable authorization exists once it is approved (the API answers 409 before). */}
        {data.estado.id === AUTHORIZATION_STATE.aprobado && (
          <Group>
            <PdfButton nro={nro} />
          </Group>
        )}
        <section aria-labelledby="services-title">
          <Title order={2} size="h4" id="services-title" mb="sm">
            Prestaciones
          </Title>
          {data.prestaciones.length === 0 ? (
            <Text size="sm">Sin prestaciones.</Text>
          ) : (
            <ul>
              {data.prestaciones.map((service) => (
                <li key={service.codigo}>
                  {`${service.codigo} · ${service.descripcion} · Cantidad ${service.cantidad} · Cobertura ${service.cobertura}`}
                </li>
              ))}
            </ul>
          )}
        </section>
        {data.observacionAuditor && (
          <section aria-labelledby="observation-title">
            <Title order={2} size="h4" id="observation-title" mb="sm">
              Observación de la auditoría
            </Title>
            <p className="request-observation">{data.observacionAuditor}</p>
          </section>
        )}
        {observed &&
          (readOnly ? (
            <WaitingReadOnly />
          ) : (
            <section aria-labelledby="answer-title">
              <Title order={2} size="h4" id="answer-title" mb="sm">
                Responder la observación
              </Title>
              <AnswerForm nro={nro} />
            </section>
          ))}
        <RequestHistory detail={data} />
        <section aria-labelledby="files-title">
          <Title order={2} size="h4" id="files-title" mb="sm">
            Archivos
          </Title>
          <RequestFiles detail={data} />
        </section>
        <BackLink />
      </Stack>
    </PageShell>
  );
}

/** tramitesonline/tramites-de-autorizaciones/tramites/{n}: one request, its own URL. */
export default function RequestDetailRoute() {
  const { nro } = useParams();
  const number = parseRouteNumber(nro);
  if (number === null) {
    return (
      <PageShell title="Trámite">
        <BackLink />
        <Alert color="red" variant="light" title="Ups!">
          {CASE_MESSAGES.detailFailed}
        </Alert>
      </PageShell>
    );
  }
  return <RequestDetailPage key={number} nro={number} />;
}
