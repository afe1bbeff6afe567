import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import { Anchor, Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import { CONTENT_SECTIONS, pagesOfSection, type ContentSection } from '@portal/domain/content';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { PageShell } from '@/components/page-shell';
import { useHomeSections, useProviderHome } from '@/lib/home-sections';
import { useSession } from '@/lib/session/session-context';

function VisitorHome() {
  const sections = Object.entries(CONTENT_SECTIONS) as [ContentSection, string][];
  const homeSections = useHomeSections();
  return (
    <PageShell title="Portal de Prestadores">
      <Text size="lg">
        Gestioná tus trámites, autorizaciones, liquidaciones y pagos en un solo lugar. Ingresá con
        tu e-mail y contraseña desde el encabezado, o{' '}
        <Anchor component={Link} to="/home/registracion">
          registrate
        </Anchor>{' '}
        si todavía no tenés usuario.
      </Text>
      {/* What other features add for visitors (the directory search), each its own chunk. */}
      {homeSections.map((HomeSection, index) => (
        <Suspense key={index} fallback={<LoadingScreen />}>
          <HomeSection />
        </Suspense>
      ))}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {sections.map(([section, label]) => (
          <Card key={section} withBorder component="section" aria-labelledby={`inicio-${section}`}>
            <Title order={2} size="h4" mb="xs" id={`inicio-${section}`}>
              {label}
            </Title>
            <List spacing={4} listStyleType="none">
              {pagesOfSection(section).map((page) => (
                <List.Item key={page.path}>
                  <Anchor component={Link} to={`/${page.path}`}>
                    {page.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    </PageShell>
  );
}

/**
 * A session's home is the home feature's (what waits on the provider): its own lazy chunk, so
 * the visitors' home never carries its code.
 */
function SessionHome() {
  const ProviderHome = useProviderHome();
  if (!ProviderHome) return null;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <ProviderHome />
    </Suspense>
  );
}

export default function HomeRoute() {
  const { session } = useSession();
  return session ? <SessionHome /> : <VisitorHome />;
}
