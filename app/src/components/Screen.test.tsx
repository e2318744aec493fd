import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { RoutePatternContext } from '../lib/routePattern';
import { expectNoA11yViolations } from '../testing/a11y';
import { Screen } from './Screen';

describe('<Screen>', () => {
  it('stamps data-screen with its pattern and sets the page title', async () => {
    const { container } = render(
      <Screen pattern={paths.records.transactionRecord} title="交易记录">
        <h1>交易记录</h1>
      </Screen>,
    );
    await expectNoA11yViolations(container);
    expect(container.querySelector('[data-screen]')?.getAttribute('data-screen')).toBe('/transaction/record');
    expect(document.title).toBe('交易记录');
    expect(screen.getByRole('heading').textContent).toBe('交易记录');
  });

  it('takes the mirror pattern of the route that rendered it', async () => {
    const { container } = render(
      <RoutePatternContext.Provider value={paths.mirror.transactionRecord}>
        <Screen pattern={paths.records.transactionRecord} title="交易记录" />
      </RoutePatternContext.Provider>,
    );
    await expectNoA11yViolations(container);
    expect(container.querySelector('[data-screen]')?.getAttribute('data-screen')).toBe(
      '/zEraAGeneraMiniProgramWeb/transaction/record',
    );
  });
});
