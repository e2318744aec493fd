// The certification forms are drafts kept across a reload of the web view: the store reads them
// when it is made, before any area's code has loaded, so they come with start-up (app/areas.ts), not
// with the area's screens.
import type { DraftSlice } from '../../lib/state/persistDrafts';
import { certificationDraft } from './state/certificationSlice';

export const drafts: readonly DraftSlice[] = [certificationDraft];
