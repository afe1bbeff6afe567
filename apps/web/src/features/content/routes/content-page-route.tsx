import { Text } from '@mantine/core';
import { PageShell } from '@/components/page-shell';
import { contentPageAt } from '../content-pages';
import NotFoundRoute from './not-found-route';

/** One component for every public information page, driven by the content table. */
export default function ContentPageRoute({ path }: { path: string }) {
  const page = contentPageAt(path);
  if (!page) return <NotFoundRoute />;
  return (
    <PageShell title={page.title}>
      <Text size="lg">{page.summary}</Text>
    </PageShell>
  );
}
