// The bytes Lantern loses in a partial step, on its own TCPConnection (bench/lib/spareBytes.ts). The
// first test pins the defect: when a Lighthouse upgrade fixes it, it fails, and the diagnostic can go.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { describe, expect, it } from 'vitest';
import { withSpareBytesKept } from './lib/spareBytes';

const RTT_MS = 150;
const THROUGHPUT_BPS = 1638.4 * 1024;

/** A warm HTTP/2 connection holding `spare` bytes the last round trip brought beyond its request. */
function warmConnection(spare: number) {
  const connection = new Lantern.Simulation.TCPConnection(RTT_MS, THROUGHPUT_BPS, 0, true, true);
  connection.setWarmed(true);
  connection.setCongestionWindow(21);
  connection.setH2OverflowBytesDownloaded(spare);
  return connection;
}

// A step that ends before the request's next round trip could (another node of the graph ended).
const partialStep = { timeAlreadyElapsed: 0, maximumTimeToElapse: 0 };

describe("Lantern's spare bytes on HTTP/2", () => {
  it('are lost by a partial step: taken off the connection, credited to no request', () => {
    const connection = warmConnection(20_000);
    const step = connection.simulateDownloadUntil(15_000, partialStep);
    expect(step.bytesDownloaded).toBe(0);
    expect(step.extraBytesDownloaded).toBe(5_000);
  });

  it('are credited to the request while withSpareBytesKept measures', async () => {
    const step = await withSpareBytesKept(async () =>
      warmConnection(20_000).simulateDownloadUntil(15_000, partialStep),
    );
    expect(step.bytesDownloaded).toBe(15_000);
    expect(step.extraBytesDownloaded).toBe(5_000);
    // Fewer spare bytes than the request needs: all of them and the round trip the step adds (21
    // segments of 1,460 B at 150 ms and 1.6 Mbit/s); the rest is still to come.
    const short = await withSpareBytesKept(async () =>
      warmConnection(4_000).simulateDownloadUntil(60_000, partialStep),
    );
    expect(short.bytesDownloaded).toBe(4_000 + 21 * 1460);
    expect(short.extraBytesDownloaded).toBe(0);
  });

  it('are left to Lantern again afterwards, also after a measure that threw', async () => {
    await expect(
      withSpareBytesKept(async () => {
        throw new Error('Lighthouse failed');
      }),
    ).rejects.toThrow('Lighthouse failed');
    expect(warmConnection(20_000).simulateDownloadUntil(15_000, partialStep).bytesDownloaded).toBe(0);
  });

  it('change nothing in a step that runs to the end (the estimate of what is left)', async () => {
    const stock = warmConnection(20_000).simulateDownloadUntil(50_000);
    const kept = await withSpareBytesKept(async () => warmConnection(20_000).simulateDownloadUntil(50_000));
    expect(kept).toEqual(stock);
  });
});
