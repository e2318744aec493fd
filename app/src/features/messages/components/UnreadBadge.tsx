// An unread count: '99+' beyond 99 on screen, the exact count in words for screen readers. Nothing
// when there is nothing unread.
import { unreadText } from '../lib/unread';

export function UnreadBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  const text = unreadText(count);
  return (
    <span className="mh-msg-badge" data-testid={testId}>
      <span aria-hidden="true">{text.shown}</span>
      <span className="mh-visually-hidden">{text.label}</span>
    </span>
  );
}
