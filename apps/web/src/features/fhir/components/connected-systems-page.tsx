import { Stack, Text, Title } from '@mantine/core';
import type { FhirClientDto } from '@portal/contracts';
import { useState } from 'react';
import { AccessDenied } from '@/components/access-denied';
import { LoadError } from '@/components/detail-page/load-error';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { useReportError } from '@/components/dialogs/use-report-error';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { ServerRefusal, isModuleRefusal } from '@/components/server-refusal';
import { useSession } from '@/lib/session/session-context';
import { useReadOnly } from '@/lib/session/use-provider-id';
import { useFhirClients, useRevokeFhirClient } from '../api/clients';
import { ClientsTable } from './clients-table';
import { RegisterClientForm } from './register-client-form';
import { RegisteredNotice } from './registered-notice';

/**
 * Sistemas conectados: the clinic systems that use the FHIR interface on the provider's behalf.
 * Only the provider's admin (spec §6), as in Gestión de usuarios; the server refuses anyone else.
 */
export function ConnectedSystemsPage({ title }: { title: string }) {
  const admin = useSession().session?.user.admin ?? false;
  if (!admin) {
    return (
      <PageShell title={title}>
        <AccessDenied />
      </PageShell>
    );
  }
  return (
    <PageShell title={title}>
      <ConnectedSystems />
    </PageShell>
  );
}

function ConnectedSystems() {
  const clients = useFhirClients();
  const revoke = useRevokeFhirClient();
  const dialogs = useDialogs();
  const reportError = useReportError();
  const readOnly = useReadOnly();
  const [registered, setRegistered] = useState<{ client: FhirClientDto; message: string }>();
  const [done, setDone] = useState<string | null>(null);

  const confirmRevoke = (client: FhirClientDto) =>
    dialogs.confirm({
      title: 'Revocar sistema',
      message: `¿Revocar «${client.nombre}» (${client.idCliente})? Deja de poder usar la interfaz FHIR en este momento y no se puede volver a activar.`,
      confirmLabel: 'Revocar',
      cancelLabel: 'Cancelar',
      onConfirm: () =>
        revoke.mutate(client.idCliente, {
          onSuccess: (answer) => {
            setRegistered(undefined);
            setDone(answer.mensaje);
          },
          onError: (error) => reportError(error),
        }),
    });

  if (clients.isError && isModuleRefusal(clients.error)) {
    return <ServerRefusal error={clients.error} />;
  }
  return (
    <Stack gap="lg">
      <Text>
        Los sistemas de tu institución (historia clínica, turnos) pueden consultar coberturas y
        validar afiliados por la interfaz FHIR, con los permisos del integrante del equipo que
        elijas.
      </Text>
      {registered && (
        <RegisteredNotice
          client={registered.client}
          message={registered.message}
          onClose={() => setRegistered(undefined)}
        />
      )}
      {done && (
        <Text role="status" c="green.8" fw={600}>
          {done}
        </Text>
      )}
      <div aria-live="polite" aria-busy={clients.isFetching} className="result-slot">
        {clients.isError && <LoadError error={clients.error} />}
        {clients.data &&
          (clients.data.clientes.length === 0 ? (
            <EmptyState
              icon="inbox"
              title="Todavía no hay sistemas conectados."
              hint="Registrá el primero con el formulario de abajo."
            />
          ) : (
            <ClientsTable
              clients={clients.data.clientes}
              {...(readOnly ? {} : { onRevoke: confirmRevoke })}
            />
          ))}
      </div>
      {!readOnly && clients.data && (
        <section aria-labelledby="registrar-sistema">
          <Title order={2} size="h3" id="registrar-sistema" mb="sm">
            Registrar sistema
          </Title>
          <RegisterClientForm
            team={clients.data.equipo}
            onRegistered={(client, message) => {
              setDone(null);
              setRegistered({ client, message });
            }}
          />
        </section>
      )}
    </Stack>
  );
}
