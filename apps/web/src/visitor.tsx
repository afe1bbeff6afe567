import './app/styles';
import { startIslands } from './app/islands/start-islands';
import { takePrerenderState } from './app/prerender/prerender-state';
import { createVisitorServices } from './app/services';
import { FIRST_SCREEN_FALLBACK_MS } from './lib/first-screen';

// The visitor's boot: every page the API prerenders (docs/decisions/0041). Its islands, and the
// application only once it is needed.
const prerendered = takePrerenderState(document);
const services = createVisitorServices({
  now: () => new Date(),
  ...(prerendered ? { narrow: prerendered.narrow } : {}),
  deferUntilFirstScreenMs: FIRST_SCREEN_FALLBACK_MS,
});

const container = document.getElementById('root');
if (container && prerendered) startIslands(container, services, prerendered);
else if (container) {
  // Served without its prerender (it should not be): the application renders the page.
  void import('./app/mount-app').then(({ mountApp }) => {
    container.replaceChildren();
    mountApp(container, services);
  });
}
