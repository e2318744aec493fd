// /message/index: the unread counts, 全部已读, the categories (kept in the address, so back from a
// message returns to the same one) and the messages newest first, a page at a time; pulling the list
// down reloads it and the counts, so a message that came meanwhile shows.
import { useCallback, useMemo } from 'react';
import type { AppMessage } from '@merchant-h5/sdk';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { useListSource } from '../../../components/ListScreen/useListSource';
import { href, paths } from '../../../config/paths';
import { useMirrorHref } from '../../../lib/useMirrorHref';
import { useSearchValues } from '../../../lib/useSearchValues';
import { useMessageCountQuery, useMessageListInfiniteQuery } from '../api/messages';
import { emptyText, isMessageFilter, typeNames, type MessageFilter } from '../lib/messageTypes';
import { MessageIndexHead } from './MessageIndexHead';
import { MESSAGE_ROW_HEIGHT, MessageRow } from './MessageRow';
import './messages.css';

const rowKey = (m: AppMessage) => m.id;
const renderRow = (m: AppMessage) => <MessageRow message={m} />;

export function MessageIndexView() {
  const [{ type }, update] = useSearchValues(['type']);
  const filter: MessageFilter = isMessageFilter(type) ? type : '';
  const counts = useMessageCountQuery();
  const list = useMessageListInfiniteQuery(filter);
  const listSource = useListSource(list);
  const { refetch: refetchCounts } = counts;
  const refresh = listSource.refresh;
  // Pull to refresh reloads the counts with the rows.
  const source = useMemo(
    () => ({ ...listSource, refresh: () => Promise.all([refresh(), refetchCounts()]) }),
    [listSource, refresh, refetchCounts],
  );
  const toScreen = useMirrorHref();
  const rowHref = useCallback(
    (m: AppMessage) => toScreen(paths.messages.detail, href(paths.messages.detail, { id: m.id })),
    [toScreen],
  );
  const names = typeNames(listSource.items);
  return (
    <div className="mh-msg" data-state={list.data && counts.data ? 'ready' : undefined}>
      <ListScreen
        label="消息列表"
        source={source}
        rowKey={rowKey}
        renderRow={renderRow}
        rowHref={rowHref}
        rowHeight={MESSAGE_ROW_HEIGHT}
        emptyText={emptyText(filter, names)}
        emptyHint={filter ? '换个分类看看，新消息会在这里提醒您' : '新消息会在这里提醒您，下拉可刷新'}
        header={
          <MessageIndexHead
            counts={counts.data}
            filter={filter}
            onFilter={(value) => update({ type: value })}
            names={names}
          />
        }
      />
    </div>
  );
}
