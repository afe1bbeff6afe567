import { Badge, Button, Code, Table } from '@mantine/core';
import type { FhirClientDto } from '@portal/contracts';
import { RowCards } from '@/components/row-cards/row-cards';
import { ScrollTable } from '@/components/scroll-table';
import { useNarrow } from '@/lib/use-narrow';
import { scopeLabel } from './scope-labels';

interface Props {
  clients: readonly FhirClientDto[];
  /** Absent in read-only mode: no revoke button then. */
  onRevoke?: (client: FhirClientDto) => void;
}

function StateBadge({ client }: { client: FhirClientDto }) {
  return client.revocado ? (
    <Badge color="gray" variant="light">
      Revocado
    </Badge>
  ) : (
    <Badge color="green" variant="light">
      Activo
    </Badge>
  );
}

const actsAs = (client: FhirClientDto) => `${client.usuario.nombre} (${client.usuario.email})`;

function Scopes({ client }: { client: FhirClientDto }) {
  return (
    <ul className="fhir-scopes">
      {client.scopes.map((scope) => (
        <li key={scope}>{scopeLabel(scope)}</li>
      ))}
    </ul>
  );
}

function Revoke({ client, onRevoke }: { client: FhirClientDto; onRevoke: Props['onRevoke'] }) {
  if (!onRevoke || client.revocado) return null;
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      onClick={() => onRevoke(client)}
      aria-label={`Revocar ${client.nombre}`}
    >
      Revocar
    </Button>
  );
}

const created = (client: FhirClientDto) =>
  client.revocado ? `${client.creado} (revocado el ${client.revocado})` : client.creado;

/** The provider's systems: a table, or at 390 px cards headed by name and state. */
export function ClientsTable({ clients, onRevoke }: Props) {
  const narrow = useNarrow();
  if (narrow) {
    return (
      <RowCards
        label="Sistemas conectados"
        rows={clients}
        rowKey={(client) => client.idCliente}
        cardLabel={(client) => `Sistema ${client.nombre}`}
        title={(client) => (
          <>
            <strong>{client.nombre}</strong>
            <StateBadge client={client} />
          </>
        )}
        fields={[
          { label: 'Client ID', value: (client) => <Code>{client.idCliente}</Code> },
          { label: 'Actúa como', value: actsAs },
          { label: 'Permisos', value: (client) => <Scopes client={client} /> },
          { label: 'Creado', value: created },
        ]}
        action={(client) => <Revoke client={client} onRevoke={onRevoke} />}
      />
    );
  }
  return (
    <ScrollTable label="Sistemas conectados">
      <Table striped highlightOnHover>
        <caption className="visually-hidden">Sistemas conectados</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Client ID</Table.Th>
            <Table.Th>Actúa como</Table.Th>
            <Table.Th>Permisos</Table.Th>
            <Table.Th>Creado</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr key={client.idCliente}>
              <Table.Td>{client.nombre}</Table.Td>
              <Table.Td>
                <Code>{client.idCliente}</Code>
              </Table.Td>
              <Table.Td>{actsAs(client)}</Table.Td>
              <Table.Td>
                <Scopes client={client} />
              </Table.Td>
              <Table.Td>{created(client)}</Table.Td>
              <Table.Td>
                <StateBadge client={client} />
              </Table.Td>
              <Table.Td>
                <Revoke client={client} onRevoke={onRevoke} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
