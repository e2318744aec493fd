// A store as the app builds it, for tests of state (drafts, slices) that render nothing: the
// gateway points at a closed port, so nothing reaches a network.
import { createGateway } from '@merchant-h5/sdk';
import { createAppStore } from '../app/store';
import type { AppStore } from '../app/store';
import { devKeys } from '../config/keys';

/** @example const store = createTestStore(memoryStorage()); store.dispatch(setField('registNo', 'x')); */
export function createTestStore(storage: Pick<Storage, 'getItem' | 'setItem'>): AppStore {
  const gateway = createGateway({
    baseUrl: 'http://127.0.0.1:9/gateway',
    environment: 'mock',
    publicKey: devKeys.publicKey,
  });
  return createAppStore({ gateway, storage });
}
