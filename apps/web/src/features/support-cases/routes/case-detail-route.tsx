import '../support-cases.css';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { CASE_ACTION_TEXT, CASE_MESSAGES, type CaseAction } from '@portal/domain/support-cases';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { LoadFailed } from '@/components/detail-page/load-failed';
import { parseRouteNumber } from '@/components/detail-page/route-number';
import { WaitingReadOnly } from '@/components/detail-page/waiting-read-only';
import { PageShell } from '@/components/page-shell';
import { showToast } from '@/components/toasts';
import { isAlreadyReported } from '@/lib/api-error';
import { useCaseDetail } from '../api/case-detail';
import { useCaseTimeline, type LoadedTimeline } from '../api/case-timeline';
import { useProcessDetail } from '../api/process-detail';
import { capwebTabPath } from '../components/case-paths';
import { CaseFields } from '../components/detail/case-fields';
import { CaseFiles } from '../components/detail/case-files';
import { CaseTimeline } from '../components/detail/case-timeline';
import { ReplyForm } from '../components/detail/reply-form';
import { isModuleRefusal, ServerRefusal } from '@/components/server-refusal';
import { useCaseEvents, type CaseEvent } from '../live/case-events';
import { useCaseProvider } from '../provider-context';

/** The insurer's newest text: what the provider is asked to answer. */
function lastQuestion(timeline: LoadedTimeline | undefined): string | null {
  const asked = timeline?.eventos.findLast(
    (event) => event.actor.tipo === 'operador' && event.obsColaborador,
  );
  return asked?.obsColaborador ?? null;
}

function BackLink() {
  return (
    <Anchor component={Link} to={capwebTabPath('estadoDeTramites')}>
      ← Volver a Estado de Trámites
    </Anchor>
  );
}

function CaseDetailPage({ nroTramite }: { nroTramite: number }) {
  const provider = useCaseProvider();
  const detail = useCaseDetail(nroTramite);
  const timeline = useCaseTimeline(nroTramite);
  const process = useProcessDetail(nroTramite);
  const { hash } = useLocation();
  const replyHeading = useRef<HTMLHeadingElement>(null);
  const [news, setNews] = useState('');

  // The insurer's actions reach an open case without a reload (docs/decisions/0011).
  const onEvent = useCallback(
    (event: CaseEvent) => {
      if (event.type !== 'etapa' || event.stage.nroTramite !== nroTramite) return;
      const action = CASE_ACTION_TEXT[event.stage.accion as CaseAction] ?? event.stage.accion;
      setNews(`El trámite se actualizó: ${action}.`);
    },
    [nroTramite],
  );
  useCaseEvents(onEvent);

  // A failed older page is told beside 'Ver más'; the history itself failing is the page's.
  const timelineFailed = timeline.isError && !timeline.isFetchNextPageError;
  const failedError = detail.isError ? detail.error : timelineFailed ? timeline.error : null;
  const refused = failedError !== null && isModuleRefusal(failedError);
  const failed = failedError !== null && !isAlreadyReported(failedError) && !refused;
  useEffect(() => {
    if (failed) showToast(CASE_MESSAGES.detailFailed, 'error');
  }, [failed]);

  const canReply = detail.data?.puedeResponder === true;
  useEffect(() => {
    if (hash === '#responder' && canReply && !provider.readOnly) replyHeading.current?.focus();
  }, [hash, canReply, provider.readOnly]);

  const title = `Trámite N.º ${nroTramite}`;
  if (refused) {
    return (
      <PageShell title={title}>
        <ServerRefusal error={failedError} />
      </PageShell>
    );
  }

  return (
    <PageShell title={title}>
      <BackLink />
      <Text size="sm" role="status">
        {news}
      </Text>
      {detail.isError ? (
        <LoadFailed message={CASE_MESSAGES.detailFailed} onRetry={() => void detail.refetch()} />
      ) : detail.isPending ? (
        <Text role="status">Cargando el trámite…</Text>
      ) : (
        <Stack gap="xl">
          <CaseFields detail={detail.data} process={process.data} />
          {canReply &&
            (provider.readOnly ? (
              <WaitingReadOnly />
            ) : (
              <ReplyForm
                nroTramite={nroTramite}
                question={lastQuestion(timeline.data)}
                headingRef={replyHeading}
              />
            ))}
          <CaseTimeline
            timeline={timeline.data}
            failed={timelineFailed}
            older={{
              available: timeline.hasNextPage,
              loading: timeline.isFetchingNextPage,
              failed: timeline.isFetchNextPageError,
              load: () => void timeline.fetchNextPage(),
            }}
          />
          <CaseFiles detail={detail.data} />
          <Group>
            <BackLink />
          </Group>
        </Stack>
      )}
    </PageShell>
  );
}

/** tramitesonline/capweb/tramite/{n}: one case, with its own URL to reload or share. */
export default function CaseDetailRoute() {
  const { nroTramite } = useParams();
  const nro = parseRouteNumber(nroTramite);
  if (nro === null) {
    return (
      <PageShell title="Trámite">
        <BackLink />
        <Alert color="red" variant="light" title="Ups!">
          {CASE_MESSAGES.detailFailed}
        </Alert>
      </PageShell>
    );
  }
  return <CaseDetailPage key={nro} nroTramite={nro} />;
}
