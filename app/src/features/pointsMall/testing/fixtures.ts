// Test data of the points mall, in the catalogue's shapes.
import type {
  Commodity,
  CommodityDetail,
  DeliveryAddress,
  IntegralMall,
  IntegralOrder,
} from '@merchant-h5/sdk';

export function commodity(overrides: Partial<Commodity> = {}): Commodity {
  return {
    commodityId: 'C001',
    integralId: 'I001',
    name: '品牌保温杯',
    category: '生活',
    points: 1200,
    marketPrice: 59,
    stock: 120,
    image: '',
    description: '品牌保温杯，兑换后 7 个工作日内发货。',
    isVirtual: false,
    memberOnly: false,
    ...overrides,
  };
}

export const goods: Commodity[] = [
  commodity(),
  commodity({
    commodityId: 'C002',
    integralId: 'I002',
    name: '10 元话费充值',
    category: '虚拟',
    points: 1000,
    marketPrice: 10,
    isVirtual: true,
  }),
  commodity({
    commodityId: 'C009',
    integralId: 'I009',
    name: '纸巾礼盒',
    points: 600,
    marketPrice: 19.9,
    stock: 0,
  }),
];

export function address(overrides: Partial<DeliveryAddress> = {}): DeliveryAddress {
  return {
    addressId: 'AD0001',
    name: '张三',
    phone: '13800138000',
    province: '上海市',
    city: '上海市',
    area: '黄浦区',
    detail: '南京东路 100 号',
    ...overrides,
  };
}

export function detail(overrides: Partial<CommodityDetail> = {}): CommodityDetail {
  return {
    ...commodity(),
    balance: 5680,
    canExchange: true,
    reason: '',
    vipStatus: '0',
    addresses: [address()],
    ...overrides,
  };
}

export function order(overrides: Partial<IntegralOrder> = {}): IntegralOrder {
  return {
    orderNo: 'IO202611200001',
    commodityId: 'C001',
    commodityName: '品牌保温杯',
    count: 1,
    points: 1200,
    status: '01',
    statusName: '待发货',
    createTime: '2026-11-20 10:00:00',
    address: address(),
    ...overrides,
  };
}

/** An integralMall answer for `list`, paged as the body asks. */
export function mallAnswer(
  list: readonly Commodity[],
  body: Record<string, unknown>,
  extra: Partial<IntegralMall> = {},
): IntegralMall {
  const pageNum = Number(body.pageNum ?? 1);
  const pageSize = Number(body.pageSize ?? 20);
  const start = (pageNum - 1) * pageSize;
  return {
    list: list.slice(start, start + pageSize),
    total: list.length,
    hasMore: start + pageSize < list.length,
    pageNum,
    pageSize,
    categories: ['生活', '虚拟'],
    balance: 5680,
    vipStatus: '0',
    ...extra,
  };
}
