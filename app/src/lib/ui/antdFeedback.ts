// antd-mobile's Toast and Dialog, loaded on first use: the shell shows them only on events (a
// failed call, a 401, a user action), so they stay out of the JS every first visit downloads. Their
// React 19 renderer (./antdRender) comes with them: nothing else renders imperatively.
import type Toast from 'antd-mobile/es/components/toast';
import type Dialog from 'antd-mobile/es/components/dialog';

export interface AntdFeedback {
  Toast: typeof Toast;
  Dialog: typeof Dialog;
}

let loading: Promise<AntdFeedback> | null = null;

export function loadAntdFeedback(): Promise<AntdFeedback> {
  loading ??= Promise.all([
    import('antd-mobile/es/components/toast'),
    import('antd-mobile/es/components/dialog'),
    import('./antdRender'),
  ]).then(
    ([toast, dialog, render]) => {
      render.installAntdRender();
      return { Toast: toast.default, Dialog: dialog.default };
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
