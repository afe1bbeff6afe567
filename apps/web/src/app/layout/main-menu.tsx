import { Burger, NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { decideAccess } from '@portal/domain';
import { AfterFirstScreen } from '@/lib/first-screen';
import { Link, useLocation } from 'react-router';
import { useNarrow } from '@/lib/use-narrow';
import { useSession } from '@/lib/session/session-context';
import { menuHref, sessionMenu } from '@/lib/session/session-menu';
import type { Session } from '@/lib/session/session-types';
import type { MenuBadge } from '@/lib/feature';
import { menuBadgesOf, visitorSectionsOf } from '../feature-registry';
import { FEATURES } from '../features';

const BADGES = menuBadgesOf(FEATURES);

interface Section {
  id: string;
  label: string;
  links: { id: string; label: string; href: string; external: boolean }[];
}

const VISITOR_SECTIONS: Section[] = visitorSectionsOf(FEATURES).map((section) => ({
  id: section.id,
  label: section.label,
  links: section.links.map((link) => ({
    id: link.id,
    label: link.label,
    href: `/${link.to}`,
    external: false,
  })),
}));

/** A badge loads only for a session allowed into its module: visitors never load it. */
function badgeShown(session: Session | null, badge: MenuBadge | undefined): badge is MenuBadge {
  if (!session || !badge) return false;
  const context = { loggedIn: true, termsAccepted: session.termsAccepted };
  return (
    decideAccess({ ...context, permissions: session.permissions }, badge.permission) === 'allowed'
  );
}

function LinkBadge({ badge }: { badge: MenuBadge }) {
  return <AfterFirstScreen component={badge.component} />;
}

/** The main menu (spec §2, §6) for a session, or the public information pages for a visitor. */
export function MainMenu() {
  const { session } = useSession();
  const { pathname } = useLocation();
  const mobile = useNarrow();
  const [opened, { toggle, close }] = useDisclosure(false);
  const sections: Section[] = session
    ? sessionMenu(session).map((section) => ({
        id: section.id,
        label: section.label,
        links: section.links.map((link) => ({
          id: link.id,
          label: link.label,
          href: menuHref(link),
          external: link.external === true,
        })),
      }))
    : VISITOR_SECTIONS;
  const label = session ? 'Menú principal' : 'Información para prestadores';

  return (
    <nav aria-label={label} id="main-menu">
      {mobile && (
        <Burger
          opened={opened}
          onClick={toggle}
          aria-label={opened ? 'Cerrar menú' : 'Abrir menú'}
          aria-controls="main-menu-sections"
          aria-expanded={opened}
        />
      )}
      {/* A phone's closed menu renders no links: less work before the page (issue 19); its
          badges load when it opens. */}
      <div id="main-menu-sections" hidden={mobile && !opened}>
        {(!mobile || opened) &&
          sections.map((section) => (
            <div key={section.id} role="group" aria-labelledby={`menu-${section.id}`}>
              <h2 className="main-menu__title" id={`menu-${section.id}`}>
                {section.label}
              </h2>
              {section.links.map((link) => {
                const badge = BADGES.get(link.id);
                return link.external ? (
                  <NavLink
                    key={link.id}
                    component="a"
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    label={`${link.label} (se abre en otra pestaña)`}
                  />
                ) : (
                  <NavLink
                    key={link.id}
                    component={Link}
                    to={link.href}
                    label={link.label}
                    rightSection={
                      badgeShown(session, badge) ? <LinkBadge badge={badge} /> : undefined
                    }
                    active={pathname === link.href || pathname.startsWith(`${link.href}/`)}
                    onClick={close}
                  />
                );
              })}
            </div>
          ))}
      </div>
    </nav>
  );
}
