import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useInboxCount } from '../api/pending-inbox';
import { useCaseEvents } from '../live/case-events';
import { inboxCountText } from './inbox-count-text';

/**
 * The unread counter beside the support centre's menu entry (spec §2: the inbox length). It
 * holds the live stream open, so it moves when the insurer acts, on any page.
 */
export default function InboxMenuBadge() {
  useCaseEvents();
  const count = useInboxCount();
  if (!count.data) return null;
  return (
    <>
      <Badge color="red" size="sm" circle={count.data < 10} aria-hidden="true">
        {count.data}
      </Badge>
      <span className="visually-hidden">{` (${inboxCountText(count.data)})`}</span>
    </>
  );
}
