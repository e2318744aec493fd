// One message in the list: its title (an unread one with a dot and, for screen readers, 未读), its
// category and when it came.
import type { AppMessage } from '@merchant-h5/sdk';

/** Row height in design pixels of the 750-px layout. */
export const MESSAGE_ROW_HEIGHT = 132;

export function MessageRow({ message }: { message: AppMessage }) {
  return (
    <div className="mh-msg-row" data-read={message.read ? 'read' : 'unread'}>
      <span className="mh-msg-row-line">
        <span className="mh-msg-row-title">
          {message.read ? null : (
            <>
              <span className="mh-msg-dot" aria-hidden="true" />
              <span className="mh-visually-hidden">未读</span>
            </>
          )}
          {message.title}
        </span>
        <span className="mh-msg-row-type">{message.typeName}</span>
      </span>
      <span className="mh-msg-row-line mh-msg-row-sub">
        <time dateTime={message.createTime.replace(' ', 'T')}>{message.createTime.slice(0, 16)}</time>
      </span>
    </div>
  );
}
