import { describe, expect, it } from 'vitest';
import { flatten, renderReport } from './lib/report';

describe('bench report', () => {
  it('flattens numbers by route so two runs line up', () => {
    const flat = flatten({ routes: [{ route: '/a', js: { gzip: 10 } }], method: 'x', n: 2 });
    expect([...flat]).toEqual([
      ['routes[/a].js.gzip', 10],
      ['n', 2],
    ]);
  });

  it('shows the previous figure and the change beside the new one', () => {
    const md = renderReport(
      { generatedAt: 'now', machine: 'm', durationSeconds: 1, bytes: { total: 110 } },
      { generatedAt: 'before', bytes: { total: 100 } },
    );
    expect(md).toContain('| total | 110 | 100 | +10.0% |');
  });
});
