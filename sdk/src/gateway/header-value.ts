// fetch refuses header values outside Latin-1 (a device model such as "华为 Mate 60" would fail
// every request). Values outside printable ASCII are therefore sent URL-encoded; see protocol.md.
export function toHeaderValue(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}
