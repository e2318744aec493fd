// A certified merchant's collection history: yesterday's QR-code collection, so the collection
// screens have a last order to show (and link to its result) before QA collects anything.
import type { QuickPayment } from '@merchant-h5/sdk';
import { dateTime, ymd } from '../clock';

const DAY_MS = 86_400_000;

export function generateCollections(certified: boolean, now: number): QuickPayment[] {
  if (!certified) return [];
  const at = now - DAY_MS;
  const payOrderNo = `CO${ymd(at)}0000`;
  return [
    {
      payOrderNo,
      cardId: '',
      amount: 268,
      payWay: 'qrcode',
      purpose: 'collect',
      status: '00',
      statusName: '支付成功',
      createTime: dateTime(at - 60_000),
      payTime: dateTime(at),
      qrContent: `https://pay.sim.localhost/collect/${payOrderNo}`,
      failReason: null,
      packageId: null,
    },
  ];
}
