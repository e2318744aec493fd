// A floor route's element, as the app's (app/src/app/router/ScreenRoute.tsx): nothing until its
// screen has arrived (the chunk and, for `/data`, the page of rows), then the screen; an alert if it
// cannot be had. State, not React.lazy and Suspense: React reveals a boundary's content no sooner
// than 300 ms after its fallback showed, a wait the app's screens do not have and the floor must not.
import { createElement as h, useEffect, useState, type ReactNode } from 'react';

/** Starts a screen: its code (and its data, if it has any); resolves with the screen to render. */
export type ScreenStart = () => Promise<ReactNode>;

/** `start`, run by its first call only: the start-up's, before the first render, and the route's share it. */
export function once(start: ScreenStart): ScreenStart {
  let started: Promise<ReactNode> | undefined;
  return () => (started ??= start());
}

export function ScreenRoute({ start }: { start: ScreenStart }) {
  const [screen, setScreen] = useState<ReactNode>(null);
  useEffect(() => {
    let live = true;
    start().then(
      (arrived) => live && setScreen(arrived),
      () => live && setScreen(h('p', { role: 'alert' }, '加载失败')),
    );
    return () => {
      live = false;
    };
  }, [start]);
  return screen;
}
