import { Burger, NavLink, type NavLinkProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useNarrow } from '@/lib/use-narrow';

export interface MenuSection {
  id: string;
  label: string;
  links: {
    id: string;
    label: string;
    /** Under the basename for internal links ('/informacionutil/nosotros'), whole for external. */
    href: string;
    external: boolean;
    badge?: ReactNode;
  }[];
}

interface Props {
  label: string;
  sections: readonly MenuSection[];
  /** The path of the page on screen, under the basename: its link shows as active. */
  pathname: string;
  /** An internal link: the router's in the application, an anchor in a visitor's island. */
  InternalLink: (props: NavLinkProps & { href: string }) => ReactNode;
}

/** The main menu's markup (spec §2, §6): a burger on a phone, the sections' links. */
export function MenuView({ label, sections, pathname, InternalLink }: Props) {
  const mobile = useNarrow();
  const [opened, { toggle, close }] = useDisclosure(false);
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
      {/* A phone's closed menu renders no links: less work before the page shows; its
          badges load when it opens. */}
      <div id="main-menu-sections" hidden={mobile && !opened}>
        {(!mobile || opened) &&
          sections.map((section) => (
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
                  <InternalLink
                    key={link.id}
                    href={link.href}
                    label={link.label}
                    rightSection={link.badge}
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

/** A feature's visitor sections as the menu draws them. */
export function visitorMenuSections(
  sections: readonly {
    id: string;
    label: string;
    links: readonly { id: string; label: string; to: string }[];
  }[],
): MenuSection[] {
  return sections.map((section) => ({
    id: section.id,
    label: section.label,
    links: section.links.map((link) => ({
      id: link.id,
      label: link.label,
      href: `/${link.to}`,
      external: false,
    })),
  }));
}

/** The visitor's menu label (spec §2). */
export const VISITOR_MENU_LABEL = 'Información para prestadores';
