import { describe, expect, it } from 'vitest';
import { planUpload, sniffImage } from './uploads';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(16)]);
const webp = Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.alloc(4), Buffer.from('WEBP', 'latin1'), Buffer.alloc(16)]);

describe('uploads', () => {
  it('knows images by their bytes', () => {
    expect(sniffImage(png)?.ext).toBe('png');
    expect(sniffImage(jpg)?.ext).toBe('jpg');
    expect(sniffImage(gif)?.ext).toBe('gif');
    expect(sniffImage(webp)?.ext).toBe('webp');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffImage(Buffer.from('MZ\x90\x00', 'latin1'))).toBeNull();
  });

  it('names and describes an accepted image', () => {
    const plan = planUpload(png, 'product', 7);
    expect(plan.result).toEqual({
      fileName: 'product-000007.png',
      extName: 'png',
      fileSize: png.length,
      url: '/mock-images/u/product-000007.png',
      type: 'png',
    });
    // type is the extension, as FileResultVo has it; the MIME type is only what the mock serves the bytes with.
    expect(plan.stored.mime).toBe('image/png');
  });

  it('refuses no file, several files, empty, too large and non-image files', () => {
    expect(() => planUpload(undefined, 'user', 1)).toThrow('multipart: Choose an image file to upload');
    expect(() => planUpload([png, png], 'user', 1)).toThrow('multipart: Upload one file at a time');
    expect(() => planUpload(Buffer.alloc(0), 'user', 1)).toThrow('multipart: The file is empty');
    expect(() => planUpload(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), 'user', 1)).toThrow(/too large/);
    expect(() => planUpload(Buffer.from('hello'), 'user', 1)).toThrow(/Only JPG, PNG, GIF or WebP/);
  });
});
