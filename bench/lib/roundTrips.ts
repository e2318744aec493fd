// How far a route is from one round trip less, in Lighthouse's network model (Lantern). Over HTTP/2
// Lantern gives an origin one connection, sends one request at a time on it, and downloads each in
// whole round trips of at most `throughput × RTT` bytes, the last one's spare bytes going to the next
// request. So while the connection stays busy, time grows in steps of one RTT per that many bytes,
// and a cut of fewer bytes than the last round trip carried moves nothing (docs/performance.md).

/** One request as Lantern timed it: its simulated start and end (ms) and its bytes on the wire. */
export interface TimedRequest {
  startMs: number;
  endMs: number;
  bytes: number;
}

/** One busy stretch of the connection: from the start of its first request to the end of its last. */
export interface RoundTripStretch {
  startMs: number;
  endMs: number;
  roundTrips: number;
  bytes: number;
  /** Bytes that must go from the stretch for it to take one round trip less. */
  cutForOneLess: number;
}

/** Lantern's largest congestion window, in bytes (TCPConnection.computeMaximumCongestionWindowInSegments). */
export function bytesPerRoundTrip(rttMs: number, throughputKbps: number): number {
  const segment = 1460;
  return Math.floor((((throughputKbps * 1024) / 8) * (rttMs / 1000)) / segment) * segment;
}

/**
 * The connection's busy stretches, in order (a request starting more than 1 ms after every earlier
 * one has ended begins a new one: the connection waited, e.g. for the main thread), each with the cut
 * that would save it a round trip. A stretch of 0 round trips was carried by the previous one's
 * spare bytes: what it waited for was not the network.
 *
 * @example roundTripStretches(requests, 150, 1638.4).at(-1)?.cutForOneLess // bytes
 */
export function roundTripStretches(
  requests: readonly TimedRequest[],
  rttMs: number,
  throughputKbps: number,
): RoundTripStretch[] {
  const perTrip = bytesPerRoundTrip(rttMs, throughputKbps);
  const stretches: TimedRequest[][] = [];
  let endMs = -Infinity;
  for (const request of [...requests].sort((a, b) => a.startMs - b.startMs)) {
    if (request.startMs > endMs + 1) stretches.push([]);
    stretches.at(-1)!.push(request);
    endMs = Math.max(endMs, request.endMs);
  }
  return stretches.map((stretch) => {
    const startMs = stretch[0]!.startMs;
    const end = Math.max(...stretch.map((r) => r.endMs));
    const roundTrips = Math.round((end - startMs) / rttMs);
    const bytes = stretch.reduce((sum, r) => sum + r.bytes, 0);
    return {
      startMs,
      endMs: end,
      roundTrips,
      bytes,
      cutForOneLess: roundTrips === 0 ? 0 : Math.max(0, bytes - (roundTrips - 1) * perTrip),
    };
  });
}
