// antd-mobile 5 renders Toast and Dialog with React 18's legacy render; under React 19 it must be
// handed a createRoot-based renderer before their first use (./antdFeedback installs it when it
// loads them), or those imperative calls render nothing. The first install wins, so the test setup
// can install one that runs each render inside React's act() (those roots are outside any test's tree).
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';

type Run = (update: () => void) => void;

const roots = new WeakMap<Element | DocumentFragment, Root>();
let installed = false;

export function installAntdRender(run: Run = (update) => update()): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    const rendered = root;
    run(() => rendered.render(node));
    return async () => {
      // Unmounting synchronously inside another render warns; wait for the current one to finish.
      await new Promise((resolve) => setTimeout(resolve, 0));
      run(() => rendered.unmount());
      roots.delete(container);
    };
  });
}
