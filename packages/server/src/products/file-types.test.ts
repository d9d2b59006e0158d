import { describe, expect, it } from 'vitest';
import { formatBytes, sniffFileType } from './file-types';
import { FILES } from './product-test-helpers';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

describe('sniffFileType', () => {
  it.each([
    ['PNG', FILES.png, 'image/png', 'png'],
    ['JPEG', FILES.jpeg, 'image/jpeg', 'jpg'],
    ['WebP', FILES.webp, 'image/webp', 'webp'],
    ['PDF', FILES.pdf, 'application/pdf', 'pdf'],
    ['MP4', FILES.mp4, 'video/mp4', 'mp4'],
    ['WebM', FILES.webm, 'video/webm', 'webm'],
  ])('recognizes %s by its first bytes', (_name, head, contentType, extension) => {
    expect(sniffFileType(head)).toMatchObject({ contentType, extension });
  });

  it.each([
    ['an HTML page', FILES.html],
    ['an SVG image', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['a QuickTime movie', bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0])],
    ['a HEIC image', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0])],
    ['a Matroska video', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska')],
    ['a RIFF WAV file', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['a ZIP archive', bytes('PK', [3, 4, 20, 0])],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PNG signature', FILES.png.subarray(0, 4)],
  ])('rejects %s', (_name, head) => {
    expect(sniffFileType(head)).toBeUndefined();
  });
});

describe('formatBytes', () => {
  it.each([
    [10 * 1024 * 1024, '10 MB'],
    [25 * 1024 * 1024, '25 MB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
    [64 * 1024, '64 KB'],
    [500, '500 bytes'],
  ])('%d bytes are "%s"', (value, text) => {
    expect(formatBytes(value)).toBe(text);
  });
});
