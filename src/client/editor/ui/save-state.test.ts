import { describe, expect, it } from 'vitest';
import {
  CONFLICT_MESSAGE,
  canStartSave,
  hasUnsavedChanges,
  initialSaveState,
  retryDelay,
  saveLabel,
  saveReducer,
  type SaveEvent,
  type SaveState,
} from './save-state';

function run(events: SaveEvent[], from: SaveState = initialSaveState(3)): SaveState {
  return events.reduce(saveReducer, from);
}

describe('save state', () => {
  it('starts idle with nothing to save and no label', () => {
    const state = initialSaveState(3);
    expect(saveLabel(state)).toBe('');
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(canStartSave(state)).toBe(false);
  });

  it('goes dirty → saving → saved and builds on the version the server answered', () => {
    const dirty = run([{ type: 'edit' }]);
    expect(saveLabel(dirty)).toBe('Saving…');
    expect(canStartSave(dirty)).toBe(true);
    expect(hasUnsavedChanges(dirty)).toBe(true);
    const saving = saveReducer(dirty, { type: 'start' });
    expect(saving).toMatchObject({ status: 'saving', inFlight: true, pending: false });
    expect(canStartSave(saving)).toBe(false);
    expect(hasUnsavedChanges(saving)).toBe(true);
    const saved = saveReducer(saving, { type: 'saved', version: 4 });
    expect(saved).toMatchObject({ status: 'saved', baseVersion: 4, inFlight: false });
    expect(saveLabel(saved)).toBe('Saved');
    expect(hasUnsavedChanges(saved)).toBe(false);
  });

  it('keeps edits made during a save for the next one', () => {
    const state = run([{ type: 'edit' }, { type: 'start' }, { type: 'edit' }, { type: 'saved', version: 4 }]);
    expect(state).toMatchObject({ status: 'dirty', pending: true, baseVersion: 4 });
    expect(canStartSave(state)).toBe(true);
    expect(saveLabel(state)).toBe('Saving…');
  });

  it('shows "Not saved — retrying" after a network failure until a save gets through', () => {
    const failed = run([{ type: 'edit' }, { type: 'start' }, { type: 'networkError' }]);
    expect(saveLabel(failed)).toBe('Not saved — retrying');
    expect(failed).toMatchObject({ pending: true, retries: 1 });
    expect(hasUnsavedChanges(failed)).toBe(true);
    const retrying = run([{ type: 'edit' }, { type: 'start' }], failed);
    expect(saveLabel(retrying)).toBe('Not saved — retrying');
    const ok = saveReducer(retrying, { type: 'saved', version: 9 });
    expect(saveLabel(ok)).toBe('Saved');
    expect(ok.retries).toBe(0);
  });

  it('stops saving on a conflict and keeps the text marked unsaved, whatever is typed next', () => {
    const conflict = run([{ type: 'edit' }, { type: 'start' }, { type: 'conflict', latestVersion: 7 }, { type: 'edit' }, { type: 'start' }]);
    expect(conflict).toMatchObject({ status: 'conflict', inFlight: false, baseVersion: 3 });
    expect(conflict.message).toBe(CONFLICT_MESSAGE);
    expect(canStartSave(conflict)).toBe(false);
    expect(hasUnsavedChanges(conflict)).toBe(true);
    expect(saveLabel(conflict)).toBe('Not saved');
  });

  it('shows a refusal until the next edit, which may be saved again', () => {
    const refused = run([{ type: 'edit' }, { type: 'start' }, { type: 'refused', message: 'Too long.' }]);
    expect(refused).toMatchObject({ status: 'refused', message: 'Too long.' });
    expect(canStartSave(refused)).toBe(false);
    expect(hasUnsavedChanges(refused)).toBe(true);
    const edited = saveReducer(refused, { type: 'edit' });
    expect(edited).toMatchObject({ status: 'dirty', message: null });
    expect(canStartSave(edited)).toBe(true);
  });

  it('starts only one save at a time', () => {
    const saving = run([{ type: 'edit' }, { type: 'start' }, { type: 'edit' }]);
    expect(saveReducer(saving, { type: 'start' })).toBe(saving);
  });

  it('backs off 2 s, 4 s, 8 s … up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
