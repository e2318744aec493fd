import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { CardNumber } from './CardNumber';

describe('<CardNumber>', () => {
  it('shows one format whatever the server sent, never more than the first 6 and last 4', async () => {
    const { container } = render(
      <p>
        <CardNumber value="6225880137706783" /> <CardNumber value="6225********6783" />{' '}
        <CardNumber value="6222021234567890123" />
      </p>,
    );
    await expectNoA11yViolations(container);
    const shown = [...container.querySelectorAll('.mh-card-number')].map((n) => n.textContent);
    expect(shown).toEqual(['6225 **** **** 6783', '6225 **** **** 6783', '6222 0*** **** ***0 123']);
    expect(container.textContent).not.toContain('0137706');
  });
});
