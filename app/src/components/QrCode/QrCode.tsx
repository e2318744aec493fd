// A QR code as an SVG picture (uqr): vector, so it stays sharp at any device pixel ratio. It goes
// in as an <img> data URL, never as HTML, so the page sets no markup from a string. Used by the
// service fee's and the collection's payment codes.
import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import './QrCode.css';

/** @example <QrCode text={order.qrContent} label="收款二维码，金额 ¥12.00" /> */
export function QrCode({ text, label }: { text: string; label: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { ecc: 'M', border: 2 }))}`,
    [text],
  );
  return <img className="mh-qr" src={src} alt={label} data-qr-text={text} />;
}
