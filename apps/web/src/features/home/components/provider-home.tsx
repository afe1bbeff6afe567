import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { capitalizeName } from '@portal/domain/provider';
import { decideAccess } from '@portal/domain/access';
import { MESSAGES } from '@portal/domain/app';
import { Link } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/detail-page/query-view';
import { useSession } from '@/lib/session/session-context';
import type { Session } from '@/lib/session/session-types';
import { useHomeSummary } from '../api/home-summary';
import { HomeAffiliateForm } from './home-affiliate-form';
import { RecentValidations } from './recent-validations';
import { AuthorizationsTile, CasesTile, PaymentsTile, SettlementTile } from './waiting-tiles';

/** The web's mirror of the server's rule: the field shows at once, before the summary arrives. */
function mayValidate(session: Session): boolean {
  const context = { loggedIn: true, termsAccepted: true, permissions: session.permissions };
  return decideAccess(context, 'validador-de-asociados') === 'allowed';
}

function ValidationSection() {
  const summary = useHomeSummary(true);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="inicio-validar">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <Title order={2} size="h3" id="inicio-validar">
            Validar afiliado
          </Title>
          <HomeAffiliateForm />
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="inicio-validaciones">
          <Title order={3} size="h4" id="inicio-validaciones">
            Tus últimas validaciones
          </Title>
          <QueryView query={summary}>
            {(data) => <RecentValidations rows={data.validaciones?.recientes ?? []} />}
          </QueryView>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

/** What waits on the provider: one tile per module the user may open, in the menu's order. */
function WaitingTiles({ alone }: { alone: boolean }) {
  const summary = useHomeSummary(true);
  return (
    <QueryView query={summary}>
      {(data) => {
        const tiles = [
          data.casos && <CasesTile key="casos" tile={data.casos} />,
          data.autorizaciones && (
            <AuthorizationsTile key="autorizaciones" tile={data.autorizaciones} />
          ),
          data.liquidacion && <SettlementTile key="liquidacion" tile={data.liquidacion} />,
          data.pagos && <PaymentsTile key="pagos" tile={data.pagos} />,
        ].filter(Boolean);
        if (tiles.length === 0) {
          return alone ? <Text>Elegí un trámite del menú.</Text> : null;
        }
        return (
          <section aria-labelledby="inicio-pendientes">
            <Title order={2} size="h3" id="inicio-pendientes" mb="sm">
              Lo que te espera
            </Title>
            <SimpleGrid
              // Four in a row only on a wide screen: beside the menu at 1280 px a tile is too
              // narrow for a settlement's net in millions.
              cols={{ base: 1, sm: Math.min(2, tiles.length), xl: Math.min(4, tiles.length) }}
              spacing="md"
            >
              {tiles}
            </SimpleGrid>
          </section>
        );
      }}
    </QueryView>
  );
}

/**
 * The logged-in home: the affiliate field and the user's recent validations, then
 * what waits on the provider. The server leaves out what the user's modules do not allow.
 */
export default function ProviderHome() {
  const { session } = useSession();
  if (!session) return null;
  const name = capitalizeName(`${session.user.nombre} ${session.user.apellido}`);
  if (!session.termsAccepted) {
    return (
      <PageShell title={`Hola, ${name}`}>
        <Text>Para usar el portal, primero aceptá los términos y condiciones.</Text>
        <Anchor component={Link} to="/terminos-y-condiciones">
          {MESSAGES.acceptTerms}
        </Anchor>
      </PageShell>
    );
  }
  const validates = mayValidate(session);
  return (
    <PageShell title={`Hola, ${name}`}>
      {validates && <ValidationSection />}
      <WaitingTiles alone={!validates} />
    </PageShell>
  );
}
