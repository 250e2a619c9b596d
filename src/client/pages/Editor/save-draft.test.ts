import { describe, expect, it } from 'vitest';
import { saveOutcome } from './save-draft';

describe('save outcomes', () => {
  it('maps every answer of savePostDraft', () => {
    expect(saveOutcome({ __typename: 'PostDraftSaved', version: 4 })).toEqual({ kind: 'saved', version: 4 });
    expect(saveOutcome({ __typename: 'Conflict', latestVersion: 6 })).toEqual({ kind: 'conflict', latestVersion: 6 });
    expect(saveOutcome({ __typename: 'BadRequest', message: 'Too long.' })).toEqual({ kind: 'refused', message: 'Too long.' });
    expect(saveOutcome({ __typename: 'Forbidden', message: 'No.' })).toEqual({ kind: 'refused', message: 'No.' });
    expect(saveOutcome({ __typename: 'NotFound', message: 'Gone.' })).toEqual({ kind: 'refused', message: 'Gone.' });
  });
});
