import '@mantine/core/styles/List.css';
import { Anchor, List, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { useSession } from '@/lib/session/session-context';
import { menuHref, sessionMenu } from '@/lib/session/session-menu';

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
          <List spacing={4}>
            {section.links.map((link) => (
              <List.Item key={link.id}>
                {link.external ? (
                  <Anchor href={link.to} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </Anchor>
                ) : (
                  <Anchor component={Link} to={menuHref(link)}>
                    {link.label}
                  </Anchor>
                )}
              </List.Item>
            ))}
          </List>
        </div>
      ))}
    </PageShell>
  );
}
