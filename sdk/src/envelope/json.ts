// The parsing step every opened answer shares: JSON when it is JSON, else the text itself (the
// protocol resolves non-JSON answers as their raw text). Its own module so the envelope can use it
// without pulling the ciphers into the page's first bytes.

/** @example parseJsonOrText('{"a":1}'); // { a: 1 } — parseJsonOrText('<html>'); // '<html>' */
export function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
