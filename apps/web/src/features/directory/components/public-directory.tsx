import '@mantine/core/styles/SegmentedControl.css';
import '@/components/page-layout.css';
import '../directory.css';
import { SegmentedControl, Stack, Title } from '@mantine/core';
import { DIRECTORY_SECTIONS, sectionOfPath } from '@portal/domain/directory';
import { useSearchParams } from 'react-router';
import { UntilHydrated } from '@/components/until-hydrated';
import { Island } from '@/lib/island';
import { useNarrow } from '@/lib/use-narrow';
import { DirectorySearch } from './directory-search';

/**
 * The directory search on the public home for visitors: the same search through the
 * public calls; the section is kept in the address with the rest of the filters.
 */
export function PublicDirectory() {
  const [params, setParams] = useSearchParams();
  const narrow = useNarrow();
  const section = sectionOfPath(params.get('cartilla') ?? '') ?? DIRECTORY_SECTIONS[0];
  const choose = (path: string) => setParams(new URLSearchParams({ cartilla: path }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="public-directory-title">
      <Title order={2} id="public-directory-title">
        Cartilla de prestadores
      </Title>
      {/* Prerendered with the home: usable once its island mounts, so no choice made before is lost. */}
      <UntilHydrated>
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Sección de la cartilla"
            // Three long labels do not fit side by side on a phone.
            orientation={narrow ? 'vertical' : 'horizontal'}
            fullWidth
            value={section.path}
            onChange={choose}
            data={DIRECTORY_SECTIONS.map((option) => ({ value: option.path, label: option.title }))}
          />
          <DirectorySearch
            key={section.kind}
            audience="publico"
            seccion={section.kind}
            title={section.title}
          />
        </Stack>
      </UntilHydrated>
    </Stack>
  );
}

/** The home's part: an island on a visitor's prerendered home (docs/decisions/0041). */
export default function PublicDirectoryHomeSection() {
  return (
    <Island name="home-search">
      <PublicDirectory />
    </Island>
  );
}
