import { BASE_PATH } from '@portal/domain/app';
import { PRIVATE_ROUTES } from '@portal/domain/access';
import type { Query } from '@tanstack/react-query';
import { isValidElement, StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, Navigate, StaticRouter } from 'react-router';
import { RequireLogin, RouteGuard } from '@/app/guards/route-guard';
import { prerenderStateScript } from '@/app/prerender/prerender-state-script';
import { AppProviders } from '@/app/providers';
import { AppRoutes, routes, type RouteHandle } from '@/app/routes';
import { createAppServices } from '@/app/app-services';
import type { AppServices } from '@/app/services';
import { DocumentTitleSink, documentTitle, SITE_NAME } from '@/lib/document-title';

/**
 * The server's render of a public page (docs/decisions/0041): the API calls it with the page's
 * path and an in-process fetch, and serves the HTML inside visitor.html, so a visitor sees the
 * page before any JavaScript runs; the browser then mounts the page's islands over it.
 */
export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document title the page gave itself. */
  title: string;
  /** The JSON block with the answers the page was rendered with. */
  state: string;
}

/** Renders that still leave calls unanswered after this many passes are not prerendered. */
const MAX_PASSES = 3;

/**
 * Whether `path` (under /prestadores, no leading slash) is a page every visitor sees the same:
 * spelled exactly as one of the app's public routes, not the not-found page, not a redirect, not
 * a private route nor a login-only page (they depend on the session), nor a page that depends on
 * the browser's history state (`browserOnly`).
 */
export function isPrerenderable(path: string): boolean {
  const matches = matchRoutes(routes, `/${path}`);
  const last = matches?.at(-1);
  if (!last || last.route.path === '*') return false;
  if ((last.route.handle as RouteHandle | undefined)?.browserOnly) return false;
  // The router matches without regard to case or a trailing slash; each spelling would be a page
  // of its own in the API's cache, so only the route's own spelling is prerendered.
  const spelled = matches!
    .map(({ route }) => route.path ?? '')
    .filter(Boolean)
    .join('/');
  if (spelled !== path) return false;
  const element = last.route.element;
  if (isValidElement(element) && element.type === Navigate) return false;
  return matches!.every(
    ({ route }) => !isGuarded(route.element) && !PRIVATE_PATHS.has(route.path ?? ''),
  );
}
const PRIVATE_PATHS = new Set<string>(PRIVATE_ROUTES.map((route) => route.path));

/** A route whose element only a session may see: a private route or a login-only page. */
function isGuarded(element: ReactNode): boolean {
  return isValidElement(element) && (element.type === RouteGuard || element.type === RequireLogin);
}

async function renderOnce(tree: ReactNode): Promise<string> {
  // Every boundary inline, in place: an outlined one is completed by an inline script, which the
  // CSP's script-src 'self' blocks (the page would then fall back to rendering in the browser).
  const { prelude } = await prerenderToNodeStream(tree, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : String(chunk);
  return html;
}

/** A query's `enabled` as its hook gave it (the hook's options reach the cached query). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Queries a render asked for and nobody fetched (queries do not fetch on the server). */
function unanswered(services: AppServices) {
  return services.queryClient.getQueryCache().findAll({
    predicate: (query) =>
      query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
  });
}

/**
 * Renders `path` (under /prestadores, no leading slash) as a visitor on a phone or not (`narrow`): renders, answers the
 * calls the render asked for through `fetch`, and renders again until nothing is left to answer.
 * Null when the page cannot be prerendered the same as the browser would render it (a call
 * failed, or calls are still unanswered): the API then serves the plain index.html.
 */
export async function prerenderPage(
  path: string,
  fetch: typeof globalThis.fetch,
  { narrow }: { narrow: boolean },
) {
  const services = createAppServices({ now: () => new Date(), prerender: { fetch }, narrow });
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const sink: { title?: string } = {};
    const html = await renderOnce(
      <StrictMode>
        <DocumentTitleSink value={sink}>
          <AppProviders services={services}>
            <StaticRouter basename={BASE_PATH} location={`${BASE_PATH}/${path}`}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </DocumentTitleSink>
      </StrictMode>,
    );
    const queries = unanswered(services);
    if (queries.length === 0) {
      if (html.includes('<script')) return null; // see renderOnce
      const failed = services.queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => query.state.status === 'error' });
      if (failed.length > 0) return null;
      const page: PrerenderedPage = {
        html,
        title: sink.title ?? documentTitle(SITE_NAME),
        state: prerenderStateScript(services.queryClient, narrow),
      };
      return page;
    }
    if (pass === MAX_PASSES) return null;
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
  }
  return null;
}
