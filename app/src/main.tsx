// Entry. index.html's CSS has already set the 750-px rem layout before first paint; this keeps it
// in step with resizes, sends the screen's first calls (early.ts) and, once they have left, starts
// the rest of the app, whose chunks index.html has been downloading beside this one.
import { applyRemLayout } from '@merchant-h5/sdk';
import 'antd-mobile/es/global';
import './app/global.css';
// Every screen shows a loading, empty or error state; this stylesheet also has the buttons
// (.mh-button) that other components' rules refine, so it comes before theirs.
import './components/QueryState/QueryState.css';
import './components/styles';
// The rest of start-up's own styles (the index page, the notification banner) come with these, not
// as a stylesheet of their own that the dynamic import below would wait for.
import './app/IndexScreen.css';
import './lib/ui/NotificationBanner.css';
import { firstCallsHeadStart, startEarly } from './app/startup/early';
import { showStartFailure } from './app/startup/startFailure';
import type { HostWindow } from './app/startup/detectHost';

applyRemLayout(document, { maxWidth: 750 });
const container = document.getElementById('root');
if (container) {
  const win = window as HostWindow;
  const early = startEarly(win);
  // Its failure is shown once the rest of start-up awaits it (below), not reported as unhandled before.
  early.catch(() => undefined);
  // React (preloaded beside this chunk) is evaluated once the first calls have left.
  firstCallsHeadStart(early, win)
    .then(() => import('./app/startup/bootstrap'))
    .then(({ bootstrap }) => bootstrap(win, container, early))
    .catch(() => showStartFailure(container, () => win.location.reload()));
}
