// 全部 and the three categories, each with its unread count.
import type { AppMessageCount, AppMessageType } from '@merchant-h5/sdk';
import { ChipGroup } from '../../../components/ChipGroup/ChipGroup';
import { isMessageFilter, MESSAGE_TYPES, type MessageFilter } from '../lib/messageTypes';
import { UnreadBadge } from './UnreadBadge';

export interface MessageTypeChipsProps {
  value: MessageFilter;
  onChange: (value: MessageFilter) => void;
  names: Record<AppMessageType, string>;
  counts?: AppMessageCount;
}

export function MessageTypeChips({ value, onChange, names, counts }: MessageTypeChipsProps) {
  const chips = [
    { value: '', label: '全部', badge: <UnreadBadge count={counts?.unreadCount ?? 0} /> },
    ...MESSAGE_TYPES.map((type) => ({
      value: type,
      label: names[type],
      badge: <UnreadBadge count={counts?.byType[type] ?? 0} />,
    })),
  ];
  return (
    <ChipGroup
      label="消息分类"
      layout="scroll"
      chips={chips}
      value={value}
      onChange={(v) => isMessageFilter(v) && onChange(v)}
    />
  );
}
