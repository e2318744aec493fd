// The round-trip steps the probe prints, on a timeline Lantern gave the month bill (bench/probe.ts).
import { describe, expect, it } from 'vitest';
import { bytesPerRoundTrip, roundTripStretches, type TimedRequest } from './lib/roundTrips';

const at = (startMs: number, endMs: number, bytes: number): TimedRequest => ({ startMs, endMs, bytes });

// /monthBill/monthBillHome, mobile, HTTP/2: after the page, everything on the origin's one connection.
const monthBill: TimedRequest[] = [
  at(769, 769, 3543),
  at(769, 769, 47),
  at(865, 865, 5332),
  at(865, 865, 3717),
  at(865, 1015, 542),
  at(1015, 1015, 19505),
  at(1015, 1165, 7714),
  at(1015, 1015, 802),
  at(1165, 1165, 622),
  at(1165, 1315, 58020),
  at(1315, 1615, 60916),
  at(1615, 1765, 2543),
  at(1765, 1765, 1823),
  at(1765, 1765, 2996),
  at(1765, 1765, 1463),
];

describe('bytesPerRoundTrip', () => {
  it('is whole 1,460-byte segments of throughput × RTT, as Lantern sizes its window', () => {
    expect(bytesPerRoundTrip(150, 1638.4)).toBe(21 * 1460);
    expect(bytesPerRoundTrip(300, 700)).toBe(18 * 1460);
  });
});

describe('roundTripStretches', () => {
  it('splits where the connection waited and says how many bytes fewer save a round trip', () => {
    const stretches = roundTripStretches(monthBill, 150, 1638.4);
    expect(stretches).toHaveLength(2);
    // The styles and the event stream, in the spare bytes of the page's last round trip.
    expect(stretches[0]).toMatchObject({ startMs: 769, roundTrips: 0, bytes: 3590, cutForOneLess: 0 });
    expect(stretches[1]).toMatchObject({ startMs: 865, endMs: 1765, roundTrips: 6, bytes: 165_995 });
    // 5 round trips carry 153,300 bytes.
    expect(stretches[1]?.cutForOneLess).toBe(165_995 - 5 * 30_660);
  });

  it('takes the order of the starts, not of the list', () => {
    const stretches = roundTripStretches([...monthBill].reverse(), 150, 1638.4);
    expect(stretches.map((s) => s.bytes)).toEqual([3590, 165_995]);
  });

  it('gives a late request that the spare bytes carried a stretch of its own with no round trip', () => {
    const stretches = roundTripStretches([...monthBill, at(1900, 1900, 1000)], 150, 1638.4);
    expect(stretches.at(-1)).toEqual({
      startMs: 1900,
      endMs: 1900,
      roundTrips: 0,
      bytes: 1000,
      cutForOneLess: 0,
    });
  });
});
