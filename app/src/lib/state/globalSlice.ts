// Global client state of docs/product.md §3–4. Field names are the wire/state contract and keep the
// specification's spelling: `requestStaus` (sic) is not a typo to fix.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface GlobalState {
  loginToken: string;
  /** true while a request is in progress (the spelling of docs/product.md §3). */
  requestStaus: boolean;
  errMsg: string;
  /** Temporary form data screens hand to each other; merged, never replaced. */
  formTemp: Record<string, unknown>;
  uuid: string;
}

export const initialGlobalState: GlobalState = {
  loginToken: '',
  requestStaus: false,
  errMsg: '',
  formTemp: {},
  uuid: '',
};

export const globalSlice = createSlice({
  name: 'global',
  initialState: initialGlobalState,
  reducers: {
    requestStarted(state) {
      state.requestStaus = true;
    },
    requestFinished(state) {
      state.requestStaus = false;
    },
    requestFailed(state, action: PayloadAction<string>) {
      state.requestStaus = false;
      state.errMsg = action.payload;
    },
    clearErrMsg(state) {
      state.errMsg = '';
    },
    mergeFormTemp(state, action: PayloadAction<Record<string, unknown>>) {
      Object.assign(state.formTemp, action.payload);
    },
    setLoginToken(state, action: PayloadAction<string>) {
      state.loginToken = action.payload;
    },
    setUuid(state, action: PayloadAction<string>) {
      state.uuid = action.payload;
    },
  },
});

export const {
  requestStarted,
  requestFinished,
  requestFailed,
  clearErrMsg,
  mergeFormTemp,
  setLoginToken,
  setUuid,
} = globalSlice.actions;
