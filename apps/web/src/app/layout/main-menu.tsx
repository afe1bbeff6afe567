import { Burger, NavLink } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { decideAccess, MOBILE_BREAKPOINT_PX } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import {
  CONTENT_PAGES,
  CONTENT_SECTIONS,
  type ContentPage,
} from '@/features/content/content-pages';
import { useSession } from '@/lib/session/session-context';
import { menuHref, sessionMenu } from '@/lib/session/session-menu';
import type { Session } from '@/lib/session/session-types';

// Only a session allowed into the support centre loads it: visitors and the public home never do.
const InboxMenuBadge = lazy(() => import('@/features/support-cases/components/inbox-menu-badge'));

const SUPPORT_CENTRE_LINK = 'capweb';

function canSeeSupportCentre(session: Session): boolean {
  const context = { loggedIn: true, termsAccepted: session.termsAccepted };
  return (
    decideAccess(
      { ...context, permissions: session.permissions },
      'centro-de-atencion-al-prestador',
    ) === 'allowed'
  );
}

interface Section {
  id: string;
  label: string;
  links: { id: string; label: string; href: string; external: boolean }[];
}

function visitorSections(): Section[] {
  return (Object.entries(CONTENT_SECTIONS) as [ContentPage['section'], string][]).map(
    ([section, label]) => ({
      id: section,
      label,
      links: CONTENT_PAGES.filter((page) => page.section === section && !page.fullScreen).map(
        (page) => ({ id: page.path, label: page.title, href: `/${page.path}`, external: false }),
      ),
    }),
  );
}

/** The main menu (spec §2, §6) for a session, or the public information pages for a visitor. */
export function MainMenu() {
  const { session } = useSession();
  const { pathname } = useLocation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
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
    : visitorSections();
  const label = session ? 'Menú principal' : 'Información para prestadores';
  const inboxBadge = session !== null && canSeeSupportCentre(session);

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
      <div id="main-menu-sections" hidden={mobile && !opened}>
        {sections.map((section) => (
          <div key={section.id} role="group" aria-labelledby={`menu-${section.id}`}>
            <h2 className="main-menu__title" id={`menu-${section.id}`}>
              {section.label}
            </h2>
            {section.links.map((link) =>
              link.external ? (
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
                    inboxBadge && link.id === SUPPORT_CENTRE_LINK ? (
                      <Suspense fallback={null}>
                        <InboxMenuBadge />
                      </Suspense>
                    ) : undefined
                  }
                  active={pathname === link.href || pathname.startsWith(`${link.href}/`)}
                  onClick={close}
                />
              ),
            )}
          </div>
        ))}
      </div>
    </nav>
  );
}
