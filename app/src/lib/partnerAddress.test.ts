import { describe, expect, it } from 'vitest';
import { PARTNER_MALL_ORIGINS } from '../config/partnerMalls';
import { MAX_ADDRESS_LENGTH, checkPartnerAddress } from './partnerAddress';

const DUIBA = ['https://duiba.sim.localhost'];
const SIGNED =
  'https://duiba.sim.localhost/autoLogin?uid=M100000001&credits=5680&redirect=%2Fmobile%2Fdetail';

const reasonOf = (address: unknown, allowed: readonly string[] = DUIBA) => {
  const check = checkPartnerAddress(address, allowed);
  return check.ok ? 'ok' : check.reason;
};

describe('checkPartnerAddress', () => {
  it('follows the signed address of an allowed origin as it is', () => {
    expect(checkPartnerAddress(SIGNED, DUIBA)).toEqual({ ok: true, href: SIGNED });
    expect(reasonOf('https://duiba.sim.localhost/')).toBe('ok');
    expect(reasonOf('https://duiba.sim.localhost/a/b?x=1#top')).toBe('ok');
    expect(reasonOf(new URL(SIGNED).href)).toBe('ok');
  });

  it.each([
    ['another host', 'https://evil.com/autoLogin'],
    ['an allowed host as a prefix', 'https://duiba.sim.localhost.evil.com/autoLogin'],
    ['an allowed host as a suffix', 'https://evil-duiba.sim.localhost/autoLogin'],
    ['a sub-domain of an allowed host', 'https://a.duiba.sim.localhost/autoLogin'],
    ['the parent of an allowed host', 'https://sim.localhost/autoLogin'],
    ['an allowed host as user info', 'https://duiba.sim.localhost@evil.com/autoLogin'],
    ['an allowed host in the query', 'https://evil.com/?next=https://duiba.sim.localhost/'],
    ['an allowed host in the fragment', 'https://evil.com/#https://duiba.sim.localhost/'],
    ['a trailing dot', 'https://duiba.sim.localhost./autoLogin'],
    ['an IP address', 'https://127.0.0.1/autoLogin'],
    ['a punycode look-alike (duíba)', 'https://xn--duba-wpa.sim.localhost/autoLogin'],
    ['a punycode look-alike (Cyrillic а)', 'https://xn--duib-83d.sim.localhost/autoLogin'],
    ['http:', 'http://duiba.sim.localhost/autoLogin'],
    ['ws:', 'wss://duiba.sim.localhost/autoLogin'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: naming the host', 'javascript://duiba.sim.localhost/%0aalert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['blob:', 'blob:https://duiba.sim.localhost/0b7d3f52'],
    ['a user name', 'https://user@duiba.sim.localhost/autoLogin'],
    ['a user name and password', 'https://user:pass@duiba.sim.localhost/autoLogin'],
    ['another port', 'https://duiba.sim.localhost:8443/autoLogin'],
  ])('refuses %s as not allowed', (_what, address) => {
    expect(reasonOf(address)).toBe('not-allowed');
  });

  it.each([
    ['protocol-relative', '//evil.com/autoLogin'],
    ['protocol-relative to the allowed host', '//duiba.sim.localhost/autoLogin'],
    ['a relative path', '/autoLogin?uid=1'],
    ['a bare host', 'duiba.sim.localhost/autoLogin'],
    ['a backslash before @', 'https://evil.com\\@duiba.sim.localhost/autoLogin'],
    ['backslashes for slashes', 'https:\\\\duiba.sim.localhost\\autoLogin'],
    ['a backslash to the allowed host', 'https:/\\duiba.sim.localhost/autoLogin'],
    ['a percent-encoded host', 'https://duiba%2Esim.localhost/autoLogin'],
    ['a percent-encoded letter in the host', 'https://%64uiba.sim.localhost/autoLogin'],
    ['a percent-encoded @', 'https://evil.com%40duiba.sim.localhost/autoLogin'],
    ['an uppercase host (the parser would lower it)', 'https://DUIBA.SIM.LOCALHOST/autoLogin'],
    ['an uppercase scheme', 'HTTPS://duiba.sim.localhost/autoLogin'],
    ['the default port (the parser would drop it)', 'https://duiba.sim.localhost:443/autoLogin'],
    ['dot segments', 'https://duiba.sim.localhost/a/../autoLogin'],
    ['no path (the parser would add /)', 'https://duiba.sim.localhost'],
    ['a leading space', ' https://duiba.sim.localhost/autoLogin'],
    ['a trailing space', 'https://duiba.sim.localhost/autoLogin '],
    ['a tab in the scheme', 'ht\ttps://duiba.sim.localhost/autoLogin'],
    ['a newline in the host', 'https://duiba.sim.\nlocalhost/autoLogin'],
    ['a NUL', 'https://duiba.sim.localhost\u0000.evil.com/'],
    ['a carriage return', 'https://duiba.sim.localhost/autoLogin\r'],
    ['DEL', 'https://duiba.sim.localhost/\u007f'],
    ['a non-breaking space', 'https://duiba.sim.localhost/\u00a0'],
    ['an accented look-alike host', 'https://duíba.sim.localhost/autoLogin'],
    ['a Cyrillic look-alike host', 'https://duib\u0430.sim.localhost/autoLogin'],
    ['a full-width dot', 'https://duiba\uff0esim.localhost/autoLogin'],
    ['a right-to-left override', 'https://duiba.sim.localhost/\u202eautoLogin'],
    ['the empty string', ''],
    ['too long an address', `https://duiba.sim.localhost/${'a'.repeat(MAX_ADDRESS_LENGTH)}`],
  ])('refuses %s as malformed', (_what, address) => {
    expect(reasonOf(address)).toBe('malformed');
  });

  it.each([undefined, null, 42, { href: SIGNED }, [SIGNED]])('refuses a non-string (%s)', (value) => {
    expect(reasonOf(value)).toBe('malformed');
  });

  it.each([
    'https://duiba.sim.localhost/autoLogin?uid=1&token=sim-token%3As%3Acertified',
    'https://duiba.sim.localhost/autoLogin?TOKEN=abc',
    'https://duiba.sim.localhost/autoLogin?TOKEN_ID=abc',
    'https://duiba.sim.localhost/autoLogin?access_token=abc',
    'https://duiba.sim.localhost/autoLogin?DEVICE-VERIFY=abc',
    'https://duiba.sim.localhost/autoLogin#token=abc',
  ])('refuses an allowed address that names a token: %s', (address) => {
    expect(reasonOf(address)).toBe('carries-credentials');
  });

  it('takes no origin off the list: each mall its own, none when the list is empty', () => {
    expect(reasonOf('https://yhh.sim.localhost/login?uid=1', PARTNER_MALL_ORIGINS.duiba)).toBe('not-allowed');
    expect(reasonOf('https://yhh.sim.localhost/login?uid=1', PARTNER_MALL_ORIGINS.yhh)).toBe('ok');
    expect(reasonOf(SIGNED, [])).toBe('not-allowed');
  });

  it('is configured with exact https origins only', () => {
    for (const origin of Object.values(PARTNER_MALL_ORIGINS).flat()) {
      const url = new URL(origin);
      expect(url.origin, origin).toBe(origin);
      expect(url.protocol, origin).toBe('https:');
    }
  });
});
