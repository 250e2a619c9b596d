import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../shared/validation/uploads';
import { isImageFile, readUploadAnswer, UPLOAD_FAILED_MESSAGE } from './upload';

describe('upload answers', () => {
  it('reads the stored image', () => {
    expect(readUploadAnswer(200, '{"id":"abc123abc123","originalWidth":40,"originalHeight":30}')).toEqual({
      id: 'abc123abc123',
      originalWidth: 40,
      originalHeight: 30,
    });
  });

  it('shows the server’s reason when it gives one, whatever the status', () => {
    expect(() => readUploadAnswer(400, JSON.stringify({ message: UPLOAD_MESSAGES.notAnImage }))).toThrow(UPLOAD_MESSAGES.notAnImage);
    expect(() => readUploadAnswer(429, JSON.stringify({ message: 'Slow down.' }))).toThrow('Slow down.');
  });

  it('falls back to a message by status, and never accepts a malformed success', () => {
    expect(() => readUploadAnswer(413, 'Payload Too Large')).toThrow(UPLOAD_MESSAGES.tooLarge);
    expect(() => readUploadAnswer(415, '')).toThrow(UPLOAD_MESSAGES.notAnImage);
    expect(() => readUploadAnswer(500, '<html>')).toThrow(UPLOAD_FAILED_MESSAGE);
    expect(() => readUploadAnswer(200, '{"id":1}')).toThrow(UPLOAD_FAILED_MESSAGE);
  });

  it('knows an image file by its type', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});
