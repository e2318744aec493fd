// The licences of what the app bundles travel with it, as those licences ask: Vite's `build.license`
// lists the npm packages (licenses.md), and this plugin adds the notices of code copied into the SDK's
// source (jsencrypt's jsbn RSA core, sdk/THIRD_PARTY_NOTICES.md), which no package.json names. The
// build drops comments, so the `/*! … */` notices of that code do not survive in the chunks themselves.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export const NOTICES_FILE = 'THIRD_PARTY_NOTICES.md';

export function thirdPartyNotices(sdkNotices: string): Plugin {
  return {
    name: 'merchant-h5:third-party-notices',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: NOTICES_FILE, source: readFileSync(sdkNotices, 'utf8') });
    },
  };
}
