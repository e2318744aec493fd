import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { RoutePatternContext } from './routePattern';
import { useMirrorHref } from './useMirrorHref';

function toScreenUnder(pattern: string | null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RoutePatternContext.Provider value={pattern}>{children}</RoutePatternContext.Provider>
  );
  return renderHook(() => useMirrorHref(), { wrapper }).result.current;
}

describe('useMirrorHref', () => {
  it('keeps a link inside the mini-program mirror when the target has a mirror', () => {
    const toScreen = toScreenUnder(paths.mirror.withdrawalRecord);
    expect(toScreen(paths.records.withdrawalDetail, '/withdrawal/detail/W1')).toBe(
      '/zEraAGeneraMiniProgramWeb/withdrawal/detail/W1',
    );
    expect(toScreen(paths.records.monthBillHome, '/monthBill/monthBillHome')).toBe(
      '/monthBill/monthBillHome',
    );
  });

  it('leaves links alone outside the mirror', () => {
    expect(toScreenUnder(paths.records.withdrawalRecord)(paths.records.withdrawalDetail, '/x')).toBe('/x');
    expect(toScreenUnder(null)(paths.records.withdrawalDetail, '/x')).toBe('/x');
  });
});
