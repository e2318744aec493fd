import { describe, expect, it, vi } from 'vitest';
import { parallelQueryStatus, queryStatus } from './queryStatus';

const query = (state: { isLoading?: boolean; error?: unknown } = {}) => ({
  isLoading: state.isLoading ?? false,
  error: state.error,
  refetch: vi.fn(),
});

describe('queryStatus', () => {
  it('passes one query through; retry refetches it', () => {
    const q = query({ error: { message: 'x' } });
    const status = queryStatus(q);
    expect(status.isLoading).toBe(false);
    expect(status.error).toEqual({ message: 'x' });
    status.onRetry();
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('is loading while any query loads', () => {
    expect(queryStatus(query(), query({ isLoading: true })).isLoading).toBe(true);
  });

  it('shows and retries the first failure of a lookup and its detail', () => {
    const lookup = query({ error: 'lookup failed' });
    const detail = query({ error: 'detail failed' });
    const status = queryStatus(lookup, detail);
    expect(status.error).toBe('lookup failed');
    status.onRetry();
    expect(lookup.refetch).toHaveBeenCalledTimes(1);
    expect(detail.refetch).not.toHaveBeenCalled();
  });

  it('retries the last query when none failed', () => {
    const lookup = query();
    const detail = query();
    queryStatus(lookup, detail).onRetry();
    expect(detail.refetch).toHaveBeenCalledTimes(1);
    expect(lookup.refetch).not.toHaveBeenCalled();
  });

  it('side by side, retries every failed query at once', () => {
    const types = query({ error: 'types failed' });
    const areas = query({ error: 'areas failed' });
    const fine = query();
    const status = parallelQueryStatus(types, areas, fine);
    expect(status.error).toBe('types failed');
    status.onRetry();
    expect([types, areas, fine].map((q) => q.refetch.mock.calls.length)).toEqual([1, 1, 0]);
  });
});
