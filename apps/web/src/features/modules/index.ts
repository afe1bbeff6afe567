import { lazy } from 'react';
import type { Feature } from '@/lib/feature';

/** Wraps a built module's page: shown once the server's guard agrees (app/routes). */
export const ModuleGate = lazy(() => import('./components/module-gate'));
/** The page of a private route whose module no feature provides yet. */
export const ModulePlaceholderRoute = lazy(() => import('./routes/module-route'));

export const modulesFeature: Feature = {
  id: 'modules',
  routes: [
    {
      path: 'tramitesonline',
      page: lazy(() => import('./routes/online-procedures-route')),
      fullScreen: true,
      requiresLogin: true,
    },
  ],
};
