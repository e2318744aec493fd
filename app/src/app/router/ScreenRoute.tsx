// A screen route's element: starts the screen (its data request from the URL, then its code) when
// its code is not loaded yet, shows the spinner meanwhile, and the load-error page when the code
// cannot be loaded or the screen throws; 重试 loads it again.
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Spinner } from '../../components/feedback/Spinner';
import { LoadError } from '../../components/feedback/LoadError';
import { RoutePatternContext } from '../../lib/routePattern';
import type { ScreenStart } from './buildRoutes';
import type { ScreenModule } from './screenModule';

export interface ScreenRouteProps {
  module: ScreenModule;
  /** The docs/product.md §2 pattern the screen is stamped with (mirror routes carry the prefixed one). */
  pattern: string;
  start: ScreenStart;
}

export function ScreenRoute({ module, pattern, start }: ScreenRouteProps) {
  const params = useParams();
  const { search } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // The screen, once its code is here. The code may arrive between the render and the effect
  // (startRoute asked for it before the first render): start() then resolves at once.
  const [Screen, setScreen] = useState<ComponentType | null>(() => module.current);
  useEffect(() => {
    if (Screen) return;
    let live = true;
    start(params, new URLSearchParams(search)).then(
      (loaded) => live && setScreen(() => loaded),
      (error: unknown) => {
        if (import.meta.env.DEV) console.error(error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [Screen, start, params, search, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  if (Screen)
    return (
      <RenderFailure>
        <RoutePatternContext.Provider value={pattern}>
          <Screen />
        </RoutePatternContext.Provider>
      </RenderFailure>
    );
  if (failed) return <LoadError onRetry={retry} />;
  return attempt > 0 ? <LoadError retrying onRetry={retry} /> : <Spinner />;
}

/** A screen that throws while rendering: the load-error page, whose 重试 renders it again. */
class RenderFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  override render() {
    return this.state.failed ? (
      <LoadError onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}
