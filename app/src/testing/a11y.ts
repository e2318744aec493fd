// The accessibility check every component test starts with (docs/architecture.md "How the code reads";
// antd-mobile's testA11y is axe too).
import { getConfig } from '@testing-library/react';
import axe from 'axe-core';

/** Throws with a readable list when axe finds violations in `container`. */
export async function expectNoA11yViolations(container: Element): Promise<void> {
  // Inside Testing Library's async wrapper, like findBy*: a request or a timer that settles while axe
  // reads the page is expected there, not an update outside act().
  const results: axe.AxeResults = await getConfig().asyncWrapper(() =>
    axe.run(container, {
      // jsdom computes no layout or colours; contrast is checked in Chromium by Lighthouse instead.
      rules: { 'color-contrast': { enabled: false } },
    }),
  );
  if (results.violations.length === 0) return;
  const lines = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  throw new Error(`accessibility violations:\n${lines.join('\n')}`);
}
