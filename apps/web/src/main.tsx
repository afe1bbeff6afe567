import './app/styles';
import { MESSAGES } from '@portal/domain';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSessionScreen } from './app/preload';
import { takePrerenderState } from './app/prerender/prerender-state';
import { createAppServices, isPlainVisitor } from './app/services';
import { captureExternalAuth } from './lib/session/external-auth-param';

// Before the first render, so no guard ever sees the external-auth visit as a visitor.
const capture = captureExternalAuth(new URL(window.location.href));
if (capture) window.history.replaceState(window.history.state, '', capture.cleanUrl);

/** How long the parts nobody waits for wait at most for a page's content (lib/first-screen). */
const FIRST_SCREEN_FALLBACK_MS = 2500;

// A public page the API prerendered (docs/decisions/0029) carries what it was rendered with.
const prerendered = takePrerenderState(document);
const services = createAppServices({
  now: () => new Date(),
  initialMessage: capture?.invalid ? MESSAGES.impersonateFailed : null,
  ...(prerendered ? { narrow: prerendered.narrow } : {}),
  deferUntilFirstScreenMs: FIRST_SCREEN_FALLBACK_MS,
});

// Only with a stored session: a visitor is sent home from a private page anyway.
if (!isPlainVisitor(services)) preloadSessionScreen(services, window.location.pathname);

const container = document.getElementById('root');
if (container) {
  const app = (
    <StrictMode>
      <App services={services} />
    </StrictMode>
  );
  // Hydrated when this browser sees the page as the server did, a plain visitor; with a stored
  // session it is rendered afresh.
  if (prerendered && isPlainVisitor(services)) {
    hydrate(services.queryClient, prerendered.queries);
    // As a transition: hydration yields to the browser every few milliseconds instead of holding
    // the main thread (the page is already on screen, so nothing waits for it).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
