// The built app carries the licences of what it bundles (app/build/thirdPartyNotices.ts): the npm
// packages' in licenses.md and the SDK's copied RSA core's in THIRD_PARTY_NOTICES.md, beside the
// chunk that holds that core. Needs `npm run build -w app` first (npm test builds).
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../app/dist/', import.meta.url));
const read = (file: string) => readFileSync(`${dist}${file}`, 'utf8');

describe('the built app', () => {
  it('ships the notices of the RSA core it bundles', () => {
    // The core is bundled (vite.config's `seal` group), so its notices must come along.
    expect(readdirSync(`${dist}assets`).some((f) => /^seal-[\w-]+\.js$/.test(f))).toBe(true);
    const notices = read('THIRD_PARTY_NOTICES.md');
    expect(notices).toContain('Copyright (c) 2003-2005  Tom Wu');
    expect(notices).toMatch(/jsencrypt/);
  });

  it("lists the npm packages' licences", () => {
    const licences = read('licenses.md');
    for (const name of ['react', 'react-dom', 'react-router', '@reduxjs/toolkit', 'crypto-js'])
      expect(licences, name).toContain(`## ${name} - `);
  });
});
