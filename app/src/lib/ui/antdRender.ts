// antd-mobile 5 renders Toast and Dialog with React 18's legacy render; under React 19 it must be
// handed a createRoot-based renderer before their first use (./antdFeedback installs it when it
// loads them), or those imperative calls render nothing. Installing it twice is harmless.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

export function installAntdRender(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      // Unmounting synchronously inside another render warns; wait for the current one to finish.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
