// An unread count as the badges show it: the number up to 99, '99+' beyond, and always the exact
// count in words for screen readers ('未读 123 条').

export const UNREAD_CAP = 99;

export interface UnreadText {
  /** What the badge shows. */
  shown: string;
  /** What a screen reader says. */
  label: string;
}

/** @example unreadText(123) // { shown: '99+', label: '未读 123 条' } */
export function unreadText(count: number): UnreadText {
  return { shown: count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(count), label: `未读 ${count} 条` };
}
