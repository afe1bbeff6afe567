import '../content.css';
import { Stack, Text } from '@mantine/core';
import { contentPageAt, type ContentPage } from '@portal/domain/content';
import { LoadError } from '@/components/detail-page/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { PageShell } from '@/components/page-shell';
import { Island } from '@/lib/island';
import { useContentPage } from '../api/content';
import { BranchesBlock } from '../components/branches-block';
import { CentresBlock } from '../components/centres-block';
import { MagazineBlock } from '../components/magazine-block';
import { PageTexts } from '../components/page-texts';
import { FraudLine, PhonesBlock } from '../components/phones-block';
import { ProgrammeBlock } from '../components/programme-block';
import { BackLink } from '../components/way-back';
import NotFoundRoute from './not-found-route';

/** What a page shows beside its texts, by its kind (the domain's page table). */
function KindBlock({ page }: { page: ContentPage }) {
  switch (page.kind) {
    case 'sucursales':
      return (
        <Island name="branch-search">
          <BranchesBlock />
        </Island>
      );
    case 'revista':
      return <MagazineBlock />;
    case 'fraude':
      return <FraudLine />;
    case 'telefonos':
      return <PhonesBlock />;
    case 'centros':
      return <CentresBlock tipo={page.tipo} label={page.title} />;
    case 'prevencion':
      return <ProgrammeBlock programa={page.programa} />;
    case 'texto':
      return null;
  }
}

/**
 * One component for every public page: the title from the page table at once, the texts from
 * the database, the content of its kind, and a way back ('Volver'; PageShell draws the
 * breadcrumb from the same domain table).
 */
export default function ContentPageRoute({ path }: { path: string }) {
  const page = contentPageAt(path);
  const content = useContentPage(page?.path ?? path);
  if (!page) return <NotFoundRoute />;
  return (
    <PageShell title={page.title}>
      {content.isError && <LoadError error={content.error} />}
      {content.isPending && <LoadingScreen />}
      {content.data && <PageTexts content={content.data} />}
      <KindBlock page={page} />
      <Stack className="content-page-footer" gap="xs">
        {content.data && (
          <Text size="sm" c="dimmed">
            Actualizado el {content.data.actualizada}
          </Text>
        )}
        <BackLink page={page} />
      </Stack>
    </PageShell>
  );
}
