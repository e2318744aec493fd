// The harness: setup on the left, the phone in the middle, logs on the right. Everything it shows
// or changes goes through the documented control API.
import { useCallback, useState } from 'react';
import { control } from './api';
import { AddressBar } from './components/AddressBar';
import { DevicePanel } from './components/DevicePanel';
import { FaultPanel } from './components/FaultPanel';
import { HostCheckPanel } from './components/HostCheckPanel';
import { LogPanel } from './components/LogPanel';
import { NativeCallPanel } from './components/NativeCallPanel';
import { PhoneFrame } from './components/PhoneFrame';
import { SetupPanel } from './components/SetupPanel';
import { WalletPanel } from './components/WalletPanel';
import { MiniProgramPayPanel } from './components/MiniProgramPayPanel';
import { OfficialAccountPanel } from './components/OfficialAccountPanel';
import { CardReaderPanel } from './components/CardReaderPanel';
import { environmentOrigin } from './setup/options';
import { routeOfPath, type PageReport } from './setup/page-report';
import { h5Url } from './setup/url-state';
import { useHostSettingsSync, useSetup } from './setup/useSetup';

export function App() {
  const [setup, update] = useSetup();
  const sync = useHostSettingsSync(setup);
  const [reloads, setReloads] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const src = h5Url(setup, environmentOrigin(setup.env, window.location));
  // Where the page in the phone is now: it navigates on its own, the setup only says where it began.
  const [page, setPage] = useState<{ src: string; route: string } | null>(null);
  const onPage = useCallback(
    (report: PageReport) => setPage({ src, route: routeOfPath(report.path) }),
    [src],
  );
  const shownRoute = page?.src === src ? page.route : setup.route;

  async function reset() {
    try {
      await control('POST /reset', { body: { session: setup.session } });
      setNotice(`会话 ${setup.session} 已重置 (reset)`);
      setReloads((n) => n + 1);
    } catch (e) {
      setNotice(`重置失败 reset failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async function copyLink() {
    await navigator.clipboard.writeText(window.location.href).then(
      () => setNotice('链接已复制 — the link reproduces this setup'),
      () => setNotice(window.location.href),
    );
  }

  return (
    <div className="layout">
      <header className="topbar">
        <h1>Merchant H5 模拟器</h1>
        <span className="muted">
          session <code>{setup.session}</code>
        </span>
        <button type="button" onClick={() => void copyLink()}>
          复制链接 Copy link
        </button>
        <button type="button" className="danger" onClick={() => void reset()}>
          重置 Reset
        </button>
        <a className="button" href="/__sim/" target="_blank" rel="noreferrer">
          Control API
        </a>
        {(notice ?? sync.error) && (
          <span className={sync.error ? 'result fail' : 'muted'} role="status">
            {sync.error ? `host settings: ${sync.error}` : notice}
          </span>
        )}
      </header>
      <aside className="controls">
        <SetupPanel setup={setup} update={update} />
        <DevicePanel
          key={`${setup.session}/${setup.host}`}
          host={setup.host}
          device={setup.device}
          withoutCalls={setup.withoutCalls}
          onChange={(device, withoutCalls) => update({ device, withoutCalls })}
        />
        <FaultPanel session={setup.session} />
        <NativeCallPanel session={setup.session} />
        <WalletPanel session={setup.session} />
        <MiniProgramPayPanel session={setup.session} />
        {setup.host === 'officialaccount' && (
          <OfficialAccountPanel session={setup.session} route={shownRoute} />
        )}
        <CardReaderPanel session={setup.session} />
        <HostCheckPanel setup={setup} />
      </aside>
      <main className="stage">
        <AddressBar
          route={shownRoute}
          fullUrl={src}
          onNavigate={(route) => {
            // The same route as the setup's would not change the frame's address: reload it.
            if (route === setup.route) setReloads((n) => n + 1);
            else update({ route });
          }}
          onReload={() => setReloads((n) => n + 1)}
        />
        {sync.revision > 0 ? (
          <PhoneFrame
            src={src}
            size={setup.size}
            host={setup.host}
            version={setup.version}
            reloadKey={`${src}#${sync.revision}#${reloads}`}
            onPage={onPage}
          />
        ) : (
          <p className="muted">连接模拟器… (connecting)</p>
        )}
      </main>
      <LogPanel session={setup.session} />
    </div>
  );
}
