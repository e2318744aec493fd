// The bank offers through the real gateway: the banks and featured offers of the index, the running
// offers a page at a time and by bank, and one offer's detail; an ended offer is never listed, its
// detail says 活动已结束 and carries no link. TODAY is 2026-11-22 (UTC+8).
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../state/clock';
import { TODAY } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({});
const { call, callOffContract, control, clock } = suite;

describe('bankOfferHome', () => {
  it('recommends the banks with running offers, each with its count, and features the four ending soonest', async () => {
    const { code, data } = await call('bank-home', 'bankOfferHome');
    expect(code).toBe('200');
    expect(data.banks.map((b) => [b.bankCode, b.bankName, b.offerCount])).toEqual([
      ['0102', '中国工商银行', 2],
      ['0105', '中国建设银行', 2],
      ['0308', '招商银行', 2],
      ['0301', '交通银行', 1],
    ]);
    expect(data.banks[0]).toMatchObject({
      logo: '/h5/static/bank/0102.png',
      slogan: '收单商户专享 刷卡立减',
    });
    expect(data.featured.map((o) => o.offerId)).toEqual(['BO006', 'BO004', 'BO001', 'BO007']);
    expect(data.featured[2]).toEqual({
      offerId: 'BO001',
      bankCode: '0102',
      bankName: '中国工商银行',
      title: '周五刷卡满减',
      summary: '满 100 减 20',
      validFrom: '2026-11-12',
      validTo: '2026-12-12',
      tags: ['每周五', '信用卡'],
    });
  });
});

describe('bankOfferList', () => {
  it('pages the running offers of every bank, ending soonest first; the ended BO008 is not among them', async () => {
    const first = (await call('bank-list', 'bankOfferList', { pageNum: 1, pageSize: 5 })).data;
    expect(first).toMatchObject({ total: 7, hasMore: true, pageNum: 1, pageSize: 5 });
    const second = (await call('bank-list', 'bankOfferList', { pageNum: 2, pageSize: 5 })).data;
    expect(second).toMatchObject({ total: 7, hasMore: false });
    const ids = [...first.list, ...second.list].map((o) => o.offerId);
    expect(ids).toEqual(['BO006', 'BO004', 'BO001', 'BO007', 'BO005', 'BO002', 'BO003']);
    expect(ids).not.toContain('BO008');
  });

  it('narrows to one bank; every bank again with bankCode ""; an unknown bank is refused', async () => {
    const cmb = (await call('bank-filter', 'bankOfferList', { bankCode: '0308' })).data;
    expect(cmb.list.map((o) => o.offerId)).toEqual(['BO006', 'BO005']);
    expect((await call('bank-filter', 'bankOfferList', { bankCode: '' })).data.total).toBe(7);
    // 交通银行 has one running offer: its ended one is not listed.
    expect((await call('bank-filter', 'bankOfferList', { bankCode: '0301' })).data.list).toHaveLength(1);
    const refused = await callOffContract('bank-filter', 'bankOfferList', { bankCode: '9999' });
    expect(refused.code).not.toBe('200');
  });
});

describe('bankOfferDetail', () => {
  it('answers a running offer with its rules, the steps to join and the bank page', async () => {
    const { data } = await call('bank-detail', 'bankOfferDetail', { offerId: 'BO001' });
    expect(data).toMatchObject({
      offerId: 'BO001',
      status: '1',
      statusName: '进行中',
      logo: '/h5/static/bank/0102.png',
      link: 'https://bank.sim.localhost/icbc/offers/BO001',
    });
    expect(data.rulesHtml).toContain('立减 20 元');
    expect(data.howToJoin.length).toBeGreaterThan(0);
  });

  it('answers an ended offer (a shared link may name it) as 活动已结束, with no link and no steps', async () => {
    const { data } = await call('bank-ended', 'bankOfferDetail', { offerId: 'BO008' });
    expect(data).toMatchObject({
      status: '2',
      statusName: '活动已结束',
      link: null,
      howToJoin: [],
      validTo: '2026-11-21',
    });
  });

  it('refuses an unknown offer with 1004', async () => {
    const refused = await call('bank-unknown', 'bankOfferDetail', { offerId: 'BO999' });
    expect(refused.code).toBe('1004');
  });

  it('carries the HTML QA set (PUT /__sim/server-html) as its rules', async () => {
    const s = 'bank-hostile';
    const hostile = '<a href="https://evil.example/">重新登录</a>';
    expect((await control('PUT', `/server-html?session=${s}`, { html: hostile })).status).toBe(200);
    expect((await call(s, 'bankOfferDetail', { offerId: 'BO002' })).data.rulesHtml).toBe(hostile);
  });
});

describe('the simulator clock', () => {
  it('ends an offer after its last day: unlisted, its detail 活动已结束', async () => {
    const s = 'bank-clock';
    await call(s, 'bankOfferHome'); // the session's offer days start today
    clock.now = TODAY + 11 * DAY_MS; // BO006's last day was TODAY + 10
    try {
      const ids = (await call(s, 'bankOfferList', { pageSize: 20 })).data.list.map((o) => o.offerId);
      expect(ids).not.toContain('BO006');
      expect(ids).toHaveLength(6);
      expect((await call(s, 'bankOfferDetail', { offerId: 'BO006' })).data.status).toBe('2');
    } finally {
      clock.now = TODAY;
    }
  });
});
