// errorElement of every screen route: its code failed to load (or threw) → the load-error page,
// whose 重试 re-runs the screen's loader, i.e. imports the chunk again.
import { useRevalidator, useRouteError } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';

export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (import.meta.env.DEV) console.error(error);
  return (
    <LoadError retrying={revalidator.state === 'loading'} onRetry={() => void revalidator.revalidate()} />
  );
}
