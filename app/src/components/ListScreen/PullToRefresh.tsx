// Pull down at the top of a list to reload it. Hand-written (touch events on the scroller) because
// antd-mobile's PullToRefresh brings react-spring and @use-gesture (~25 KB gzip) into the first load
// of every list screen; the texts and thresholds follow antd-mobile's.
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { usePullGesture } from './usePullGesture';
import './PullToRefresh.css';
import type { PullStatus } from './usePullGesture';

const TEXTS: Record<PullStatus, string> = {
  idle: '',
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '加载中...',
  complete: '刷新成功',
};

export interface PullToRefreshProps {
  /** The element that scrolls (the pull starts only at its top). */
  scroller: HTMLElement | null;
  onRefresh: () => Promise<unknown>;
  children?: ReactNode;
}

export function PullToRefresh({ scroller, onRefresh, children }: PullToRefreshProps) {
  const { status, distance } = usePullGesture(scroller, onRefresh);
  // Announce only the outcome states, not every pixel of the pull.
  const [announced, setAnnounced] = useState('');
  const last = useRef<PullStatus>('idle');
  useEffect(() => {
    if (status !== last.current && (status === 'refreshing' || status === 'complete'))
      setAnnounced(TEXTS[status]);
    last.current = status;
  }, [status]);

  return (
    <div className="mh-ptr" data-pull={status}>
      <div className="mh-ptr-head" style={{ height: distance }} aria-hidden="true">
        <span>{TEXTS[status]}</span>
      </div>
      <span className="mh-visually-hidden" role="status">
        {announced}
      </span>
      {children}
    </div>
  );
}
