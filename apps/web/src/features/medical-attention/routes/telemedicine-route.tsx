import '@/components/page-layout.css';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { ServerRefusal } from '@/components/server-refusal';
import { useOpenTelemedicine } from '../api/telemedicine';

const BASENAME = '/prestadores';

/**
 * doc-24's entry: asks the API for a session and goes to its signed launch link, the external
 * service's or, when none is configured, the portal's own waiting room.
 */
export default function TelemedicineRoute() {
  const open = useOpenTelemedicine();
  const navigate = useNavigate();
  const asked = useRef(false);

  useEffect(() => {
    // One session per visit of the page (React's development double effect included).
    if (asked.current) return;
    asked.current = true;
    open.mutate(undefined, {
      onSuccess: (session) => {
        if (session.externo) window.location.assign(session.url);
        else void navigate(session.url.slice(BASENAME.length), { replace: true });
      },
    });
  }, [open, navigate]);

  return (
    <PageShell title="Telemedicina">
      {open.error ? (
        <ServerRefusal error={open.error} />
      ) : open.data?.externo ? (
        <Stack gap="xs">
          <Text>Te estamos llevando al servicio de telemedicina.</Text>
          <Anchor href={open.data.url}>Abrir la sesión de telemedicina</Anchor>
        </Stack>
      ) : (
        <Alert color="blue" variant="light" title="Abriendo la sesión…">
          <Loader size="sm" aria-label="Cargando" />
        </Alert>
      )}
    </PageShell>
  );
}
