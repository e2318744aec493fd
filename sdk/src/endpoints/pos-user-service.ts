import { TEXT_LIMITS } from './text-limits';
import type { Endpoint } from './types';

const S = 'pos-user-service' as const;

// Calls docs/product.md §7 lists as "user-service via pos-user-service": they go to pos-user-service.
// One `export const` each, `name` its key (the `endpoints` namespace joins the services:
// ./catalogue.ts). The app's build takes each into the chunk of the code that names it
// (app/build/catalogueSplit.ts).
export const touchAdd = {
  name: 'touchAdd',
  service: S,
  path: 'touch/add',
  method: 'POST',
  idempotent: true,
  summary: '触达商户新增',
  limits: {
    merchantName: TEXT_LIMITS.merchantName,
    contactName: TEXT_LIMITS.personName,
    address: TEXT_LIMITS.address,
  },
} as const satisfies Endpoint;
export const touchUpdate = {
  name: 'touchUpdate',
  service: S,
  path: 'touch/update',
  method: 'POST',
  idempotent: true,
  summary: '触达商户更新',
  limits: {
    merchantName: TEXT_LIMITS.merchantName,
    contactName: TEXT_LIMITS.personName,
    address: TEXT_LIMITS.address,
  },
} as const satisfies Endpoint;
export const touchQueryMerchantInfo = {
  name: 'touchQueryMerchantInfo',
  service: S,
  path: 'touch/queryMerchantInfo',
  method: 'POST',
  summary: '查询商户信息',
} as const satisfies Endpoint;
export const touchQueryMcc = {
  name: 'touchQueryMcc',
  service: S,
  path: 'touch/queryMcc',
  method: 'POST',
  summary: '查询 MCC',
} as const satisfies Endpoint;
export const touchQueryAddInit = {
  name: 'touchQueryAddInit',
  service: S,
  path: 'touch/queryAddInit',
  method: 'POST',
  summary: '新增初始化数据',
} as const satisfies Endpoint;
export const touchNoAutoAdd = {
  name: 'touchNoAutoAdd',
  service: S,
  path: 'touch/noAutoAdd',
  method: 'POST',
  idempotent: true,
  summary: '非自动导入新增',
  limits: {
    merchantName: TEXT_LIMITS.merchantName,
    contactName: TEXT_LIMITS.personName,
    address: TEXT_LIMITS.address,
  },
} as const satisfies Endpoint;

export const userAuthInfoSupplementSubmit = {
  name: 'userAuthInfoSupplementSubmit',
  service: S,
  path: 'userAuthInfoSupplement/submit',
  method: 'POST',
  idempotent: true,
  summary: '补充认证信息提交',
  limits: {
    identityName: TEXT_LIMITS.personName,
    mecDisNm: TEXT_LIMITS.shopName,
    address: TEXT_LIMITS.address,
    mccValue: TEXT_LIMITS.category,
  },
} as const satisfies Endpoint;
export const userAuthInfoSupplementQuery = {
  name: 'userAuthInfoSupplementQuery',
  service: S,
  path: 'userAuthInfoSupplement/query',
  method: 'POST',
  summary: '补充认证信息查询',
} as const satisfies Endpoint;
export const userAuthInfoSupplementNotice = {
  name: 'userAuthInfoSupplementNotice',
  service: S,
  path: 'userAuthInfoSupplement/notice',
  method: 'POST',
  summary: '补充认证通知',
} as const satisfies Endpoint;
export const userAuthInfoSupplementGetMccList = {
  name: 'userAuthInfoSupplementGetMccList',
  service: S,
  path: 'userAuthInfoSupplement/getMccList',
  method: 'POST',
  summary: 'MCC 列表',
} as const satisfies Endpoint;

export const virtualCreditCardAddReservationInfo = {
  name: 'virtualCreditCardAddReservationInfo',
  service: S,
  path: 'virtualCreditCard/addReservationInfo',
  method: 'POST',
  idempotent: true,
  summary: '虚拟信用卡预约',
  limits: { name: TEXT_LIMITS.personName },
} as const satisfies Endpoint;
export const virtualCreditCardQueryReservationInfo = {
  name: 'virtualCreditCardQueryReservationInfo',
  service: S,
  path: 'virtualCreditCard/queryReservationInfo',
  method: 'POST',
  summary: '虚拟信用卡预约查询',
} as const satisfies Endpoint;

export const userInfoQueryBaseInfo = {
  name: 'userInfoQueryBaseInfo',
  service: S,
  path: 'userInfoQuery/baseInfo',
  method: 'POST',
  summary: '用户基本信息',
} as const satisfies Endpoint;
export const userInfoQueryPhone = {
  name: 'userInfoQueryPhone',
  service: S,
  path: 'userInfoQuery/phone',
  method: 'POST',
  summary: '用户手机号',
} as const satisfies Endpoint;
export const sendCodeByToken = {
  name: 'sendCodeByToken',
  service: S,
  path: 'sendCodeByToken',
  method: 'POST',
  summary: '按登录态发送验证码',
} as const satisfies Endpoint;
export const switchGet = {
  name: 'switchGet',
  service: S,
  path: 'switch/get',
  method: 'POST',
  summary: '开关查询',
} as const satisfies Endpoint;
export const switchUpdate = {
  name: 'switchUpdate',
  service: S,
  path: 'switch/update',
  method: 'POST',
  summary: '开关更新',
} as const satisfies Endpoint;
export const phonePosCertification = {
  name: 'phonePosCertification',
  service: S,
  path: 'phonePos/certification',
  method: 'POST',
  summary: '手机 POS 认证',
  limits: { name: TEXT_LIMITS.personName },
  idempotent: true,
} as const satisfies Endpoint;
