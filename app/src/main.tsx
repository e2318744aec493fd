// Entry. index.html's CSS has already set the 750-px rem layout before first paint; this keeps it
// in step with resizes and starts the app.
import { applyRemLayout } from '@merchant-h5/sdk';
import 'antd-mobile/es/global';
import './app/global.css';
// Every screen shows a loading, empty or error state; this stylesheet also has the buttons
// (.mh-button) that other components' rules refine, so it comes before theirs.
import './components/QueryState/QueryState.css';
import './components/styles';
import { bootstrap } from './app/startup/bootstrap';
import type { HostWindow } from './app/startup/detectHost';

applyRemLayout(document, { maxWidth: 750 });
const container = document.getElementById('root');
if (container) void bootstrap(window as HostWindow, container);
