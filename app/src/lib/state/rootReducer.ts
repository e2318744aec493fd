// The shape of the store, defined below the features so they can type their selectors.
import { combineReducers } from '@reduxjs/toolkit';
import { api } from '../api';
import { certificationSlice } from './certificationSlice';
import { globalSlice } from './globalSlice';

export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [globalSlice.name]: globalSlice.reducer,
  [certificationSlice.name]: certificationSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
