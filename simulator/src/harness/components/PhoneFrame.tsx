// The phone: a bezel of the chosen screen size around the H5 iframe.
import { SCREEN_SIZES, hostLabel, type HostKindName, type ScreenSizeId } from '../setup/options';

interface PhoneFrameProps {
  src: string;
  size: ScreenSizeId;
  host: HostKindName;
  version: number;
  /** Changing it remounts the iframe (reload, new device settings). */
  reloadKey: string;
}

export function PhoneFrame({ src, size, host, version, reloadKey }: PhoneFrameProps) {
  const screen = SCREEN_SIZES.find((s) => s.id === size) ?? SCREEN_SIZES[3];
  return (
    <figure className="phone" style={{ width: screen.width + 24 }}>
      <figcaption className="phone-bar">
        <span>{hostLabel(host)}</span>
        <span>v{version}</span>
        <span>
          {screen.width}×{screen.height}
        </span>
      </figcaption>
      <iframe
        key={reloadKey}
        title="H5"
        className="phone-screen"
        src={src}
        width={screen.width}
        height={screen.height}
      />
    </figure>
  );
}
