// The shape of the store, defined below the features so they can type their selectors. The shell
// owns the api cache and the global slice; a feature injects its own slices
// (`slice.injectInto(rootReducer)`) and declares them on `LazyLoadedSlices` by module augmentation,
// so no shell file lists a feature's state.
import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api';
import { globalSlice } from './globalSlice';

/** Feature slices, added by each feature: `interface LazyLoadedSlices extends WithSlice<typeof x> {}`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, globalSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
