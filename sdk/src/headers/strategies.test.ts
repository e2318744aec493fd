import { describe, expect, it } from 'vitest';
import { canaryHeaders } from './canary';
import { hostAppHeaders } from './host-app';
import { miniProgramHeaders } from './mini-program';
import { officialAccountHeaders } from './official-account';
import { sealToken } from './seal-token';
import type { DeviceInfo } from './types';
import { devPublicKey } from '../envelope/testing/dev-keys';
import { openToken } from '../envelope/testing/server-side';

// A visible stand-in for sealToken, so these tests read which values get sealed.
const mark = (value: string) => `sealed(${value})`;

const device: DeviceInfo = {
  TOKEN_ID: 't-1',
  PHONE_IMEI: 'imei-1',
  PHONE_FIRM: 'Apple',
  PHONE_MODLE: 'iPhone15,2',
  PHONE_VERSIONS: '17.4',
  PHONE_LANGUAGE: 'zh-Hans',
  PHONE_NETWORK: '5G',
  APP_VERSIONS: '351',
  ROOTED: '0',
  'APP-TYPE': 'IOS',
  PLATFORM: 'ios',
};

describe('hostAppHeaders', () => {
  it('maps device info to the twelve host-app headers', async () => {
    const strategy = hostAppHeaders(device);
    expect(strategy.context).toBe('hostApp');
    expect(await strategy.headers(mark)).toEqual({
      'DEVICE-VERIFY': 'sealed(imei-1)',
      'PHONE-FIRM': 'Apple',
      'PHONE-MODLE': 'iPhone15,2',
      'PHONE-PLATFORM': 'H5',
      'PHONE-VERSION': '17.4',
      'PHONE-LANGUAGE': 'zh-Hans',
      'PHONE-NETWORK': '5G',
      'APP-VERSION': '351',
      ROOTED: '0',
      'APP-TYPE': 'IOS',
      TOKEN: 'sealed(t-1)',
      'APP-PRODUCT-TYPE': '03',
    });
  });

  it('reads device info per request when given a function, and sends no ciphertext for an empty token', async () => {
    let token = '';
    const strategy = hostAppHeaders(async () => ({ ...device, TOKEN_ID: token }));
    expect((await strategy.headers(mark)).TOKEN).toBe('');
    token = 'after-login';
    expect((await strategy.headers(mark)).TOKEN).toBe('sealed(after-login)');
  });
});

describe('miniProgramHeaders', () => {
  it('maps the page query, with platform and product-type defaults', async () => {
    const strategy = miniProgramHeaders({
      token: 'q-token',
      appVersion: '1.2',
      phoneVersion: 'Android 14',
      phoneModle: 'Pixel 8',
      wechatId: 'oX1',
    });
    expect(strategy.context).toBe('miniProgram');
    expect(await strategy.headers(mark)).toEqual({
      APP_VERSIONS: '1.2',
      OSVERSION: 'Android 14',
      PLATFORM: 'Pixel 8',
      'PLATFORM-USER-ID': 'oX1',
      TOKEN: 'sealed(q-token)',
      Accept: 'application/json, text/plain, */*',
      'PHONE-PLATFORM': 'WHEATE-MIN-PROGRAM-H5',
      'APP-PRODUCT-TYPE': '03',
    });
    expect(await miniProgramHeaders({}).headers(mark)).toMatchObject({ TOKEN: '', APP_VERSIONS: '' });
  });
});

describe('officialAccountHeaders / canaryHeaders', () => {
  it('official account sends the three fixed headers', async () => {
    expect(officialAccountHeaders().context).toBe('officialAccount');
    expect(await officialAccountHeaders().headers(mark)).toEqual({
      Accept: 'application/json, text/plain, */*',
      'PHONE-PLATFORM': 'WHEATE-PUBLIC-SERVICE',
      'APP-PRODUCT-TYPE': '03',
    });
  });

  it('canary only for names containing alpha', () => {
    expect(canaryHeaders('alpha')).toEqual({ CANARY_ACTIVE: '1' });
    expect(canaryHeaders('pre-alpha-2')).toEqual({ CANARY_ACTIVE: '1' });
    expect(canaryHeaders('production')).toEqual({});
  });
});

describe('sealToken', () => {
  it('is encodeURIComponent(base64(RSA)) and opens with the private key, long values included', () => {
    for (const value of ['sim-token:default:certified', '令牌'.repeat(60)]) {
      const sealed = sealToken(value, devPublicKey);
      expect(sealed).toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/);
      expect(sealed).not.toMatch(/[+/=]/);
      expect(openToken(sealed)).toBe(value);
    }
  });
});
