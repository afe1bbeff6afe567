import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useAuthorizationInbox } from '../../api/inbox';
import { useAuthorizationEvents } from '../../live/authorization-events';
import { inboxCountText } from './inbox-count-text';

/**
 * The Inbox counter beside the module's menu entry. It holds the live stream open, so it moves
 * when the insurer observes a request or the provider answers one, on any page.
 */
export default function InboxMenuBadge() {
  useAuthorizationEvents();
  const inbox = useAuthorizationInbox();
  const count = inbox.data?.cantidad ?? 0;
  if (count === 0) return null;
  return (
    <>
      <Badge color="red" size="sm" circle={count < 10} aria-hidden="true">
        {count}
      </Badge>
      <span className="visually-hidden">{` (${inboxCountText(count)})`}</span>
    </>
  );
}
