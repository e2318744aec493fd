// antd-mobile's Toast and Dialog, loaded on first use: the shell shows them only on events (a
// failed call, a 401, a user action), so they stay out of the JS every first visit downloads.
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
  ]).then(
    ([toast, dialog]) => ({ Toast: toast.default, Dialog: dialog.default }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
