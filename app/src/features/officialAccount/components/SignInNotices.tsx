// The ends of a sign-in that binds nothing, each with the one way on: a return this tab did not
// start (forged or replayed), a code WeChat will not exchange again, a visit from the snapshot page,
// no WeChat user signed in yet, and a page opened outside WeChat, where no WeChat user can sign in.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { href, paths } from '../../../config/paths';
import { useHost } from '../../../lib/host/useHost';

export type SignInNotice = 'refused' | 'spent' | 'snapshot' | 'signedOut' | 'outsideWeChat';

const NOTICES: Record<SignInNotice, { title: string; text: string; status: 'warning' | 'info' }> = {
  refused: {
    status: 'warning',
    title: '登录请求无效',
    text: '该登录请求不是从本页面发起或已使用过，为保护账号安全已停止登录，请重新登录。',
  },
  spent: { status: 'warning', title: '微信授权已失效', text: '该授权已使用或已过期，请重新登录。' },
  snapshot: {
    status: 'info',
    title: '请打开完整页面',
    text: '当前为朋友圈快照页，无法绑定商户账号。请点击屏幕下方的“使用完整服务”后继续。',
  },
  signedOut: { status: 'info', title: '请先登录', text: '请通过微信授权登录后绑定商户账号。' },
  outsideWeChat: {
    status: 'info',
    title: '请在微信中打开',
    text: '公众号服务需要微信授权登录，请在微信客户端中打开本页面。',
  },
};

/** Nothing a screen without a way on offers: outside WeChat, and on the snapshot page. */
const NO_WAY_ON: readonly SignInNotice[] = ['snapshot', 'outsideWeChat'];

export interface SignInNoticeViewProps {
  notice: SignInNotice;
  /** Where signing in starts again: the login screen, or the prize's authorize screen. */
  restartAt?: string;
}

/** @example <SignInNoticeView notice="spent" /> */
export function SignInNoticeView({
  notice,
  restartAt = href(paths.officialAccount.login),
}: SignInNoticeViewProps) {
  const navigate = useNavigate();
  const { status, title, text } = NOTICES[notice];
  const restart = () => void navigate(restartAt, { replace: true });
  return (
    <div data-state="ready">
      <ResultScreen
        status={status}
        title={title}
        description={<p role={status === 'warning' ? 'alert' : undefined}>{text}</p>}
        {...(NO_WAY_ON.includes(notice)
          ? {}
          : { primary: { text: notice === 'signedOut' ? '微信授权登录' : '重新登录', onClick: restart } })}
      />
    </div>
  );
}

/**
 * The official account's screens act for a WeChat user: outside WeChat (a host app, a browser) they
 * ask the server nothing and say where to open the page instead.
 *
 * @example <InWeChat><LoginView /></InWeChat>
 */
export function InWeChat({ children }: { children: ReactNode }) {
  const { client } = useHost();
  return client.isWeChat ? children : <SignInNoticeView notice="outsideWeChat" />;
}
