import { describe, expect, it } from 'vitest';
import { HOST_KINDS, hostChoiceLabel } from './options';

describe('hostChoiceLabel', () => {
  it('names each host with the engine it plays', () => {
    expect(hostChoiceLabel('pos')).toBe('pos — POS App (商米 P2) — Android WebView · Chrome 83');
    expect(hostChoiceLabel('ios')).toBe('ios — iOS App — iOS 14.8 WKWebView · Safari 14');
    for (const kind of HOST_KINDS) expect(hostChoiceLabel(kind)).toMatch(/(WebView|XWEB|ArkWeb).* · \w+ \d+/);
  });
});
