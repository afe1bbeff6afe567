import { PostLoginPrompts } from './post-login-prompts';
import { SessionExpiryWatcher } from './session-expiry-watcher';

/** What only a logged-in session needs; loaded after login, not with the public home. */
export default function SessionWatchers() {
  return (
    <>
      <SessionExpiryWatcher />
      <PostLoginPrompts />
    </>
  );
}
