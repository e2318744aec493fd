import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../testing/a11y';
import { Money } from './Money';

describe('<Money>', () => {
  it('shows ¥ and two decimals', async () => {
    const { container } = render(
      <p>
        <Money amount={1234.5} /> <Money amount="0.1" /> <Money amount={0} />
      </p>,
    );
    await expectNoA11yViolations(container);
    const texts = [...container.querySelectorAll('.mh-money')].map((n) => n.textContent);
    expect(texts[0]).toBe('¥1,234.50');
    expect(texts.slice(1)).toEqual(['¥0.10', '¥0.00']);
  });
});
