/**
 * What the editor knows about saving its text: whether there are edits the server does not have
 * yet, whether a save is under way, and what went wrong last. Pure, so every path is testable.
 */

export type SaveStatus =
  /** Nothing typed since the page opened. */
  | 'idle'
  /** Edits wait for the writer to pause. */
  | 'dirty'
  | 'saving'
  | 'saved'
  /** The last save did not reach the server; it is tried again. */
  | 'retrying'
  /** Someone saved a newer version elsewhere; saving stops until the page is reloaded. */
  | 'conflict'
  /** The server refused the text (too long, no longer allowed…); the next edit tries again. */
  | 'refused';

export interface SaveState {
  status: SaveStatus;
  /** Edits made since the last save started. */
  pending: boolean;
  inFlight: boolean;
  /** The version the next save builds on; null before the story's draft exists. */
  baseVersion: number | null;
  /** Failed attempts in a row, for the back-off. */
  retries: number;
  message: string | null;
}

export type SaveEvent =
  | { type: 'edit' }
  | { type: 'start' }
  | { type: 'saved'; version: number }
  | { type: 'networkError' }
  | { type: 'conflict'; latestVersion: number }
  | { type: 'refused'; message: string };

export const SAVE_LABELS = {
  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Not saved — retrying',
  notSaved: 'Not saved',
} as const;

export const CONFLICT_MESSAGE =
  'This story was changed in another tab or window. Reload to get the latest version; your text here has been kept.';

export function initialSaveState(baseVersion: number | null): SaveState {
  return { status: 'idle', pending: false, inFlight: false, baseVersion, retries: 0, message: null };
}

export function saveReducer(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case 'edit': {
      if (state.status === 'conflict') return { ...state, pending: true };
      const status = state.inFlight ? state.status : state.status === 'retrying' ? 'retrying' : 'dirty';
      return { ...state, pending: true, status, message: state.status === 'refused' ? null : state.message };
    }
    case 'start':
      if (state.status === 'conflict' || state.inFlight) return state;
      return { ...state, inFlight: true, pending: false, status: state.status === 'retrying' ? 'retrying' : 'saving' };
    case 'saved':
      return {
        ...state,
        inFlight: false,
        baseVersion: event.version,
        retries: 0,
        message: null,
        status: state.pending ? 'dirty' : 'saved',
      };
    case 'networkError':
      return { ...state, inFlight: false, pending: true, retries: state.retries + 1, status: 'retrying' };
    case 'conflict':
      return { ...state, inFlight: false, pending: true, status: 'conflict', message: CONFLICT_MESSAGE };
    case 'refused':
      return { ...state, inFlight: false, status: 'refused', message: event.message };
  }
}

/** True when a save should start now (the debounce has fired or a flush was asked for). */
export function canStartSave(state: SaveState): boolean {
  return state.pending && !state.inFlight && state.status !== 'conflict' && state.status !== 'refused';
}

/** Text the server does not have: leaving the page would lose it. */
export function hasUnsavedChanges(state: SaveState): boolean {
  return state.pending || state.inFlight || state.status === 'refused' || state.status === 'conflict';
}

/** The words in the editor's bar. */
export function saveLabel(state: SaveState): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'dirty':
    case 'saving':
      return SAVE_LABELS.saving;
    case 'saved':
      return SAVE_LABELS.saved;
    case 'retrying':
      return SAVE_LABELS.retrying;
    case 'conflict':
    case 'refused':
      return SAVE_LABELS.notSaved;
  }
}

const FIRST_RETRY_MS = 2000;
const MAX_RETRY_MS = 30_000;

/** Waits before the next attempt after `retries` failures in a row: 2 s, 4 s, 8 s … at most 30 s. */
export function retryDelay(retries: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, retries - 1));
}
