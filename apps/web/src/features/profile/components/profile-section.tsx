import { Anchor, Group } from '@mantine/core';
import { dataUpdateSections, type DataUpdateSection } from '@portal/domain/access';
import { hasProfileSection, PROFILE_SECTION_PATHS } from '@portal/domain/profile';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { AccessDenied } from '@/components/access-denied';
import { PageShell } from '@/components/page-shell';
import { useSession } from '@/lib/session/session-context';

const SECTION_LABELS: Record<DataUpdateSection, string> = {
  'datos-personales': 'Datos personales y profesionales',
  documentacion: 'Documentación',
  domicilios: 'Domicilios de atención',
};

/**
 * One section of Mis datos. A section the provider's type lacks (spec §6) shows the permission
 * message, as any route without permission does; the links name only the type's sections, the
 * same the menu lists.
 */
export function ProfileSection({
  title,
  section,
  children,
}: {
  title: string;
  section: DataUpdateSection;
  children: ReactNode;
}) {
  const type = useSession().session?.user.prestador.tipoPrestador.id ?? 'P';
  if (!hasProfileSection(type, section)) {
    return (
      <PageShell title={title}>
        <AccessDenied />
      </PageShell>
    );
  }
  return (
    <PageShell title={title}>
      <Group gap="md" component="nav" aria-label="Secciones de Mis datos">
        {dataUpdateSections(type).map((id) => (
          <Anchor
            key={id}
            component={NavLink}
            to={`/${PROFILE_SECTION_PATHS[id]}`}
            end
            fw={id === section ? 700 : 400}
            aria-current={id === section ? 'page' : undefined}
          >
            {SECTION_LABELS[id]}
          </Anchor>
        ))}
      </Group>
      {children}
    </PageShell>
  );
}
