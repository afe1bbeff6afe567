import { Anchor, List, Text } from '@mantine/core';
import type { HomeResponse } from '@portal/contracts';
import { formatCents, formatPeriod } from '@portal/domain/settlements';
import { HOME_EMPTY } from '@portal/domain/home';
import { Link } from 'react-router';
import { Empty, Figure, HomeTile } from './home-tile';
import { requestPath, tilePath } from './paths';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export function CasesTile({ tile }: { tile: NonNullable<HomeResponse['casos']> }) {
  const count = tile.esperando;
  return (
    <HomeTile
      id="casos"
      title="Centro de atención"
      link={{ to: tilePath('casos'), label: 'Ir al Inbox de casos' }}
    >
      {count === 0 ? (
        <Empty>{HOME_EMPTY.casos}</Empty>
      ) : (
        <Figure
          value={String(count)}
          label={plural(count, 'caso esperando tu respuesta', 'casos esperando tu respuesta')}
        />
      )}
    </HomeTile>
  );
}

export function AuthorizationsTile({
  tile,
}: {
  tile: NonNullable<HomeResponse['autorizaciones']>;
}) {
  const count = tile.observadas;
  return (
    <HomeTile
      id="autorizaciones"
      title="Autorizaciones observadas"
      link={{ to: tilePath('autorizaciones'), label: 'Ir al Inbox de autorizaciones' }}
    >
      {count === 0 ? (
        <Empty>{HOME_EMPTY.autorizaciones}</Empty>
      ) : (
        <>
          <Figure
            value={String(count)}
            label={plural(
              count,
              'trámite observado espera tu respuesta',
              'trámites observados esperan tu respuesta',
            )}
          />
          <List spacing="xs" listStyleType="none" aria-label="Trámites observados" ml={0} pl={0}>
            {tile.items.map((item) => (
              <List.Item key={item.nroAutorizacion}>
                <Anchor component={Link} to={requestPath(item.nroAutorizacion)} fw={600}>
                  {`Trámite ${item.nroAutorizacion}`}
                </Anchor>
                <Text size="sm">{`${item.nombreApeAfi} · ${item.tipo}`}</Text>
                <Text size="sm" c="dimmed">{`Observado el ${item.observadaEl}`}</Text>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </HomeTile>
  );
}

export function SettlementTile({ tile }: { tile: NonNullable<HomeResponse['liquidacion']> }) {
  const last = tile.ultima;
  return (
    <HomeTile
      id="liquidacion"
      title="Última liquidación"
      link={{ to: tilePath('liquidacion'), label: 'Ir a Consulta de liquidación' }}
    >
      {last === null ? (
        <Empty>{HOME_EMPTY.liquidacion}</Empty>
      ) : (
        <>
          <Figure value={formatCents(last.netoCentavos)} label="neto" />
          <Text size="sm">
            {`Período ${formatPeriod(Number(last.periodo))} · liquidada el ${last.fechaLiquidacion}`}
          </Text>
        </>
      )}
    </HomeTile>
  );
}

export function PaymentsTile({ tile }: { tile: NonNullable<HomeResponse['pagos']> }) {
  const count = tile.facturasSinLeer;
  return (
    <HomeTile
      id="pagos"
      title="Pagos y facturas"
      link={{ to: tilePath('pagos'), label: 'Ir a Pagos y facturas' }}
    >
      {count === 0 ? (
        <Empty>{HOME_EMPTY.pagos}</Empty>
      ) : (
        <Figure
          value={String(count)}
          label={plural(count, 'factura sin leer', 'facturas sin leer')}
        />
      )}
    </HomeTile>
  );
}
