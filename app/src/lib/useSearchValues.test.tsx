import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchValues } from './useSearchValues';

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ search: useSearchValues(['startDate', 'tradeType']), location: useLocation() }),
    { wrapper },
  );
}

describe('useSearchValues', () => {
  it('reads the keys from the address, "" when missing', () => {
    const { result } = setup('/list?startDate=20261101&token=abc');
    expect(result.current.search[0]).toEqual({ startDate: '20261101', tradeType: '' });
  });

  it('sets and clears keys, keeping the others, and keeps the values object while nothing changes', () => {
    const { result, rerender } = setup('/list?startDate=20261101&token=abc');
    const before = result.current.search[0];
    rerender();
    expect(result.current.search[0]).toBe(before);

    act(() => result.current.search[1]({ tradeType: '01', startDate: '' }));
    expect(result.current.search[0]).toEqual({ startDate: '', tradeType: '01' });
    expect(new URLSearchParams(result.current.location.search).get('token')).toBe('abc');
    expect(result.current.location.search).not.toContain('startDate');
  });
});
