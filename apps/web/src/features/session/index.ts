import { lazy } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature, PrivatePages, Served } from '@/lib/feature';

// The shell's session pieces (app/layout): the first four run on every page, so not lazy.
export { ModeBanner } from './components/mode-banner';
export { SessionBoot } from './components/session-boot';
export { SessionMessageWatcher } from './components/session-message-watcher';
export { UserMenuPlaceholder } from './components/user-menu-placeholder';
/** What only a logged-in session needs; loaded after login, not with the public home. */
export const SessionWatchers = lazy(() => import('./components/session-watchers'));
export const UserMenu = lazy(() =>
  import('./components/user-menu').then((module) => ({ default: module.UserMenu })),
);
/** The terms screen the route guard shows while a session's terms are pending (spec §4). */
export const TermsRoute = lazy(() => import('./routes/terms-route'));

const privatePages = {
  'terminos-y-condiciones': { page: lazyWithPreload(() => import('./routes/terms-page-route')) },
} satisfies PrivatePages;

// The paths this feature serves, for app/'s check that every private route has a page.
declare module '@/lib/feature' {
  interface ServedPrivateRoutes extends Served<typeof privatePages> {}
}

export const sessionFeature: Feature = {
  id: 'session',
  privatePages,
};
