// The one `window.merchantBridgeReceive` of a window, shared by every bridge created on it: a second
// createBridge joins the first instead of silently taking its replies away. Kept on the window
// under a global symbol, so two copies of the SDK in one page (ESM + CJS) share it too.
import { createReceiver } from './receive';
import type { ReceiverMember } from './receive';
import type { BridgeWindow } from './types';

const HUB = Symbol.for('@merchant-h5/sdk/bridge-hub');

interface Hub {
  members: Array<ReceiverMember & { maxMessageLength: number }>;
  receive: (raw: unknown) => void;
}

type HubWindow = BridgeWindow & { [HUB]?: Hub };

/**
 * Adds one bridge to the window's receiver (installing it on first use) and returns the receiver
 * and a function that takes the bridge out again (uninstalling when it was the last).
 */
export function joinHub(
  win: BridgeWindow,
  member: ReceiverMember & { maxMessageLength: number },
): { receive: (raw: unknown) => void; leave: () => void } {
  const w = win as HubWindow;
  let hub = w[HUB];
  // A receiver someone else installed since (not ours) is replaced, as before the hub existed.
  if (!hub || w.merchantBridgeReceive !== hub.receive) {
    const members: Hub['members'] = [];
    hub = {
      members,
      receive: createReceiver({
        members: () => members,
        maxMessageLength: () => Math.max(0, ...members.map((m) => m.maxMessageLength)),
      }),
    };
    w[HUB] = hub;
    w.merchantBridgeReceive = hub.receive;
  }
  const joined = hub;
  joined.members.push(member);
  return {
    receive: joined.receive,
    leave() {
      const at = joined.members.indexOf(member);
      if (at >= 0) joined.members.splice(at, 1);
      if (joined.members.length === 0 && w.merchantBridgeReceive === joined.receive) {
        delete w.merchantBridgeReceive;
        delete w[HUB];
      }
    },
  };
}
