// The merchant's own account: info, real name and level, and the captcha.
import { ymd } from '../../../state/clock';
import { maskCard, maskIdNo, maskName } from '../../../state/generate/mask';
import { mintId } from '../input';
import { maskPhone } from '../rules';
import type { ServiceHandlers } from '../types';

const STATUS_NAMES = { none: '未认证', auditing: '审核中', passed: '已认证', rejected: '审核驳回' } as const;

export const accountHandlers = {
  myInfo: ({ state }) => {
    const card = state.cards.find((c) => c.isSettlement);
    return {
      merchantNo: state.profile.merchantNo,
      merchantName: state.profile.merchantName,
      shortName: state.profile.shortName,
      phone: maskPhone(state.profile.phone),
      level: state.profile.level,
      levelName: state.profile.levelName,
      certStatus: state.certification.status,
      certStatusName: STATUS_NAMES[state.certification.status],
      realNameStatus: state.realName.status,
      vipStatus: state.member.vipStatus,
      points: state.points.balance,
      unreadCount: state.messages.filter((m) => !m.read).length,
      deviceCount: state.devices.length,
      settlementCard: card ? { bankName: card.bankName, cardNo: maskCard(card.cardNo) } : null,
    };
  },
  realNameAndLevelInfo: ({ state }) => ({
    realNameStatus: state.realName.status,
    realNameStatusName: STATUS_NAMES[state.realName.status],
    name: state.realName.name ? maskName(state.realName.name) : null,
    idNo: state.realName.idNo ? maskIdNo(state.realName.idNo) : null,
    level: state.profile.level,
    levelName: state.profile.levelName,
    nextLevelName: state.profile.level === 'V0' ? '白银商户' : '铂金商户',
  }),
  commonCaptcha: ({ state, now }) => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32"><text x="12" y="24" font-size="22">8888</text></svg>';
    return {
      captchaId: mintId(state, 'CP', ymd(now)),
      image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  },
} satisfies Partial<ServiceHandlers<'user-service'>>;

export { STATUS_NAMES };
