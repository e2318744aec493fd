import { describe, expect, it } from 'vitest';
import { FAULTS, endsChain, faultsFor, isFailureFault } from './fault-cell';

const ids = (faults: { id: string }[]) => faults.map((f) => f.id);

describe('faultsFor: which faults the matrix tries on a screen', () => {
  it('tries every fault on a key screen, and on every screen with FAULT_MATRIX=full', () => {
    expect(ids(faultsFor({ lighthouse: true }, 5, false))).toEqual(ids([...FAULTS]));
    expect(ids(faultsFor({ lighthouse: false }, 5, true))).toEqual(ids([...FAULTS]));
  });

  it('tries an HTTP failure, a server refusal and one fault in turn on any other screen', () => {
    const picked = Array.from({ length: FAULTS.length - 2 }, (_, i) =>
      faultsFor({ lighthouse: false }, i, false),
    );
    for (const faults of picked) {
      expect(faults).toHaveLength(3);
      expect(ids(faults).slice(0, 2)).toEqual(['http500', 'business']);
    }
    // Seven screens in a row meet every fault between them.
    expect(new Set(picked.flatMap(ids))).toEqual(new Set(ids([...FAULTS])));
  });

  it('never takes a partner-mall hand-off offline: it has left the app by then', () => {
    expect(ids(faultsFor({ lighthouse: false, leavesApp: true }, 0, true))).not.toContain('offline');
    for (let i = 0; i < FAULTS.length; i++)
      expect(ids(faultsFor({ lighthouse: false, leavesApp: true }, i, false))).not.toContain('offline');
  });
});

describe('endsChain: where a chain of failure cells clears the fault and retries to the data', () => {
  const ends = (faults: ReturnType<typeof faultsFor>) =>
    faults.filter((_, i) => endsChain(faults, i)).map((f) => f.id);

  it('chains every fault but the slow answer and going offline', () => {
    expect(ids(FAULTS.filter(isFailureFault))).toEqual([
      'hang',
      'http500',
      'http502',
      'business',
      'malformed',
      'truncated',
      'drop',
    ]);
  });

  it('ends the one chain of a key screen at its last failure, before offline', () => {
    expect(ends(faultsFor({ lighthouse: true }, 0, false))).toEqual(['drop']);
    expect(ends(faultsFor({ lighthouse: true, leavesApp: true }, 0, false))).toEqual(['drop']);
  });

  it('ends the chain of any other screen at its last cell, or before latency or offline', () => {
    for (let i = 0; i < FAULTS.length - 2; i++) {
      const faults = faultsFor({ lighthouse: false }, i, false);
      const last = faults[2]!;
      expect(ends(faults)).toEqual([isFailureFault(last) ? last.id : 'business']);
    }
  });
});
