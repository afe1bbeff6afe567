import { Button, Group, NativeSelect, Stack, Table } from '@mantine/core';
import { MESSAGES } from '@portal/domain/app';
import { TEAM_ACTIVITY_PAGE_SIZE } from '@portal/domain/user-management';
import { useState } from 'react';
import { LoadError } from '@/components/detail-page/load-error';
import { DateField } from '@/components/date-field/date-field';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { RowCards } from '@/components/row-cards/row-cards';
import { ScrollTable } from '@/components/scroll-table';
import { typedDayToServer } from '@/lib/format';
import { useHttp } from '@/lib/session/session-context';
import { useNarrow } from '@/lib/use-narrow';
import { fetchActivityCsv, useTeamActivity, type ActivityFilters } from '../api/activity';
import { useUsers } from '../api/users';

type Action = NonNullable<ActivityFilters['accion']>;

/** Who in the team did what and when, from the audit records: filters, pages and CSV. */
export function ActivityPanel() {
  const [usuario, setUsuario] = useState('');
  const [accion, setAccion] = useState('');
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [pagina, setPagina] = useState(1);
  const from = desde ? typedDayToServer(desde) : null;
  const to = hasta ? typedDayToServer(hasta) : null;
  const query: ActivityFilters = {
    pagina,
    ...(usuario ? { usuario: Number(usuario) } : {}),
    ...(accion ? { accion: accion as Action } : {}),
    ...(from ? { desde: from } : {}),
    ...(to ? { hasta: to } : {}),
  };
  const activity = useTeamActivity(query);
  const team = useUsers({});
  const narrow = useNarrow();
  const http = useHttp();
  const offer = useOfferDownload();
  const reportError = useReportError();
  const [exporting, setExporting] = useState(false);
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPagina(1);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      // Every row the filters find, not only the page on screen.
      const blob = await fetchActivityCsv(http, { ...query, pagina: 1 });
      offer(blob, 'actividad-del-equipo.csv', {
        message: 'La actividad está lista para descargar.',
      });
    } catch (error) {
      reportError(error);
    } finally {
      setExporting(false);
    }
  };
  const rows = activity.data?.actividad ?? [];

  return (
    <Stack gap="sm">
      <Group gap="sm" align="end" wrap="wrap">
        <NativeSelect
          label="Usuario"
          data={[
            { value: '', label: 'Todos' },
            ...(team.data?.usuarios ?? []).map((user) => ({
              value: String(user.idUsuario),
              label: `${user.nombre} ${user.apellido}`,
            })),
          ]}
          value={usuario}
          onChange={(event) => filter(setUsuario)(event.currentTarget.value)}
        />
        <NativeSelect
          label="Acción"
          data={[
            { value: '', label: 'Todas' },
            ...(activity.data?.acciones ?? []).map((action) => ({
              value: action.id,
              label: action.descripcion,
            })),
          ]}
          value={accion}
          onChange={(event) => filter(setAccion)(event.currentTarget.value)}
        />
        <DateField
          label="Desde"
          value={desde}
          onChange={filter(setDesde)}
          error={desde && !from ? 'Ingresá una fecha real con formato dd/mm/aaaa.' : undefined}
        />
        <DateField
          label="Hasta"
          value={hasta}
          onChange={filter(setHasta)}
          error={hasta && !to ? 'Ingresá una fecha real con formato dd/mm/aaaa.' : undefined}
        />
        <Button variant="default" loading={exporting} onClick={() => void exportCsv()}>
          Exportar CSV
        </Button>
      </Group>
      <div aria-live="polite" aria-busy={activity.isFetching} className="result-slot">
        {activity.isError && <LoadError error={activity.error} />}
        {activity.data && rows.length === 0 && (
          <EmptyState
            title={MESSAGES.noResults}
            hint="Probá con otras fechas o con otro usuario."
          />
        )}
        {rows.length > 0 &&
          (narrow ? (
            <RowCards
              label="Actividad del equipo"
              rows={rows}
              rowKey={(row) => row.id}
              cardLabel={(row) => `${row.accionDesc} de ${row.usuario}`}
              title={(row) => (
                <>
                  <strong>{row.fecha}</strong>
                  <span>{row.usuario}</span>
                </>
              )}
              fields={[
                { label: 'Acción', value: (row) => row.accionDesc },
                { label: 'Detalle', value: (row) => row.detalle || '—' },
              ]}
            />
          ) : (
            <ScrollTable label="Actividad del equipo">
              <Table striped>
                <caption className="visually-hidden">Actividad del equipo</caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Fecha</Table.Th>
                    <Table.Th>Usuario</Table.Th>
                    <Table.Th>Acción</Table.Th>
                    <Table.Th>Detalle</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{row.fecha}</Table.Td>
                      <Table.Td>{`${row.usuario} (${row.email})`}</Table.Td>
                      <Table.Td>{row.accionDesc}</Table.Td>
                      <Table.Td>{row.detalle || '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          ))}
      </div>
      {activity.data && (
        <Pager
          label="actividad"
          page={activity.data.pagina}
          size={TEAM_ACTIVITY_PAGE_SIZE}
          total={activity.data.total}
          onPage={setPagina}
        />
      )}
    </Stack>
  );
}
