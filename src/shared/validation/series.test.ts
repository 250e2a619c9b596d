import { describe, expect, it } from 'vitest';
import {
  PART_TEXT_MAX,
  SEQUENCE_MESSAGES,
  SERIES_DESCRIPTION_MAX,
  SERIES_MESSAGES,
  SERIES_TITLE_MAX,
  partTextError,
  sequenceDescriptionError,
  sequenceTitleError,
  seriesDescriptionError,
  seriesTitleError,
} from './series';

describe('series and sequence schemas', () => {
  it('titles are trimmed, required and at most 100 characters as readers count them', () => {
    expect(seriesTitleError('  ')).toBe('Give your series a title.');
    expect(sequenceTitleError('')).toBe('Give your sequence a title.');
    expect(seriesTitleError('😀'.repeat(SERIES_TITLE_MAX))).toBeNull();
    expect(seriesTitleError('x'.repeat(SERIES_TITLE_MAX + 1))).toBe(SERIES_MESSAGES.titleTooLong);
    expect(sequenceTitleError(` ${'x'.repeat(100)} `)).toBeNull();
    expect(sequenceTitleError('x'.repeat(101))).toBe(SEQUENCE_MESSAGES.titleTooLong);
  });

  it('descriptions may be empty and are at most 280 characters', () => {
    expect(seriesDescriptionError('')).toBeNull();
    expect(seriesDescriptionError('x'.repeat(SERIES_DESCRIPTION_MAX + 1))).toBe('Descriptions can be at most 280 characters.');
    expect(sequenceDescriptionError('x'.repeat(281))).toBe(SEQUENCE_MESSAGES.descriptionTooLong);
  });

  it('a part needs a paragraph and fits in 3,000 characters once laid out', () => {
    expect(partTextError(' \n\n ')).toBe('Write something for this part first.');
    expect(partTextError('One.\n\nTwo.')).toBeNull();
    expect(partTextError('x'.repeat(PART_TEXT_MAX + 1))).toBe(`A part can be at most ${PART_TEXT_MAX} characters. Split it into two parts.`);
  });
});
