import { BASE_PATH, MESSAGES } from '@portal/domain/app';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { preloadSessionScreen } from '@/app/preload';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { createAppServices } from '@/app/app-services';
import type { Clock } from '@/lib/clock';
import { captureExternalAuth } from '@/lib/session/external-auth-param';

export interface RenderAppOptions {
  /** The app path (without /prestadores), query string included. */
  path?: string;
  now?: Clock;
  /** Fake timers are on: user-event must advance them. */
  fakeTimers?: boolean;
  /** A reload with a stored session: the page's code and module check start before the render. */
  preload?: boolean;
  /**
   * False to count calls as a production page makes them: StrictMode's development-only remounts
   * (a page revealed after suspending) ask stale queries again.
   */
  strict?: boolean;
}

/** Renders the whole app the way main.tsx does, on a memory router at `path`. */
export function renderApp({
  path = '/',
  now = () => new Date(),
  fakeTimers = false,
  preload = false,
  strict = true,
}: RenderAppOptions = {}) {
  const url = new URL(path, 'http://localhost');
  const capture = captureExternalAuth(url);
  const entry = capture ? capture.cleanUrl : `${url.pathname}${url.search}${url.hash}`;
  const services = createAppServices({
    now,
    initialMessage: capture?.invalid ? MESSAGES.impersonateFailed : null,
  });
  if (preload) preloadSessionScreen(services, `${BASE_PATH}${url.pathname}`);
  const location = { pathname: '', search: '' };
  function LocationProbe() {
    const current = useLocation();
    location.pathname = current.pathname;
    location.search = current.search;
    return null;
  }
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  // StrictMode as in main.tsx, so effects that must run once are tested for it.
  const app = (
    <AppProviders services={services} env="test">
      <MemoryRouter basename={BASE_PATH} initialEntries={[`${BASE_PATH}${entry}`]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>
  );
  const utils = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...utils, user, services, location };
}
