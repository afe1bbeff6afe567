import '@/components/page-layout.css';
import '@mantine/core/styles/Tooltip.css';
import { Anchor, List, Text } from '@mantine/core';
import { DIRECTORY_SECTIONS } from '@portal/domain/directory';
import { Link } from 'react-router';
import { MedicalAttentionHint } from '@/components/medical-attention-hint';
import { PageShell } from '@/components/page-shell';
import { URGENT_CARE_PAGE } from '../pages';

const BASE = '/tramitesonline/atencion-medica';

/** atencion-medica/cartilla: the directory's sections and the urgent-care screen. */
export default function CartillaHomeRoute({ title }: { title: string }) {
  return (
    <PageShell title={title} aside={<MedicalAttentionHint />}>
      <Text>Buscá profesionales, instituciones y guardias por especialidad y localidad.</Text>
      <List aria-label="Secciones de la cartilla">
        {DIRECTORY_SECTIONS.map((section) => (
          <List.Item key={section.kind}>
            <Anchor component={Link} to={`${BASE}/cartilla/${section.path}`}>
              {section.title}
            </Anchor>
          </List.Item>
        ))}
        <List.Item>
          <Anchor component={Link} to={`${BASE}/${URGENT_CARE_PAGE.path}`}>
            {URGENT_CARE_PAGE.title}
          </Anchor>
        </List.Item>
      </List>
    </PageShell>
  );
}
