// The kinds of coupon on sale (`Coupon.type`), as the mall's filter names them.

export const COUPON_TYPES: ReadonlyArray<{ value: string; label: string }> = [
  { value: '01', label: '费率券' },
  { value: '02', label: '提现券' },
  { value: '03', label: '折扣券' },
  { value: '04', label: '礼包' },
  { value: '05', label: '流量卡' },
];

/** The kind's name, or null for a kind the mall does not know. */
export function couponTypeName(type: string): string | null {
  return COUPON_TYPES.find((t) => t.value === type)?.label ?? null;
}
