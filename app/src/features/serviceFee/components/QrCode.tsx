// A QR code as an SVG picture (uqr): vector, so it stays sharp at any device pixel ratio. It goes
// in as an <img> data URL, never as HTML, so the page sets no markup from a string.
import { useMemo } from 'react';
import { renderSVG } from 'uqr';

export function QrCode({ text, label }: { text: string; label: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { ecc: 'M', border: 2 }))}`,
    [text],
  );
  return <img className="mh-fee-qr" src={src} alt={label} data-qr-text={text} />;
}
