import { describe, expect, it } from 'vitest';
import { isPageReport, routeOfPath } from './page-report';

describe('routeOfPath', () => {
  it.each([
    ['/h5/', '/'],
    ['/h5', '/'],
    [
      '/h5/transaction/record?__host=android&__version=360&__scenario=certified&__session=qa&source=02',
      '/transaction/record',
    ],
    ['/h5/message/detail?id=7&__host=ios', '/message/detail?id=7'],
    [
      '/h5/zEraAGeneraMiniProgramWeb/transaction/record?appVersion=360&phoneModle=M2102J2SC&wechatId=o1&phonePlatform=android&appProDuctType=03',
      '/zEraAGeneraMiniProgramWeb/transaction/record',
    ],
    ['/h5/help/index#faq', '/help/index#faq'],
  ])('%s → %s', (path, route) => {
    expect(routeOfPath(path)).toBe(route);
  });
});

describe('isPageReport', () => {
  it('takes only the shim’s page reports', () => {
    expect(isPageReport({ type: 'sim:page', session: 's', path: '/h5/', title: '交易记录' })).toBe(true);
    expect(isPageReport({ type: 'sim:page', path: 1, title: '' })).toBe(false);
    expect(isPageReport('sim:page')).toBe(false);
    expect(isPageReport(null)).toBe(false);
  });
});
