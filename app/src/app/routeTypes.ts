// The route contract lives in lib so features may import it; re-exported here for the router.
export type { AppRoute } from '../lib/routes';
