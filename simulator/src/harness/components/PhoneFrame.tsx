// The phone: a bezel of the chosen screen size around the H5 iframe, with the host's title bar
// (the title the page set through the bridge) and its back button, scaled down to fit the stage
// when the screen is taller than the window (the page still sees the full CSS size). Each phone is
// a device of its own: its frame is credentialless, so its cookies (the official account's login)
// live in a store of this harness tab only, never shared with a phone in another tab.
import { useEffect, useRef, useState } from 'react';
import { SCREEN_SIZES, hostLabel, type HostKindName, type ScreenSizeId } from '../setup/options';
import { isPageReport, type PageReport } from '../setup/page-report';

interface PhoneFrameProps {
  src: string;
  size: ScreenSizeId;
  host: HostKindName;
  version: number;
  /** Changing it remounts the iframe (reload, new device settings). */
  reloadKey: string;
  /** The page moved or set its title. */
  onPage?: (report: PageReport) => void;
}

/** Bezel padding + status line + title bar, in CSS px around the screen. */
const CHROME_HEIGHT = 24 + 22 + 40;

function useFitScale(width: number, height: number) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const stage = box.current?.parentElement;
    if (!stage) return;
    const fit = () => {
      const style = getComputedStyle(stage);
      const free = stage.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      const used = [...stage.children].reduce(
        (sum, child) => (child === box.current ? sum : sum + (child as HTMLElement).offsetHeight + 12),
        0,
      );
      setScale(Math.min(1, Math.max(0.4, (free - used) / (height + CHROME_HEIGHT))));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(stage);
    return () => observer.disconnect();
  }, [width, height]);
  return { box, scale };
}

export function PhoneFrame({ src, size, host, version, reloadKey, onPage }: PhoneFrameProps) {
  const screen = SCREEN_SIZES.find((s) => s.id === size) ?? SCREEN_SIZES[3];
  const frame = useRef<HTMLIFrameElement>(null);
  const [title, setTitle] = useState('');
  const { box, scale } = useFitScale(screen.width, screen.height);
  const pageOrigin = new URL(src, window.location.href).origin;

  useEffect(() => setTitle(''), [reloadKey]);
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== pageOrigin) return;
      if (!isPageReport(event.data)) return;
      setTitle(event.data.title);
      onPage?.(event.data);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [pageOrigin, onPage]);

  const back = () => frame.current?.contentWindow?.postMessage({ type: 'sim:back' }, pageOrigin);
  const outerWidth = screen.width + 24;
  const outerHeight = screen.height + CHROME_HEIGHT;

  return (
    <div
      ref={box}
      className="phone-box"
      style={{ width: outerWidth * scale, height: outerHeight * scale }}
      data-scale={scale.toFixed(2)}
    >
      <figure
        className="phone"
        style={{ width: outerWidth, transform: `scale(${scale})`, transformOrigin: 'top left' }}
      >
        <figcaption className="phone-bar">
          <span>{hostLabel(host)}</span>
          <span>v{version}</span>
          <span>
            {screen.width}×{screen.height}
            {scale < 1 ? ` · ${Math.round(scale * 100)}%` : ''}
          </span>
        </figcaption>
        <div className="phone-titlebar" style={{ width: screen.width }}>
          <button type="button" className="phone-back" onClick={back} aria-label="宿主返回键 (host back)">
            ‹
          </button>
          <span className="phone-title" aria-label="页面标题 (title set through the bridge)">
            {title}
          </span>
        </div>
        <iframe
          key={reloadKey}
          ref={frame}
          title="H5"
          className="phone-screen"
          credentialless
          src={src}
          width={screen.width}
          height={screen.height}
        />
      </figure>
    </div>
  );
}
