import { MantineProvider, NavLink, type NavLinkProps } from '@mantine/core';
import { BASE_PATH } from '@portal/domain/app';
import { NarrowAtFirstRender } from '@/lib/use-narrow';
import { contentFeature } from '@/features/content';
import { visitorSectionsOf } from '../feature-registry';
import { MenuView, VISITOR_MENU_LABEL, visitorMenuSections } from '../layout/menu-view';
import { cssVariablesResolver, theme } from '../theme';

/**
 * The public site's sections: the content feature's alone, not the whole feature list's (its
 * indexes would bring every area's code into the visitor's boot). A test checks that no other
 * feature declares visitor sections.
 */
export const VISITOR_ISLAND_SECTIONS = visitorMenuSections(visitorSectionsOf([contentFeature]));

/** On a visitor's page every link is a page load of the server's HTML: no router here. */
function AnchorLink({ href, ...props }: NavLinkProps & { href: string }) {
  return <NavLink component="a" href={`${BASE_PATH}${href}`} {...props} />;
}

/**
 * The main menu's island on a visitor's prerendered page, on a phone: the burger that opens the
 * public information pages (docs/decisions/0041). On a wide screen the server's links need no
 * JavaScript. Only the theme and the layout come from above: no router, no query client.
 */
export function VisitorMenuIsland({ pathname, narrow }: { pathname: string; narrow: boolean }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <NarrowAtFirstRender value={narrow}>
        <MenuView
          label={VISITOR_MENU_LABEL}
          sections={VISITOR_ISLAND_SECTIONS}
          pathname={pathname}
          InternalLink={AnchorLink}
        />
      </NarrowAtFirstRender>
    </MantineProvider>
  );
}
