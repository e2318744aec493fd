// The root element of every screen: stamps `data-screen` with its route pattern (QA and tests
// find screens by it) and sets the page and native titles.
import type { ReactNode } from 'react';
import { useRoutePattern } from '../lib/routePattern';
import { useScreenTitle } from '../lib/useScreenTitle';
import './Screen.css';

export interface ScreenProps {
  /**
   * The route pattern of docs/product.md §2, e.g. `paths.records.transactionRecord`; a mirror route's own
   * pattern wins.
   */
  pattern: string;
  title?: string;
  className?: string;
  children?: ReactNode;
}

export function Screen({ pattern, title, className, children }: ScreenProps) {
  const routed = useRoutePattern();
  useScreenTitle(title);
  return (
    <main data-screen={routed ?? pattern} className={className ? `mh-screen ${className}` : 'mh-screen'}>
      {children}
    </main>
  );
}
