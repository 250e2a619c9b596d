import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, sniffImageFormat, tooLargeMessage, tooManyPixelsMessage } from './uploads';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? Array.from(v, (c) => c.charCodeAt(0)) : [v])));

describe('sniffImageFormat', () => {
  it('knows JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(sniffImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImageFormat(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffImageFormat(bytes('GIF89a'))).toBe('gif');
    expect(sniffImageFormat(bytes('GIF87a'))).toBe('gif');
    expect(sniffImageFormat(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses everything else, SVG and HTML included', () => {
    for (const sample of [bytes('<svg xmlns="http://www.w3.org/2000/svg">'), bytes('<?xml version="1.0"?><svg>'), bytes('<!doctype html>'), bytes('RIFF', 0, 0, 0, 0, 'AVI '), bytes('%PDF-1.7'), bytes(0xff, 0xd8), bytes()]) {
      expect(sniffImageFormat(sample)).toBeNull();
    }
  });

  it('words the limits', () => {
    expect(tooLargeMessage(MAX_UPLOAD_BYTES)).toBe('That image is larger than 25 MB.');
    expect(tooManyPixelsMessage(MAX_UPLOAD_PIXELS)).toBe('That image is larger than 100 megapixels.');
    expect(tooLargeMessage(10 * 1024)).toBe('That image is larger than 10 KB.');
  });
});
