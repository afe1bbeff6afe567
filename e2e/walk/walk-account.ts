import { userConfigCall, userConfigResponse } from '@portal/contracts';
import {
  dataUpdateSections,
  decideAccess,
  type DataUpdateSection,
  type UserPermissions,
} from '@portal/domain/access';
import type { ProviderType } from '@portal/domain/provider';
import type { Page } from '@playwright/test';
import { login } from '../support.ts';
import { PageWatch } from './network.ts';
import {
  axeWhatIsNew,
  checkContent,
  checkNoSidewaysScroll,
  checkTablesFit,
  type Expected,
} from './page-checks.ts';
import { hasParameters, type WalkRoute } from './routes.ts';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
const sizeLabel = (size: { width: number; height: number }) => `${size.width}×${size.height}`;

/** Who walks: a visitor (no permissions) or an account as the server configured it. */
export interface Walker {
  label: string;
  termsAccepted: boolean;
  permissions: UserPermissions | null;
  providerType: ProviderType | null;
}

export const VISITOR: Walker = {
  label: 'visitante',
  termsAccepted: false,
  permissions: null,
  providerType: null,
};

/** Mis datos' sections, each a page under it (spec §6: which ones depend on the provider type). */
const DATA_UPDATE_PAGE = /^tramitesonline\/datos-personales\/([a-z-]+)$/;

export interface PageResult {
  where: string;
  problems: string[];
  /** The /pre answers the page received (each checked against its contract). */
  calls: number;
}

/** What the route must show this walker (spec §4 route display, §6 access). */
export function expectedOf(route: WalkRoute, walker: Walker): Expected {
  if (route.access === 'public') return 'public';
  if (!walker.permissions) return 'login';
  if (route.access === 'login') return 'allowed';
  if (!walker.termsAccepted) return 'terms';
  const context = { loggedIn: true, termsAccepted: true, permissions: walker.permissions };
  const decision = decideAccess(context, route.access.permission);
  const section = DATA_UPDATE_PAGE.exec(route.path)?.[1] as DataUpdateSection | undefined;
  if (decision === 'allowed' && section && walker.providerType) {
    return dataUpdateSections(walker.providerType).includes(section) ? 'allowed' : 'forbidden';
  }
  return decision;
}

/**
 * Logs in through the header form and returns the account as the server's user-config
 * answered it; the update-data prompt that follows a login ('cap') is put off.
 */
export async function logIn(page: Page, email: string): Promise<Walker> {
  await page.goto('/prestadores/');
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === userConfigCall.path &&
      response.request().method() === userConfigCall.method &&
      response.ok(),
  );
  await login(page, email);
  const config = userConfigResponse.parse(await (await answer).json());
  if (config.userHasAcceptedTerms && config.userPermissions.cap.active) {
    await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  }
  return {
    label: email,
    termsAccepted: config.userHasAcceptedTerms,
    permissions: config.userPermissions,
    providerType: config.userDetail.prestador.tipoPrestador.id,
  };
}

/** Opens an address: by the app's own router once it is loaded, as a click on a link does. */
async function open(page: Page, address: string, clientSide: boolean) {
  if (!clientSide) {
    await page.goto(address);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, address);
}

const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * Walks the routes as one walker on one loaded page and returns every page's problems. A
 * parameterised route is opened through the link the app offers (the users list's first
 * modificar-usuario link); where the walker may not see it, any parameters show the guard.
 */
export async function walkRoutes(
  page: Page,
  walker: Walker,
  routes: readonly WalkRoute[],
  options: {
    clientSide: boolean;
    /** True for the first walker to ask for a markup's axe check (walk-tally.ts). */
    claimAxeCheck: (key: string) => boolean;
    /** Called as each page is done, so a walk cut short still tells what it found. */
    onPage: (result: PageResult) => void;
  },
): Promise<void> {
  const { claimAxeCheck, onPage } = options;
  const watch = await PageWatch.on(page);
  let userLink: string | null = null;

  for (const route of routes) {
    const expected = expectedOf(route, walker);
    let address = `/prestadores/${route.path}`;
    if (hasParameters(route)) {
      if (userLink) address = userLink;
      else if (expected === 'allowed') {
        onPage({
          where: `${walker.label} ${address}`,
          problems: ['ninguna página del recorrido ofrece un enlace a esta ruta'],
          calls: 0,
        });
        continue;
      } else address = address.replace(/:[A-Za-z]+/g, '1');
    }
    const where = `${walker.label} ${address}`;
    watch.begin();
    const callsBefore = watch.calls;
    await page.setViewportSize(DESKTOP);
    await nextFrames(page);
    const mark = options.clientSide ? await watch.mark() : undefined;
    await open(page, address, options.clientSide);
    await watch.settle(mark);
    const problems = await checkContent(page, expected);
    problems.push(...(await checkNoSidewaysScroll(page, sizeLabel(DESKTOP))));
    problems.push(...(await checkTablesFit(page, sizeLabel(DESKTOP))));
    problems.push(...(await axeWhatIsNew(page, claimAxeCheck)));
    if (route.path === 'gestionusuarios' && expected === 'allowed') {
      const link = page.locator('a[href*="/gestionusuarios/modificar-usuario/"]').first();
      userLink = (await link.count()) > 0 ? await link.getAttribute('href') : null;
    }
    // The phone's layout on the same loaded page, as a window narrowed by the user.
    await page.setViewportSize(PHONE);
    await nextFrames(page);
    await watch.settle();
    problems.push(...(await checkNoSidewaysScroll(page, sizeLabel(PHONE))));

    problems.push(...(await watch.finish()));
    onPage({ where, problems, calls: watch.calls - callsBefore });
  }
}
