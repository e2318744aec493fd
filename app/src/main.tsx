// Entry. index.html's CSS has already set the 750-px rem layout before first paint; this keeps it
// in step with resizes and starts the app.
import { applyRemLayout } from '@merchant-h5/sdk';
import 'antd-mobile/es/global';
import './app/global.css';
// Every screen shows a loading, empty or error state (77 of 77 routes): their styles travel with
// the global ones instead of as one more small stylesheet request on each cold start.
import './components/QueryState/QueryState.css';
import { bootstrap } from './app/startup/bootstrap';
import type { HostWindow } from './app/startup/detectHost';

applyRemLayout(document, { maxWidth: 750 });
const container = document.getElementById('root');
if (container) void bootstrap(window as HostWindow, container);
