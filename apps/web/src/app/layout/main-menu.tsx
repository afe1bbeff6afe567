import { NavLink, type NavLinkProps } from '@mantine/core';
import { decideAccess } from '@portal/domain/access';
import { Link, useLocation } from 'react-router';
import { AfterFirstScreen } from '@/lib/first-screen';
import { useSession } from '@/lib/session/session-context';
import { menuHref, sessionMenu } from '@/lib/session/session-menu';
import type { Session } from '@/lib/session/session-types';
import type { MenuBadge } from '@/lib/feature';
import { menuBadgesOf, visitorSectionsOf } from '../feature-registry';
import { FEATURES } from '../features';
import { MenuView, VISITOR_MENU_LABEL, visitorMenuSections, type MenuSection } from './menu-view';

const BADGES = menuBadgesOf(FEATURES);
const VISITOR_SECTIONS = visitorMenuSections(visitorSectionsOf(FEATURES));

/** A badge loads only for a session allowed into its module: visitors never load it. */
function badgeShown(session: Session | null, badge: MenuBadge | undefined): badge is MenuBadge {
  if (!session || !badge) return false;
  const context = { loggedIn: true, termsAccepted: session.termsAccepted };
  return (
    decideAccess({ ...context, permissions: session.permissions }, badge.permission) === 'allowed'
  );
}

function sessionSections(session: Session): MenuSection[] {
  return sessionMenu(session).map((section) => ({
    id: section.id,
    label: section.label,
    links: section.links.map((link) => {
      const badge = BADGES.get(link.id);
      return {
        id: link.id,
        label: link.label,
        href: menuHref(link),
        external: link.external === true,
        ...(badgeShown(session, badge)
          ? { badge: <AfterFirstScreen component={badge.component} /> }
          : {}),
      };
    }),
  }));
}

function RouterLink({ href, ...props }: NavLinkProps & { href: string }) {
  return <NavLink component={Link} to={href} {...props} />;
}

/** The main menu (spec §2, §6) for a session, or the public information pages for a visitor. */
export function MainMenu() {
  const { session } = useSession();
  const { pathname } = useLocation();
  return (
    <MenuView
      label={session ? 'Menú principal' : VISITOR_MENU_LABEL}
      sections={session ? sessionSections(session) : VISITOR_SECTIONS}
      pathname={pathname}
      InternalLink={RouterLink}
    />
  );
}
