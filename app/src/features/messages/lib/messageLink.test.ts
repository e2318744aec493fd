import { describe, expect, it } from 'vitest';
import { MIRROR_PREFIX } from '../../../config/mirror';
import { appLinkTarget } from './messageLink';
import { unreadText } from './unread';

describe('appLinkTarget', () => {
  it('opens an address a pattern of the app matches, in the mirror when the screen has one there', () => {
    expect(appLinkTarget('/integralManage/Home', false)).toBe('/integralManage/Home');
    expect(appLinkTarget('/message/detail/MSG00001?from=msg', false)).toBe(
      '/message/detail/MSG00001?from=msg',
    );
    expect(appLinkTarget('/message/detail/MSG00001', true)).toBe(`${MIRROR_PREFIX}/message/detail/MSG00001`);
    expect(appLinkTarget('/integralManage/Home', true)).toBe('/integralManage/Home');
    expect(appLinkTarget(`${MIRROR_PREFIX}/gradeRate`, false)).toBe(`${MIRROR_PREFIX}/gradeRate`);
  });

  it('refuses anything else', () => {
    for (const address of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      'integralManage/Home',
      '/no/such/screen',
      '/integralManage/../Home',
      '/integralManage/%2e%2e/x',
      '/ integralManage/Home',
      `/integralManage/Home${'x'.repeat(600)}`,
      '',
    ])
      expect(appLinkTarget(address, false), address).toBeNull();
  });
});

describe('unreadText', () => {
  it('caps what it shows at 99+ and says the exact count', () => {
    expect(unreadText(99)).toEqual({ shown: '99', label: '未读 99 条' });
    expect(unreadText(100)).toEqual({ shown: '99+', label: '未读 100 条' });
  });
});
