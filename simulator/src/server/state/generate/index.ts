// Builds the whole merchant state of a scenario for "today" of the simulator clock. Each data kind
// draws from its own seeded stream (forkRandom), so the same seed and day give the same data.
import type { ScenarioName } from '../scenarios';
import { dateTime, ymd } from '../clock';
import type { Catalog } from '../catalog';
import type { BankCard, MerchantState } from '../model';
import { forkRandom } from '../prng';
import type { ScenarioDefinition } from '../scenarios';
import { generateCollections } from './collections';
import { generateCouponOrders, generateCoupons, generateMember } from './commerce';
import { generateAbnormal, generateApplications, generateDevices } from './devices';
import { generateActivities, generatePrizes } from './activities';
import { generateAxis } from './axis';
import { generateCards } from './cards';
import { generateMessages, generateTasks } from './engagement';
import { generateExchangeCodes, generateWallet } from './wallet';
import { defaultAddress, generateMall, generatePoints, generateSignIn, ordersFromBill } from './points';
import { generatePurchaseOrders, generateRecords } from './records';

function settlementCards(def: ScenarioDefinition, now: number): BankCard[] {
  const c = def.settlementCard;
  if (!c) return [];
  return [
    {
      cardId: 'CARD0001',
      ...c,
      phone: def.merchant.phone,
      isSettlement: true,
      bindTime: dateTime(now - (def.history.days + 40) * 86_400_000),
    },
  ];
}

export function generateMerchantState(def: ScenarioDefinition, catalog: Catalog, now: number): MerchantState {
  const rng = (label: string) => forkRandom(def.seed, label);
  const cards = settlementCards(def, now);
  const settlement = cards[0];
  const { transactions, withdrawals, notes } = generateRecords(
    def,
    rng('records'),
    now,
    settlement?.cardNo ?? '',
    settlement?.bankName ?? '',
  );
  const { purchaseOrders, internetOrders } = generatePurchaseOrders(
    def.history.days > 0 ? 5 : 0,
    rng('purchases'),
    now,
  );
  const points = generatePoints(def, catalog, rng('points'), now);
  const commodities = generateMall(catalog);
  const addresses = defaultAddress(def.merchant);
  const activities = generateActivities(catalog, now);
  const coupons = generateCoupons(catalog);
  const certified = def.certification === 'passed';
  const couponOrders = generateCouponOrders(def, coupons, rng('coupons'), now);
  const prizes = generatePrizes(def, activities, addresses, rng('prizes'), now);
  return {
    scenario: def.name as ScenarioName,
    generatedFor: ymd(now),
    profile: { ...def.merchant },
    certification: {
      status: def.certification,
      auditDueAt: null,
      rejectReason: null,
      rejectedPics: [],
      form: certified
        ? {
            registNo: def.merchant.registNo,
            businessName: def.merchant.merchantName,
            businessAddress: def.merchant.businessAddress,
          }
        : null,
      history: certified
        ? [
            {
              status: 'passed',
              time: dateTime(now - (def.history.days + 35) * 86_400_000),
              remark: '审核通过',
            },
          ]
        : [],
    },
    realName: {
      status: def.realName,
      name: def.realName === 'passed' ? def.merchant.legalManName : null,
      idNo: def.realName === 'passed' ? def.merchant.legalManCardNo : null,
    },
    cards,
    transactions,
    tradeNotes: notes,
    withdrawals,
    purchaseOrders,
    internetOrders,
    points,
    signIn: generateSignIn(def, now),
    noviceGiftsReceived: ['G01'],
    commodities,
    integralOrders: ordersFromBill(points.bill, commodities, addresses),
    addresses,
    coupons,
    couponOrders,
    wallet: generateWallet(def, coupons, couponOrders, prizes, now),
    exchangeCodes: generateExchangeCodes(now),
    wrongExchangeTries: [],
    exchangeLockedUntil: null,
    messages: generateMessages(def, catalog, rng('messages'), now),
    tasks: generateTasks(def, catalog, rng('tasks')),
    devices: generateDevices(def, catalog, rng('devices'), now),
    deviceApplications: generateApplications(def, catalog, rng('applications'), now),
    activities,
    prizes,
    drawRecords: [],
    activityPlay: {},
    gatherCards: generateCards(def, activities, rng('cards'), now),
    activityAttendance: {},
    axis: generateAxis(catalog),
    abnormal: generateAbnormal(def, catalog, transactions, rng('abnormal')),
    member: generateMember(def, catalog, rng('member'), now),
    switches: {
      ...catalog.switcher,
      notifyPush: '1',
      voiceBroadcast: '1',
      phonePos: '0',
      phonePosCertified: '0',
      avoidTelemarketing: '0',
    },
    reservations: [],
    forms: certified
      ? {
          access: {
            status: '00',
            statusName: '已入网',
            submitTime: dateTime(now - (def.history.days + 38) * 86_400_000),
            data: { businessName: def.merchant.merchantName, mccCd: def.merchant.mccCd },
          },
        }
      : {},
    payments: generateCollections(certified, now),
    serviceFeeOrders: [],
    serviceFeeRefund: null,
    touchMerchants: [],
    sequence: 0,
  };
}
