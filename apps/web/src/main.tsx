import './app/styles';
import { MESSAGES } from '@portal/domain/app';
import { mountApp } from './app/mount-app';
import { preloadSessionScreen } from './app/preload';
import { createAppServices } from './app/app-services';
import { isPlainVisitor } from './app/services';
import { FIRST_SCREEN_FALLBACK_MS } from './lib/first-screen';
import { captureExternalAuth } from './lib/session/external-auth-param';

// The application's boot (docs/decisions/0041): every page the server does not prerender.
// Before the first render, so no guard ever sees the external-auth visit as a visitor.
const capture = captureExternalAuth(new URL(window.location.href));
if (capture) window.history.replaceState(window.history.state, '', capture.cleanUrl);

const services = createAppServices({
  now: () => new Date(),
  initialMessage: capture?.invalid ? MESSAGES.impersonateFailed : null,
  deferUntilFirstScreenMs: FIRST_SCREEN_FALLBACK_MS,
});

// Only with a stored session: a visitor is sent home from a private page anyway.
if (!isPlainVisitor(services)) preloadSessionScreen(services, window.location.pathname);

const container = document.getElementById('root');
if (container) mountApp(container, services);
