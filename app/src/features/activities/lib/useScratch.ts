// The scratch card's coating: a <canvas> over the prize, painted with the 2D context when the card
// shows; pointer strokes erase it ('destination-out'), and on release the share gone is read from the
// pixels (revealedShare): from REVEAL_AT on, the card reveals itself. Without a 2D context (jsdom, a
// host that refuses one) the canvas keeps its CSS cover and only 直接揭晓 reveals.
import { useEffect, useRef } from 'react';
import type { PointerEvent, RefObject } from 'react';
import { REVEAL_AT, revealedShare } from './revealedShare';

/** The brush's radius in CSS px: a fingertip. */
const BRUSH = 18;
/** Device pixels per CSS px at most: sharper gains nothing on a coating, and costs pixels to read. */
const MAX_SCALE = 2;

type PointerHandler = (event: PointerEvent<HTMLCanvasElement>) => void;

export interface Scratch {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  onPointerDown: PointerHandler;
  onPointerMove: PointerHandler;
  onPointerUp: PointerHandler;
  onPointerCancel: PointerHandler;
}

function paintCoating(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D) {
  const scale = Math.min(window.devicePixelRatio || 1, MAX_SCALE);
  canvas.width = Math.round(canvas.clientWidth * scale);
  canvas.height = Math.round(canvas.clientHeight * scale);
  context.scale(scale, scale);
  // The coating's colour is the canvas's CSS `color` (a token), so no colour is written here.
  context.fillStyle = getComputedStyle(canvas).color;
  context.fillRect(0, 0, canvas.clientWidth, canvas.clientHeight);
  context.globalCompositeOperation = 'destination-out';
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.lineWidth = BRUSH * 2;
  // The pixels cover the prize now: the CSS cover goes.
  canvas.dataset.painted = 'true';
}

/** `onRevealed` runs when a release leaves at least REVEAL_AT of the coating scratched off. */
export function useScratch(onRevealed: () => void): Scratch {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const contextRef = useRef<CanvasRenderingContext2D | null>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d') ?? null;
    if (!canvas || !context) return;
    paintCoating(canvas, context);
    contextRef.current = context;
    return () => {
      contextRef.current = null;
    };
  }, []);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const onPointerDown: PointerHandler = (event) => {
    const context = contextRef.current;
    if (!context) return;
    // Keep the stroke when the finger leaves the card.
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = pointAt(event);
    context.beginPath();
    context.arc(point.x, point.y, BRUSH, 0, Math.PI * 2);
    context.fill();
    last.current = point;
  };

  const onPointerMove: PointerHandler = (event) => {
    const context = contextRef.current;
    const from = last.current;
    if (!context || !from) return;
    const point = pointAt(event);
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(point.x, point.y);
    context.stroke();
    last.current = point;
  };

  // The share is read once a stroke ends, not on every move: reading pixels is the costly part.
  const onRelease: PointerHandler = (event) => {
    const context = contextRef.current;
    if (!context || !last.current) return;
    last.current = null;
    const { width, height } = event.currentTarget;
    if (width === 0 || height === 0) return;
    if (revealedShare(context.getImageData(0, 0, width, height).data) >= REVEAL_AT) onRevealed();
  };

  return { canvasRef, onPointerDown, onPointerMove, onPointerUp: onRelease, onPointerCancel: onRelease };
}
