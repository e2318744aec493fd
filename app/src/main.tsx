// Entry. index.html's CSS has already set the 750-px rem layout before first paint; this keeps it
// in step with resizes and starts the app.
import { applyRemLayout } from '@merchant-h5/sdk';
import 'antd-mobile/es/global';
import './app/global.css';
// The shared components' styles (4 KB gzip in all) travel with the global ones. Split per
// component, a screen's first paint waited for up to eight stylesheets of a few hundred bytes, each
// a request on a weak network's six connections (the data request queued behind them). The
// components still import their own stylesheet, for Storybook and the tests; one module is bundled
// once, here.
import.meta.glob('./components/**/*.css', { eager: true });
import { bootstrap } from './app/startup/bootstrap';
import type { HostWindow } from './app/startup/detectHost';

applyRemLayout(document, { maxWidth: 750 });
const container = document.getElementById('root');
if (container) void bootstrap(window as HostWindow, container);
