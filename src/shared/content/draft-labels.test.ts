import { describe, expect, it } from 'vitest';
import { draftLabel, type DraftLabelFacts } from './draft-labels';

const facts = (overrides: Partial<DraftLabelFacts>): DraftLabelFacts => ({
  isPublished: false,
  statusForCollection: null,
  pendingCollectionName: null,
  viewerIsAuthor: true,
  viewerIsEditor: false,
  ...overrides,
});

describe('draftLabel for unpublished stories', () => {
  it("says 'Draft in {publication}' to a viewer who is both the author and an editor", () => {
    const label = draftLabel(facts({ statusForCollection: 'PENDING', pendingCollectionName: 'The Long Read', viewerIsEditor: true }));
    expect(label).toBe('Draft in The Long Read');
  });

  it("says 'Draft submitted to {publication}' to the author who is not an editor", () => {
    const label = draftLabel(facts({ statusForCollection: 'PENDING', pendingCollectionName: 'The Long Read' }));
    expect(label).toBe('Draft submitted to The Long Read');
  });

  it("says 'Draft submitted to {publication}' to an editor who is not the author", () => {
    const label = draftLabel(
      facts({ statusForCollection: 'PENDING', pendingCollectionName: 'Field Notes', viewerIsAuthor: false, viewerIsEditor: true }),
    );
    expect(label).toBe('Draft submitted to Field Notes');
  });

  it("says 'Submitted draft' when the publication is unknown", () => {
    expect(draftLabel(facts({ statusForCollection: 'PENDING' }))).toBe('Submitted draft');
  });

  it("says 'Submitted draft' to a viewer who is neither the author nor an editor", () => {
    const label = draftLabel(facts({ statusForCollection: 'PENDING', pendingCollectionName: 'Field Notes', viewerIsAuthor: false }));
    expect(label).toBe('Submitted draft');
  });

  it("says 'Unsubmitted draft' for NOT_YET_SUBMITTED, with or without a publication", () => {
    expect(draftLabel(facts({ statusForCollection: 'NOT_YET_SUBMITTED' }))).toBe('Unsubmitted draft');
    expect(draftLabel(facts({ statusForCollection: 'NOT_YET_SUBMITTED', pendingCollectionName: 'Field Notes' }))).toBe(
      'Unsubmitted draft',
    );
  });

  it("says 'Draft' otherwise", () => {
    expect(draftLabel(facts({}))).toBe('Draft');
    expect(draftLabel(facts({ statusForCollection: 'APPROVED' }))).toBe('Draft');
  });
});

describe('draftLabel for published stories', () => {
  it("says 'Submitted to {publication}' while a submission is pending", () => {
    const label = draftLabel(facts({ isPublished: true, statusForCollection: 'PENDING', pendingCollectionName: 'Field Notes' }));
    expect(label).toBe('Submitted to Field Notes');
  });

  it("says 'Submitted story' when the publication is unknown", () => {
    expect(draftLabel(facts({ isPublished: true, statusForCollection: 'PENDING' }))).toBe('Submitted story');
  });

  it('has no label otherwise', () => {
    expect(draftLabel(facts({ isPublished: true }))).toBeNull();
    expect(draftLabel(facts({ isPublished: true, statusForCollection: 'APPROVED', pendingCollectionName: 'X' }))).toBeNull();
    expect(draftLabel(facts({ isPublished: true, statusForCollection: 'NOT_YET_SUBMITTED' }))).toBeNull();
  });
});
