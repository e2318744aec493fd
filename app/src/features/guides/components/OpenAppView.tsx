// Opening the provider's app (/guide/openApp) from wherever the page runs. In the app: it is open
// already, and the page can be closed. In a browser: 打开商户 App tries the app's scheme; when the page
// is still shown after APP_OPEN_WAIT_MS the app is not installed, and the page says how to get it. In
// WeChat's browser, which opens no app's scheme: how to open the page in the phone's browser. In the
// mini program, which cannot leave for an app: open the app from the home screen.
import { useEffect, useRef, useState } from 'react';
import { Section } from '../../../components/Section/Section';
import { StatusHeadline } from '../../../components/StatusHeadline/StatusHeadline';
import { goBack } from '../../../lib/host/wayBack';
import { useHost } from '../../../lib/host/useHost';
import { APP_OPEN_WAIT_MS, APP_SCHEME_URL, openAppPlace } from '../lib/openApp';
import './guides.css';

export const NOT_INSTALLED_TEXT = '未检测到商户 App，请在手机应用商店搜索“商户”下载安装后再打开';

const GET_APP = '还没有安装？请在手机应用商店搜索“商户”下载安装。';

export interface OpenAppViewProps {
  /** Leaves for the app's scheme (the browser's navigation; a test passes its own). */
  leave?: (url: string) => void;
}

export function OpenAppView({ leave = (url) => window.location.assign(url) }: OpenAppViewProps) {
  const host = useHost();
  const place = openAppPlace(host);
  const [notInstalled, setNotInstalled] = useState(false);
  const [trying, setTrying] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const open = () => {
    setNotInstalled(false);
    setTrying(true);
    leave(APP_SCHEME_URL);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setTrying(false);
      if (document.visibilityState !== 'hidden') setNotInstalled(true);
    }, APP_OPEN_WAIT_MS);
  };

  return (
    <div className="mh-guide" data-state="ready">
      <StatusHeadline
        label="打开商户 App"
        value={place === 'inApp' ? '您已在商户 App 中' : '在 App 中办理更多业务'}
        valueTestId="open-app-place"
      >
        收款、账单、机具和服务费，都可以在商户 App 中办理。
      </StatusHeadline>
      {place === 'inApp' ? (
        <Section>
          <button type="button" className="mh-button mh-button--block" onClick={() => goBack(host)}>
            返回 App
          </button>
        </Section>
      ) : null}
      {place === 'browser' ? (
        <Section>
          <button
            type="button"
            className="mh-button mh-button--primary mh-button--block"
            disabled={trying}
            onClick={open}
          >
            {trying ? '正在打开…' : '打开商户 App'}
          </button>
          {notInstalled ? (
            <p className="mh-guide-notice" role="alert">
              {NOT_INSTALLED_TEXT}
            </p>
          ) : (
            <p className="mh-guide-muted">{GET_APP}</p>
          )}
        </Section>
      ) : null}
      {place === 'officialAccount' ? (
        <Section title="在浏览器中打开">
          <ol className="mh-guide-steps">
            <li>点击右上角的“···”</li>
            <li>选择“在浏览器打开”</li>
            <li>在浏览器中点击“打开商户 App”</li>
          </ol>
          <p className="mh-guide-muted">微信内无法直接打开其他 App。{GET_APP}</p>
        </Section>
      ) : null}
      {place === 'miniProgram' ? (
        <Section title="从手机桌面打开">
          <p>小程序内无法直接打开其他 App，请回到手机桌面，点击“商户”图标打开 App。</p>
          <p className="mh-guide-muted">{GET_APP}</p>
        </Section>
      ) : null}
    </div>
  );
}
