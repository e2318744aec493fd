// The typed catalogue as the compiler sees it: `npm run typecheck` (part of `npm test`) compiles
// this file, and every `@ts-expect-error` line must be an error or the build fails. Never run.
import { endpoints } from '../../src/index';
import type { Bridge } from '../../src/index';
import type {
  Gateway,
  EndpointBody,
  EndpointResponse,
  MonthBill,
  TransactionRecordListResponse,
  WithdrawalDetail,
} from '../../src/index';

declare const gateway: Gateway;
const body = { pageNum: 1, pageSize: 20, startDate: '20261101', endDate: '20261130' };

export async function inferredBothSides(): Promise<void> {
  const page = await gateway.call(endpoints.transactionRecordList, { body });
  const rows: number = page.list.length;
  const first: string | undefined = page.list[0]?.uuid;
  const bill = await gateway.call(endpoints.billQueryDetail, { query: { monthDate: '202611' } });
  const total: number = bill.totals.tradeAmount;
  const detail = await gateway.call(endpoints.integralDetail, { params: { id: 'G1' } });
  void [rows, first, total, detail];
}

export async function todayAndDaysOnTheRecordsPage(): Promise<void> {
  const page = await gateway.call(endpoints.transactionRecordList, { body: { ...body, keyword: '88.00' } });
  const arrival: string = page.today.expectedArrival;
  const cycle: 'T+1' = page.today.settleCycle;
  const subtotal: number | undefined = page.days[0]?.amount;
  const order: string | undefined = page.list[0]?.orderNo;
  // @ts-expect-error the settlement cycle is the literal 'T+1', not any text
  const other: 'T+0' = page.today.settleCycle;
  // @ts-expect-error the search keyword is text, not a number
  await gateway.call(endpoints.transactionRecordList, { body: { ...body, keyword: 88 } });
  void [arrival, cycle, subtotal, order, other];
}

export async function wrongBodyField(): Promise<void> {
  // @ts-expect-error `pageNo` is not a field of the records request (it is `pageNum`)
  await gateway.call(endpoints.transactionRecordList, { body: { ...body, pageNo: 1 } });
  // @ts-expect-error `startDate` must be a 'YYYYMMDD' string, not a number
  await gateway.call(endpoints.transactionRecordList, { body: { ...body, startDate: 20261101 } });
  // @ts-expect-error the records request needs its dates
  await gateway.call(endpoints.transactionRecordList, { body: { pageNum: 1, pageSize: 20 } });
}

export async function missingPathParam(): Promise<void> {
  // @ts-expect-error integral/detail/{id} needs params.id
  await gateway.call(endpoints.integralDetail);
  // @ts-expect-error the param is `id`, not `commodityId`
  await gateway.call(endpoints.integralDetail, { params: { commodityId: 'G1' } });
  // @ts-expect-error a path without placeholders takes no params
  await gateway.call(endpoints.transactionRecordList, { body, params: { id: 1 } });
}

export async function bodyOnGet(): Promise<void> {
  // @ts-expect-error a GET carries no body: monthDate goes in the query
  await gateway.call(endpoints.billQueryDetail, { body: { monthDate: '202611' } });
  // @ts-expect-error the month bill's query needs monthDate
  await gateway.call(endpoints.billQueryDetail, { query: {} });
}

export async function fieldTheAnswerLacks(): Promise<void> {
  const page = await gateway.call(endpoints.transactionRecordList, { body });
  // @ts-expect-error the page has `list`, not `rows`
  void page.rows;
  const bill = await gateway.call(endpoints.billQueryDetail, { query: { monthDate: '202611' } });
  // @ts-expect-error the bill's totals have no `balance`
  void bill.totals.balance;
}

export async function answerOfAnotherEndpoint(): Promise<void> {
  // @ts-expect-error a records page is not a month bill
  const bill: MonthBill = await gateway.call(endpoints.transactionRecordList, { body });
  // @ts-expect-error a month bill is not a withdrawal detail
  const detail: WithdrawalDetail = await gateway.call(endpoints.billQueryDetail, {
    query: { monthDate: '202611' },
  });
  const page: TransactionRecordListResponse = await gateway.call(endpoints.transactionRecordList, { body });
  const named: EndpointResponse<'transactionRecordList'> = page;
  const input: EndpointBody<'transactionRecordList'> = body;
  void [bill, detail, named, input];
}
declare const bridge: Bridge;

export async function bridgeByFunctionName(): Promise<void> {
  const card = await bridge.call('scanBankCard');
  const tail: string = card.cardNumber;
  await bridge.call('setTitle', { title: '交易记录' });
  // @ts-expect-error setTitle takes `{ title }`
  await bridge.call('setTitle', { text: '交易记录' });
  // @ts-expect-error no host function has this name
  await bridge.call('scanBankCardd');
  // @ts-expect-error a bank-card OCR answer has no `images`
  void card.images;
  void tail;
}
