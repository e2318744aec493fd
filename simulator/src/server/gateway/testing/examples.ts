// Test only: an input for every endpoint that needs one, valid for a fresh certified session,
// plus the few preconditions an action needs (e.g. a rejected certification before reSubmit).
import type { EndpointName } from '@merchant-h5/sdk';
import { prizeOf } from '../../state/generate/activities';
import type { MerchantState } from '../../state/model';
import { TODAY } from './harness';
import type { CallBody } from './suite';

/** A call of N that succeeds: its body as the catalogue types it, and what the session needs first. */
export interface Example<N extends EndpointName> {
  body?: CallBody<N>;
  /** Path with placeholders filled in. */
  path?: string;
  setup?: (state: MerchantState) => void;
}

const contact = { contactName: '张伟', contactPhone: '13800138000', address: '上海市黄浦区南京东路 100 号' };
const certificationForm = {
  registNo: '91310101MA1FL0XX36',
  legalManName: '张伟',
  legalManCardNo: '310101198803071234',
  businessLicensePic: 'img-1',
};

const shop = {
  mecDisNm: '幸福小摊',
  address: '南京东路 100 号',
  regProvCd: '310000',
  regCityCd: '310100',
  regDistCd: '310101',
  mccCd: '5812',
  mccValue: '餐馆',
  storePic: 'img-2',
  insideScenePic: 'img-3',
};
const businessInfo = {
  ...shop,
  licensePic: 'img-1',
  registCode: '91310101MA1FL0XX36',
  cprRegAddr: '上海市黄浦区南京东路 100 号',
};
const legalPersonInfo = {
  legalPersonidPositivePic: 'img-4',
  legalPersonidOppositePic: 'img-5',
  identityName: '张伟',
  identityNo: '310101198803071234',
  actNo: '6222021234567890128',
  actName: '张伟',
  lbnkNo: '102290000001',
  mblNo: '13800138000',
};

/** The official account's WeChat user signed in, and an SMS code sent to `phone` when given. */
const officialAccount = (phone?: string) => (s: MerchantState) =>
  void (s.officialAccount = {
    codes: [
      { code: 'c0de'.repeat(8), openid: 'oExampleOpenid', snapshot: false, issuedAt: TODAY, used: false },
    ],
    openid: 'oExampleOpenid',
    snapshot: false,
    sms: phone ? { phone, code: '123456', sentAt: TODAY, failures: 0 } : null,
    binding: null,
  });

export const EXAMPLES: { readonly [N in EndpointName]?: Example<N> } = {
  wechatBinding: { body: { code: 'c0de'.repeat(8) }, setup: officialAccount() },
  sendCode: { body: { phone: '13800138000' }, setup: officialAccount() },
  userLoginRegisterBinding: {
    body: { type: 'login', phone: '13800138000', smsCode: '123456' },
    setup: officialAccount('13800138000'),
  },
  wechatTicket: { body: { url: 'http://localhost:5170/h5/officialAccount/Login' } },
  bqCertificationSubmit: { body: certificationForm, setup: (s) => void (s.certification.status = 'none') },
  bqCertificationReSubmit: {
    body: certificationForm,
    setup: (s) => void (s.certification.status = 'rejected'),
  },
  bqCertificationIdentityCheck: { body: { name: '张伟', idNo: '310101198803071234' } },
  bqCertificationLicenseImageAnalysis: { body: { image: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==' } },
  merchantAccessUploadImage: {
    body: { image: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==', type: 'license' },
  },
  merchantAccessFindAreaList: { body: { areaId: '310000' } },
  merchantAccessIncom: {
    body: { merchType: '01', businessInfo, legalPersonInfo },
    setup: (s) => void delete s.forms.access,
  },
  merchantAccessUpdateMerchantInfo: { body: { shortName: '幸福小店' } },
  merchantAccessModifyMerchantInfo: { body: { businessAddress: '上海市黄浦区南京东路 101 号' } },
  merchantAccessMicroIncom: { body: { smallBusinessInfo: shop, legalPersonInfo } },
  userAuthInfoSupplementSubmit: { body: { ...shop, reuseIdentity: '1' } },
  setBankUpdate: { body: { cardNo: '6217001234567893', bankCode: '0105' } },
  certificationAddPersonAccount: { body: { actName: '张伟', actNo: '6217001234567890' } },
  certificationSubmitCertification: {
    body: { name: '张伟', idNo: '310101198803071234' },
    setup: (s) => void (s.realName.status = 'none'),
  },
  cpMerchantSubmit: { body: { businessName: '幸福便利店' } },
  touchAdd: {
    body: {
      merchantName: '隔壁水果店',
      phone: '13900001111',
      contactName: '王芳',
      mccCd: '5411',
      address: '南京东路 100 号',
    },
  },
  touchUpdate: {
    body: { id: 'TM000', merchantName: '隔壁水果店（新）' },
    setup: (s) =>
      void s.touchMerchants.push({
        id: 'TM000',
        merchantName: '隔壁水果店',
        phone: '13900001111',
        contactName: '王芳',
        mccCd: '5411',
        mccValue: '超市、便利店',
        provinceCode: '',
        cityCode: '',
        districtCode: '',
        address: '',
        autoImport: '1',
        createTime: '',
      }),
  },
  touchNoAutoAdd: { body: { merchantName: '街角面馆', phone: '13900002222' } },
  virtualCreditCardAddReservationInfo: {
    body: { name: '张伟', idNo: '310101198803071234', phone: '13800138000' },
  },
  switchUpdate: { body: { key: 'voiceBroadcast', value: '0' } },
  phonePosCertification: { body: { name: '张伟', idNo: '310101198803071234' } },
  billQueryDetail: { body: { monthDate: '202611' } },
  deviceApply: { body: { deviceType: '02', ...contact } },
  deviceReplace: { body: { deviceType: '02', reason: '屏幕损坏', ...contact } },
  devicePictureUpload: { body: { image: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==' } },
  deviceServiceFeeRefund: {
    setup: (s) =>
      void s.serviceFeeOrders.push({
        orderNo: 'SF1',
        amount: 99,
        channel: 'alipay',
        status: 'paid',
        createTime: '2026-10-01 10:00:00',
        settleAt: null,
        payTime: '2026-10-01 10:01:00',
        tradeNo: 'T1',
      }),
  },
  deviceServiceFeeReceiveCodeInfo: { body: { channel: 'alipay' } },
  quickCardPayBindCard: {
    body: {
      cardNo: '6225881234567898',
      phone: '13800138000',
      bankCode: '0308',
      agreementCode: 'QUICKPAY-2024',
    },
  },
  quickCardPayRequest: {
    body: { amount: 100 },
    setup: (s) =>
      void s.cards.push({
        cardId: 'CQ1',
        cardNo: '6225880000000001',
        bankName: '招商银行',
        bankCode: '0308',
        cardType: 'DC',
        phone: '13800138000',
        isSettlement: false,
        bindTime: '',
      }),
  },
  quickCardPaySmsVerify: {
    body: { payOrderNo: 'QP1', smsCode: '123456' },
    setup: (s) =>
      void s.payments.push({
        payOrderNo: 'QP1',
        cardId: 'CARD0001',
        amount: 10,
        payWay: 'card',
        purpose: 'collect',
        status: '01',
        statusName: '待短信确认',
        createTime: '',
        payTime: null,
        qrContent: null,
        failReason: null,
        packageId: null,
      }),
  },
  quickCardPayBindVerify: {
    body: { orderNo: 'BD1', smsCode: '123456' },
    setup: (s) =>
      void (s.cardBinds = [
        {
          orderNo: 'BD1',
          card: {
            cardId: 'CB1',
            cardNo: '6225881234567898',
            bankName: '招商银行',
            bankCode: '0308',
            cardType: 'DC',
            phone: '13800138000',
            isSettlement: false,
            bindTime: '',
          },
          smsCode: '123456',
          status: 'pending',
          failures: 0,
          sentAt: TODAY,
        },
      ]),
  },
  onlineDeviceApplyCooperateDeviceSubmit: { body: { deviceType: '03', ...contact } },
  onlineDeviceApplyJwbSubmit: { body: { deviceType: '04', ...contact } },
  abnormalHandleApply: { body: { contactPhone: '13800138000', description: '交易成功未入账' } },
  integralDetail: { path: 'integral/detail/C001' },
  integralExchange: { body: { commodityId: 'C007' } },
  integralEditAddress: {
    body: {
      name: '张伟',
      phone: '13800138000',
      province: '上海市',
      city: '上海市',
      area: '黄浦区',
      detail: '南京东路 100 号',
    },
  },
  appMessageMarkRead: { body: { all: true } },
  appMessageDetail: { body: { id: 'MSG00001' } },
  appTaskCenterReward: { setup: (s) => void (s.tasks[1]!.status = '1') },
  activityPrizeClaim: {
    body: { prizeId: 'PZ-GOODS', addressId: 'AD0001' },
    setup: (s) => {
      const lottery = s.activities[0]!;
      const goods = lottery.prizes.find((p) => p.prizeType === '04')!;
      s.prizes.unshift(prizeOf('PZ-GOODS', lottery, goods, TODAY));
    },
  },
  // The certified merchant's trading has reached every level of the standard axis (A1008).
  activityLevelReceive: { body: { activityId: 'A1008', level: 1 } },
  payMemberRightReceive: {
    body: { rightId: 'monthlyPackage' },
    setup: (s) => void ((s.member.openDate = '20200101'), (s.member.expireDate = '20991231')),
  },
  // The certified merchant holds every card but the rarest (福气卡): one completes the set.
  activitySynthesisRedPack: {
    body: { activityId: 'A1004' },
    setup: (s) => void ((s.gatherCards.A1004 ??= {}).C5 = 1),
  },
  couponInfo: { body: { id: 'Q001' } },
  couponOrderCreate: { body: { couponId: 'Q001', count: 1 } },
  couponPackageExchange: { body: { code: 'SIM2026A' } },
  // Bank offers (catalog.json bankOffers): 工行's running offers, and one of them.
  bankOfferList: { body: { bankCode: '0102', pageNum: 1, pageSize: 5 } },
  bankOfferDetail: { body: { offerId: 'BO001' } },
};

// Inputs that read an existing record: filled from the session state right before the call.
const DYNAMIC: { readonly [N in EndpointName]?: (state: MerchantState) => CallBody<N> } = {
  transactionRecordTradeDetail: (state) => ({
    uuid: state.transactions[0]!.uuid,
    tranDt: state.transactions[0]!.tranDt,
  }),
  transactionRecordTradeDetailForOther: (state) => ({ uuid: state.purchaseOrders[0]!.uuid, type: '01' }),
  withdrawalDetail: (state) => ({ uuid: state.withdrawals[0]!.uuid }),
  appTaskCenterReward: (state) => ({ taskId: state.tasks[1]!.taskId }),
  couponOrderInfo: (state) => ({ orderNo: state.couponOrders[0]!.orderNo }),
};

/** The body of `name` that reads an existing record of `state`, or undefined. */
export function dynamicBody(name: EndpointName, state: MerchantState): object | undefined {
  return DYNAMIC[name]?.(state);
}
