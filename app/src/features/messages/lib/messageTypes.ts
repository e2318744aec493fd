// The message centre's categories: 全部 and the three types of the catalogue. Their names are the
// data's (`typeName`) once a message of the type is seen; these stand in until then.
import type { AppMessage, AppMessageType } from '@merchant-h5/sdk';

/** '' is every category. */
export type MessageFilter = AppMessageType | '';

export const MESSAGE_TYPES: readonly AppMessageType[] = ['01', '02', '03'];

const FALLBACK_NAMES: Readonly<Record<AppMessageType, string>> = {
  '01': '系统通知',
  '02': '交易提醒',
  '03': '活动消息',
};

export const isMessageFilter = (value: string): value is MessageFilter =>
  value === '' || (MESSAGE_TYPES as readonly string[]).includes(value);

/** Each category's name: the first loaded message of that type names it. */
export function typeNames(messages: readonly AppMessage[]): Record<AppMessageType, string> {
  const names = { ...FALLBACK_NAMES };
  const seen = new Set<AppMessageType>();
  for (const m of messages) {
    if (seen.has(m.type) || !m.typeName) continue;
    seen.add(m.type);
    names[m.type] = m.typeName;
  }
  return names;
}

/** The empty state of a category. */
export function emptyText(filter: MessageFilter, names: Record<AppMessageType, string>): string {
  return filter ? `暂无${names[filter]}` : '暂无消息';
}
