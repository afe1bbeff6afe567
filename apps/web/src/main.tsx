import './app/styles';
import { MESSAGES } from '@portal/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppServices } from './app/services';
import { captureExternalAuth } from './lib/session/external-auth-param';

// Before the first render, so no guard ever sees the external-auth visit as a visitor.
const capture = captureExternalAuth(new URL(window.location.href));
if (capture) window.history.replaceState(window.history.state, '', capture.cleanUrl);

const services = createAppServices({
  now: () => new Date(),
  initialMessage: capture?.invalid ? MESSAGES.impersonateFailed : null,
});

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}
