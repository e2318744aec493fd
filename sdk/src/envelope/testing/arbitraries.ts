// Test-only: text arbitraries that lean on what breaks byte-oriented code (CJK, emoji, ZWJ).
import fc from 'fast-check';

const tricky = fc.constantFrom(
  '测',
  '试',
  '商户',
  '积分',
  '😀',
  '👍🏽',
  '👨‍👩‍👧',
  '🇨🇳',
  'é',
  '\u0000',
  '"',
  '\\',
  '|',
  '\n',
);

/** Any text of graphemes, with CJK and emoji made common. */
export function text(maxLength: number): fc.Arbitrary<string> {
  return fc.string({
    unit: fc.oneof(tricky, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })),
    maxLength,
  });
}

/** {@link text} without characters outside the BMP (what the RSA engine accepts). */
export function bmpText(maxLength: number): fc.Arbitrary<string> {
  return text(maxLength).map((s) => s.replace(/[\uD800-\uDFFF]/g, ''));
}
