/** What other code may call of the imports: the operators' keys (npm run operator -- keys). */
export { createKey, listKeys, revoke as revokeKey, type KeysDeps } from './door/keys.service.ts';
/** For a cache of any API process: forget it when an import that invalidates it committed. */
export { onImported } from './engine/invalidation.ts';
/** The public site's items one at a time: what the console's content editor reads and publishes. */
export {
  publishSiteItem,
  siteItem,
  siteItems,
  withdrawSiteItem,
  type SiteItem,
} from './kinds/content-items.ts';
/**
 * A new provider's first admin, its modules and the invitation mail, written in the caller's
 * transaction: what the providers' import does for each new provider of its file.
 */
export { inviteFirstAdmin, INVITATION_SUBJECT, type FirstAdmin } from './kinds/providers/invite.ts';
