// The top of the message centre: the unread total first, 全部已读 beside it (disabled when nothing is
// unread or while it runs; a failure is said beside it, and the button asks again), then the
// categories.
import type { AppMessageCount, AppMessageType } from '@merchant-h5/sdk';
import { errorMessage } from '../../../components/QueryState/errorMessage';
import { isShownInline } from '../../../lib/apiError';
import { useMarkMessagesReadMutation } from '../api/messages';
import type { MessageFilter } from '../lib/messageTypes';
import { unreadText } from '../lib/unread';
import { MessageTypeChips } from './MessageTypeChips';

export interface MessageIndexHeadProps {
  counts?: AppMessageCount;
  filter: MessageFilter;
  onFilter: (value: MessageFilter) => void;
  names: Record<AppMessageType, string>;
}

export function MessageIndexHead({ counts, filter, onFilter, names }: MessageIndexHeadProps) {
  const [markAll, marking] = useMarkMessagesReadMutation();
  const unread = counts?.unreadCount ?? 0;
  const total = unreadText(unread);
  return (
    <div className="mh-msg-head">
      <div className="mh-msg-summary">
        <p className="mh-msg-summary-text">
          <span className="mh-msg-muted">未读消息</span>
          <strong className="mh-msg-total" data-testid="message-unread-total">
            <span aria-hidden="true">{counts ? total.shown : '-'}</span>
            <span className="mh-visually-hidden">{counts ? total.label : '加载中'}</span>
          </strong>
        </p>
        <button
          type="button"
          className="mh-button mh-msg-mark-all"
          disabled={unread === 0 || marking.isLoading}
          onClick={() => void markAll({ all: true })}
        >
          {marking.isLoading ? '处理中…' : '全部已读'}
        </button>
      </div>
      {isShownInline(marking.error) ? (
        <p role="alert" className="mh-msg-error">
          {errorMessage(marking.error)}，请重试
        </p>
      ) : null}
      <MessageTypeChips value={filter} onChange={onFilter} names={names} counts={counts} />
    </div>
  );
}
