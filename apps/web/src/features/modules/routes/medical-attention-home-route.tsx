import '@mantine/core/styles/List.css';
import { Anchor, List } from '@mantine/core';
import { MEDICAL_ATTENTION_PAGES } from '@portal/domain';
import { Link } from 'react-router';
import { ModulePlaceholder } from '../components/module-placeholder';

export default function MedicalAttentionHomeRoute() {
  return (
    <ModulePlaceholder title="Atención médica" permission="atencion-medica">
      <nav aria-label="Atención médica">
        <List spacing={4}>
          {MEDICAL_ATTENTION_PAGES.map((page) => (
            <List.Item key={page.path}>
              <Anchor component={Link} to={`/tramitesonline/atencion-medica/${page.path}`}>
                {page.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
    </ModulePlaceholder>
  );
}
