// The accessibility check every component test starts with (docs/architecture.md "How the code reads";
// antd-mobile's testA11y is axe too).
import { act } from '@testing-library/react';
import axe from 'axe-core';

/** Throws with a readable list when axe finds violations in `container`. */
export async function expectNoA11yViolations(container: Element): Promise<void> {
  // Inside act(), like a user's pause: a request or a timer that settles while axe reads the page
  // is rendered before the check returns, not reported as an update outside act().
  let results: axe.AxeResults | undefined;
  await act(async () => {
    results = await axe.run(container, {
      // jsdom computes no layout or colours; contrast is checked in Chromium by Lighthouse instead.
      rules: { 'color-contrast': { enabled: false } },
    });
  });
  if (!results) throw new Error('axe returned nothing');
  if (results.violations.length === 0) return;
  const lines = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  throw new Error(`accessibility violations:\n${lines.join('\n')}`);
}
