// The help centre's question groups (the `type` of abnormalHandle/commonQuestions). The server
// answers questions, not a list of groups, so the groups the simulator and back office share live here.
export const HELP_CATEGORIES = [
  { type: 'abnormal', name: '异常交易', hint: '未到账、冻结、重复扣款' },
  { type: 'device', name: '机具问题', hint: '开机、换机、装机' },
  { type: 'settlement', name: '结算提现', hint: '到账时间、结算卡' },
] as const;

export const categoryName = (type: string) => HELP_CATEGORIES.find((c) => c.type === type)?.name;

/** Where a merchant reaches a person when the host has no customer-service entry. */
export const SERVICE_PHONE = '95016';
