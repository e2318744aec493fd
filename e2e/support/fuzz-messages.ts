// Seeded descriptions of hostile native → web messages for the bridge fuzz. They are made in Node
// (one seed reproduces a run) and turned into wire messages in the page (support/fuzz-page.ts),
// which alone knows the real callback ids: a descriptor says "a near miss of a pending id", the
// page picks which. Nothing generated may look like a card, ID or token: the SDK logs callback
// ids and error messages, and the privacy scan reads the console.
import { mulberry32 } from '../../simulator/src/server/state/prng';

/** A JSON-able value, or a marker the page expands (`{$repeat}` for huge strings, `{$nest}`). */
export type Junk = unknown;

export type FuzzMessage =
  | { k: 'raw'; v: Junk }
  | { k: 'unknown'; id: string | number; data: Junk; asString: boolean }
  | { k: 'near'; pick: number; variant: number; data: Junk; asString: boolean }
  | { k: 'dup'; pick: number; data: Junk; asString: boolean; error: boolean }
  | { k: 'error'; id: string | number; code: string; msg: string; asString: boolean }
  | { k: 'huge'; size: number; asString: boolean; native: boolean }
  | { k: 'native'; name: string; responseId: string | number; data: Junk; asString: boolean }
  | { k: 'nested'; depth: number; asString: boolean }
  | { k: 'getter' }
  | { k: 'proto' };

const NASTY = [
  '\u2028',
  '\u2029',
  '%',
  '%E0%A4%A',
  '%%25',
  '"',
  "'",
  '\\',
  '\\"',
  '{',
  '}',
  '[',
  '</script>',
  '\u0000',
  '\ud800',
  '中文',
  '😀',
  'a1',
  ' ',
  '\n',
  '${x}',
  '${',
  'null',
  '":"',
];
const BAD_JSON = [
  '{"callbackId":',
  '{',
  '}',
  '',
  ' ',
  'undefined',
  'NaN',
  '{"callbackId": 1,}',
  "{'callbackId':1}",
  '[1,2',
  '"\\u2028"',
  '{"data":"\u2028\u2029"}',
  '%7B%22callbackId%22%3A1%7D',
  '\u0000{}',
  '{"functionName":"x","responseId":}',
];
const NAMES = [
  'getNothing',
  'fz_unregistered',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '中文方法',
  'a%20b',
  'x"y',
  '\u2028',
  'onResume',
];

export function fuzzMessages(seed: number, count: number): FuzzMessage[] {
  const r = mulberry32(seed);
  const int = (n: number) => Math.floor(r() * n);
  const pickOf = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const nasty = () => Array.from({ length: int(8) }, () => pickOf(NASTY)).join('');
  const junk = (depth = 0): Junk => {
    switch (int(depth > 2 ? 5 : 8)) {
      case 0:
        return nasty();
      case 1:
        return int(2000) - 1000;
      case 2:
        return r() < 0.5;
      case 3:
        return null;
      case 4:
        return { content: nasty(), result: pickOf(['0000', '%', '"']) };
      case 5:
        return Array.from({ length: int(4) }, () => junk(depth + 1));
      case 6:
        return { [nasty() || 'k']: junk(depth + 1), data: junk(depth + 1) };
      default:
        return { $repeat: pickOf(['x', '"', '\u2028', '%']), n: int(5000) };
    }
  };
  // Unknown ids: never a real id (those are positive integers counted up from < 2^31), short.
  const unknownId = (): string | number =>
    pickOf<() => string | number>([
      () => -int(1e6),
      () => 0,
      () => `x${int(1e6)}`,
      () => `fz-${nasty().slice(0, 12)}`,
      () => int(1000) + 0.5,
      () => `${int(99)}abc`,
    ])();
  const make = (): FuzzMessage => {
    const asString = r() < 0.5;
    const roll = int(100);
    if (roll < 15)
      return {
        k: 'raw',
        v:
          r() < 0.7
            ? pickOf(BAD_JSON) + nasty()
            : pickOf<Junk>([42, true, null, [], [{ callbackId: 1 }], 'x', { $undefined: 1 }]),
      };
    if (roll < 33) return { k: 'unknown', id: unknownId(), data: junk(), asString };
    if (roll < 48) return { k: 'near', pick: r(), variant: int(7), data: junk(), asString };
    if (roll < 63) return { k: 'dup', pick: r(), data: junk(), asString, error: r() < 0.3 };
    if (roll < 71)
      return {
        k: 'error',
        id: unknownId(),
        code: pickOf(['NOT_FOUND', 'VERSION', '-1', '%', '"']),
        msg: nasty(),
        asString,
      };
    if (roll < 73) return { k: 'huge', size: 1_000_000, asString, native: r() < 0.5 };
    if (roll < 88)
      return {
        k: 'native',
        name: pickOf(NAMES),
        responseId: pickOf<() => string | number>([
          () => `fz-${int(1e6)}`,
          () => int(1e6),
          () => nasty().slice(0, 20) || 'fz',
        ])(),
        data: junk(),
        asString,
      };
    if (roll < 94) return { k: 'nested', depth: 50 + int(400), asString };
    if (roll < 97) return { k: 'getter' };
    return { k: 'proto' };
  };
  return Array.from({ length: count }, make);
}
