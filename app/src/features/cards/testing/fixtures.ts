// Test data of the cards area, in the catalogue's shapes.
import type { BankCard, SupportBank, SupportBankList } from '@merchant-h5/sdk';

export const supportBanks: SupportBank[] = [
  {
    bankCode: '0308',
    bankName: '招商银行',
    singleLimit: 50000,
    dayLimit: 200000,
    bins: [
      { prefix: '622588', cardType: 'DC' },
      { prefix: '62258', cardType: 'CC' },
    ],
    cardTypes: ['DC', 'CC'],
  },
  {
    bankCode: '0105',
    bankName: '中国建设银行',
    singleLimit: 50000,
    dayLimit: 200000,
    bins: [{ prefix: '436742', cardType: 'CC' }],
    cardTypes: ['CC'],
  },
];

export const supportBankList: SupportBankList = {
  list: supportBanks,
  agreement: {
    code: 'QUICKPAY-2024',
    title: '《快捷支付服务协议》',
    content:
      '<h3>一、服务说明</h3><p>绑定后付款无需再次输入卡号。</p><img src="x" onerror="window.__cardsXss=1">',
  },
};

export const card = (overrides: Partial<BankCard> = {}): BankCard => ({
  cardId: 'CARD0001',
  cardNo: '622202*********0123',
  bankName: '中国工商银行',
  bankCode: '0102',
  cardType: 'DC',
  phone: '13800138000',
  isSettlement: true,
  bindTime: '2026-10-01 10:00:00',
  ...overrides,
});
