// A screen's code, loaded once and kept. A failed load is forgotten, so 重试 imports it again
// (react-router caches a failed `route.lazy` promise forever, hence loading it here).
import type { ComponentType } from 'react';
import type { AppRoute } from '../../lib/routes';

export interface ScreenModule {
  /** Resolves with the screen; rejects when its chunk fails to load. */
  load(): Promise<ComponentType>;
  /** The screen once loaded, else null. */
  readonly current: ComponentType | null;
  /** Its code is being loaded now. */
  readonly loading: boolean;
}

export function createScreenModule(lazy: AppRoute['lazy']): ScreenModule {
  let current: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  return {
    load() {
      if (current) return Promise.resolve(current);
      pending ??= lazy().then(
        (mod) => {
          current = mod.default;
          return current;
        },
        (error: unknown) => {
          pending = null;
          throw new ScreenLoadError(error);
        },
      );
      return pending;
    },
    get current() {
      return current;
    },
    get loading() {
      return pending !== null && current === null;
    },
  };
}

/** A screen's code could not be loaded (network, server, or a stale chunk after a deploy). */
export class ScreenLoadError extends Error {
  override name = 'ScreenLoadError';
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : 'screen chunk failed to load');
  }
}
export const isScreenLoadError = (e: unknown): e is ScreenLoadError => e instanceof ScreenLoadError;
