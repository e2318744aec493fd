// Entry. index.html's CSS has already set the 750-px rem layout before first paint; this keeps it
// in step with resizes and starts the app.
import { applyRemLayout } from '@merchant-h5/sdk';
import 'antd-mobile/es/global';
import './app/global.css';
import { bootstrap } from './app/startup/bootstrap';
import type { HostWindow } from './app/startup/detectHost';

applyRemLayout(document, { maxWidth: 750 });
const container = document.getElementById('root');
if (container) void bootstrap(window as HostWindow, container);
