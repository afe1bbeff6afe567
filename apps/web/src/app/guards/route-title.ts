import { privateRouteTitle, type PrivateRoute } from '@portal/domain/access';
import { useSession } from '@/lib/session/session-context';

/**
 * A private route's title as this session reads it: the census route follows the
 * hospitalization-in-affiliate-validation flag (spec §2), every other route keeps its own.
 */
export function useRouteTitle(route: PrivateRoute): string {
  const { session } = useSession();
  return privateRouteTitle(route, session?.hospitalizationInAffiliateValidation ?? false);
}
