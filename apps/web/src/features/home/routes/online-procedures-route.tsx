import { Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { MenuLinkList } from '@/components/menu-link-list';
import { PageShell } from '@/components/page-shell';
import { useSession } from '@/lib/session/session-context';
import { sessionMenu } from '@/lib/session/session-menu';

/** /tramitesonline, full screen: every procedure the user may open, by section. */
export default function OnlineProceduresRoute() {
  const { session } = useSession();
  if (!session) return <Navigate to="/" replace />;
  return (
    <PageShell title="Trámites online">
      {sessionMenu(session).map((section) => (
        <div key={section.id}>
          <Title order={2} size="h4" mb="xs">
            {section.label}
          </Title>
          <MenuLinkList links={section.links} />
        </div>
      ))}
    </PageShell>
  );
}
