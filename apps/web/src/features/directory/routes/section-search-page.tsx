import '@/components/page-layout.css';
import '@mantine/core/styles/Tooltip.css';
import '../directory.css';
import type { SectionKind } from '@portal/domain/directory';
import { MedicalAttentionHint } from '@/components/medical-attention-hint';
import { PageShell } from '@/components/page-shell';
import { DirectorySearch } from '../components/directory-search';

/** A cartilla page of atencion-medica: one section's search, with the pages' tooltip. */
export function SectionSearchPage({
  title,
  seccion,
  urgentCare = false,
}: {
  title: string;
  seccion: SectionKind;
  urgentCare?: boolean;
}) {
  return (
    <PageShell title={title} aside={<MedicalAttentionHint />}>
      <DirectorySearch
        audience="cartilla"
        seccion={seccion}
        title={title}
        withSpecialty={!urgentCare}
        withName={!urgentCare}
      />
    </PageShell>
  );
}
