import { Table, Text } from '@mantine/core';
import { MESSAGES } from '@portal/domain/app';
import { REPORT_TYPE_LABELS, TRANSACTION_STATE_LABELS } from '@portal/domain/connectivity';
import { EmptyState } from '@/components/empty-state';
import { RowCards } from '@/components/row-cards/row-cards';
import { ScrollTable } from '@/components/scroll-table';
import { formatInstant, formatMoney, formatNumber, formatServerDay } from '@/lib/format';
import { useNarrow } from '@/lib/use-narrow';
import type { ReportAnswer } from '../api/reports';

type CodeRow = Extract<ReportAnswer, { kind: 'autorizaciones' }>['data']['filas'][number];
type TicketRow = Exclude<ReportAnswer, { kind: 'autorizaciones' }>['data']['filas'][number];

/** On a phone: one card per code, headed by the code and how many. */
function CodeCards({ rows, caption }: { rows: readonly CodeRow[]; caption: string }) {
  return (
    <RowCards
      label={caption}
      rows={rows}
      rowKey={(row) => row.codigo}
      cardLabel={(row) => `Código ${row.codigo}`}
      title={(row) => <Text fw={700}>{`${row.codigo} · ${formatNumber(row.cantidad)}`}</Text>}
      fields={[
        { label: 'Descripción', value: (row) => row.descripcion },
        { label: 'Anuladas', value: (row) => formatNumber(row.anuladas) },
        { label: 'Copago total', value: (row) => formatMoney(row.copagoTotal) },
      ]}
    />
  );
}

/** On a phone: one card per ticket, headed by its number and state. */
function TicketCards({ rows, caption }: { rows: readonly TicketRow[]; caption: string }) {
  return (
    <RowCards
      label={caption}
      rows={rows}
      rowKey={(row) => row.nroTicket}
      cardLabel={(row) => `Ticket ${row.nroTicket}`}
      title={(row) => (
        <Text fw={700}>{`${row.nroTicket} · ${TRANSACTION_STATE_LABELS[row.estado]}`}</Text>
      )}
      fields={[
        { label: 'Fecha', value: (row) => formatInstant(row.fecha) },
        { label: 'Afiliado', value: (row) => `${row.afiliado} · ${row.afiliadoNombre}` },
        { label: 'Prestación', value: (row) => `${row.codigo} ${row.descripcion}` },
        { label: 'Modalidad', value: (row) => row.mod_cobert ?? '—' },
        { label: 'Copago', value: (row) => formatMoney(row.copago) },
        { label: 'Terminal', value: (row) => row.terminal ?? 'Portal web' },
        { label: 'Usuario', value: (row) => row.usuario },
      ]}
    />
  );
}

/** The report on screen: es-AR dates and money, one row per ticket or per code. */
export function ReportTable({ answer }: { answer: ReportAnswer }) {
  const { data } = answer;
  const narrow = useNarrow();
  const caption = `${REPORT_TYPE_LABELS[data.tipo]} del ${formatServerDay(data.fechaDesde)} al ${formatServerDay(data.fechaHasta)}`;
  if (data.filas.length === 0)
    return (
      <EmptyState title={MESSAGES.noResults} hint="Probá con otro período o con otro reporte." />
    );

  if (answer.kind === 'autorizaciones') {
    if (narrow) return <CodeCards rows={answer.data.filas} caption={caption} />;
    return (
      <ScrollTable label={caption}>
        <Table striped withTableBorder captionSide="top">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Código</Table.Th>
              <Table.Th scope="col">Descripción</Table.Th>
              <Table.Th scope="col" ta="right">
                Cantidad
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Anuladas
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Copago total
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.data.filas.map((row) => (
              <Table.Tr key={row.codigo}>
                <Table.Td>{row.codigo}</Table.Td>
                <Table.Td>{row.descripcion}</Table.Td>
                <Table.Td ta="right">{formatNumber(row.cantidad)}</Table.Td>
                <Table.Td ta="right">{formatNumber(row.anuladas)}</Table.Td>
                <Table.Td className="nowrap" ta="right">
                  {formatMoney(row.copagoTotal)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    );
  }

  return (
    <>
      {narrow ? (
        <TicketCards rows={answer.data.filas} caption={caption} />
      ) : (
        <ScrollTable label={caption}>
          <Table striped withTableBorder captionSide="top">
            <Table.Caption>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Ticket</Table.Th>
                <Table.Th scope="col">Fecha</Table.Th>
                <Table.Th scope="col">Estado</Table.Th>
                <Table.Th scope="col">Afiliado</Table.Th>
                <Table.Th scope="col">Código</Table.Th>
                <Table.Th scope="col">Descripción</Table.Th>
                <Table.Th scope="col">Modalidad</Table.Th>
                <Table.Th scope="col" ta="right">
                  Copago
                </Table.Th>
                <Table.Th scope="col">Terminal</Table.Th>
                <Table.Th scope="col">Usuario</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answer.data.filas.map((row) => (
                <Table.Tr key={row.nroTicket}>
                  <Table.Td className="nowrap">{row.nroTicket}</Table.Td>
                  <Table.Td className="nowrap">{formatInstant(row.fecha)}</Table.Td>
                  <Table.Td>{TRANSACTION_STATE_LABELS[row.estado]}</Table.Td>
                  <Table.Td>
                    <span className="nowrap">{row.afiliado}</span> · {row.afiliadoNombre}
                  </Table.Td>
                  <Table.Td>{row.codigo}</Table.Td>
                  <Table.Td>{row.descripcion}</Table.Td>
                  <Table.Td>{row.mod_cobert ?? '—'}</Table.Td>
                  <Table.Td className="nowrap" ta="right">
                    {formatMoney(row.copago)}
                  </Table.Td>
                  <Table.Td>{row.terminal ?? 'Portal web'}</Table.Td>
                  <Table.Td>{row.usuario}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {answer.data.truncado && (
        <Text size="sm">
          El reporte muestra las primeras {formatNumber(answer.data.filas.length)} transacciones:
          acotá el rango de fechas para ver el resto.
        </Text>
      )}
    </>
  );
}
