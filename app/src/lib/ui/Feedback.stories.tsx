// The imperative primitives (dialogs, toasts, notifications), each behind a button.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { alertDialog, confirmDialog } from './dialogs';
import { NotificationBanner } from './NotificationBanner';
import { notify } from './notify';
import { hideLoading, showLoading, showToast } from './toast';
import { NETWORK_ERROR_TEXT } from './texts';

const meta: Meta = { title: 'Feedback/Dialogs, toasts, notifications' };
export default meta;

const Button = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <button type="button" style={{ margin: 8, padding: '8px 16px' }} onClick={onClick}>
    {label}
  </button>
);

export const AlertDialog: StoryObj = {
  render: () => (
    <Button label="确定 dialog" onClick={() => void alertDialog({ content: '登录已失效，请重新登录' })} />
  ),
};
export const ConfirmDialog: StoryObj = {
  render: () => (
    <Button
      label="确定 / 取消 dialog"
      onClick={() => void confirmDialog({ title: '提示', content: '确认提交？' })}
    />
  ),
};
export const ShortToast: StoryObj = {
  render: () => <Button label="3 s toast" onClick={() => showToast(NETWORK_ERROR_TEXT)} />,
};
export const LongToast: StoryObj = {
  render: () => <Button label="8 s toast" onClick={() => showToast('提交成功，请耐心等待审核', 'long')} />,
};
export const LoadingToast: StoryObj = {
  render: () => (
    <>
      <Button label="请稍后" onClick={() => showLoading()} />
      <Button label="hide" onClick={() => hideLoading()} />
    </>
  ),
};
export const Notification: StoryObj = {
  render: () => <Button label="1.5 s notification" onClick={() => notify('已复制到剪贴板')} />,
};
export const NotificationTones: StoryObj = {
  render: () => (
    <div style={{ position: 'relative' }}>
      <NotificationBanner content="信息" />
    </div>
  ),
};
