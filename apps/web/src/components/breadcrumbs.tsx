import { Anchor } from '@mantine/core';
import { breadcrumbTrail } from '@portal/domain/access';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/lib/session/session-context';
import { sessionMenu } from '@/lib/session/session-menu';

/**
 * The trail of the page on screen, built from the same tables as the menu so callers
 * pass nothing: the route's path, the page's own title, the session's menu (none for a visitor).
 * An ordered list in a labelled nav (the WAI breadcrumb pattern); the separators are drawn
 * aria-hidden so a screen reader reads the steps alone. Renders the same on the server, where a
 * prerendered page has no session, as in a visitor's browser.
 */
export function Breadcrumbs({ title }: { title: string }) {
  const { pathname } = useLocation();
  const { session } = useSession();
  const trail = breadcrumbTrail(pathname, title, session ? sessionMenu(session) : []);
  if (trail.length === 0) return null;
  return (
    <nav aria-label="Ruta de navegación" className="breadcrumbs">
      <ol className="breadcrumbs__list">
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="breadcrumbs__item">
            {index > 0 && (
              <span className="breadcrumbs__separator" aria-hidden="true">
                ›
              </span>
            )}
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : crumb.to !== undefined ? (
              <Anchor component={Link} to={`/${crumb.to}`} size="sm">
                {crumb.label}
              </Anchor>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
