// The button that turns a server switch over, with the server's refusal above it: primary while off
// (the way on), plain while on.
import type { ServerSwitch } from '../hooks/useServerSwitch';

export interface SwitchButtonProps {
  serverSwitch: ServerSwitch;
  turnOn: string;
  turnOff: string;
}

export function SwitchButton({
  serverSwitch: { on, busy, notice, toggle },
  turnOn,
  turnOff,
}: SwitchButtonProps) {
  return (
    <>
      {notice ? (
        <p className="mh-preferences-notice" role="alert">
          {notice}
        </p>
      ) : null}
      <button
        type="button"
        className={on ? 'mh-button mh-button--block' : 'mh-button mh-button--primary mh-button--block'}
        disabled={busy}
        onClick={toggle}
      >
        {on ? turnOff : turnOn}
      </button>
    </>
  );
}
