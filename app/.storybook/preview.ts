import type { Preview } from '@storybook/react-vite';
import 'antd-mobile/es/global';
import '../src/app/global.css';
import { installAntdRender } from '../src/lib/ui/antdRender';

// Stories render what the app renders: antd-mobile's imperative Toast/Dialog need React 19's root.
installAntdRender();
document.documentElement.style.fontSize = '50px'; // the 375-px phone of the 750-px rem layout

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
};

export default preview;
