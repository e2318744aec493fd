import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { Spinner } from './Spinner';

describe('<Spinner>', () => {
  it('is a labelled status of three groups of four dots', async () => {
    const { container } = render(<Spinner />);
    await expectNoA11yViolations(container);
    const status = screen.getByRole('status', { name: '加载中' });
    expect(status.getAttribute('data-screen')).toBe('loading');
    const groups = status.querySelectorAll('.mh-spinner__group');
    expect(groups).toHaveLength(3);
    for (const group of groups) expect(group.querySelectorAll('.mh-spinner__dot')).toHaveLength(4);
  });
});
