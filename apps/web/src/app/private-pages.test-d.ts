// Type tests, run by `npm run typecheck` (tsc -p apps/web), not by Vitest: each
// `@ts-expect-error` fails the typecheck when the line below it compiles.
import type { PrivateRoutePath } from '@portal/domain/access';
import type {
  EveryRouteServed,
  PrivatePage,
  PrivatePages,
  ServedPrivateRoutes,
} from '@/lib/feature';

/** The features as they are: every route of the domain's table has a page. */
export const servedToday: EveryRouteServed<PrivateRoutePath, ServedPrivateRoutes> = true;

/** A route added to the domain's table without a feature's page does not compile. */
type WithNewRoute = PrivateRoutePath | 'tramitesonline/nuevo-modulo';
// @ts-expect-error the new route has no page
export const newRouteWithoutPage: EveryRouteServed<WithNewRoute, ServedPrivateRoutes> = true;

/** Nor does a feature that stops giving a route its page. */
type WithoutValidation = Omit<ServedPrivateRoutes, 'tramitesonline/validar-afiliado'>;
// @ts-expect-error validar-afiliado has no page left
export const pageDropped: EveryRouteServed<PrivateRoutePath, WithoutValidation> = true;

declare const page: PrivatePage;

/** A page for an address the domain's table does not have does not compile either. */
export const pageOfNoRoute = {
  'tramitesonline/validar-afiliado': page,
  // @ts-expect-error not a private route of the domain's table
  'tramitesonline/no-existe': page,
} satisfies PrivatePages;
