import { describe, expect, it } from 'vitest';
import { planUpload, sniffImage, UploadStore } from './uploads';

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

describe('upload store', () => {
  const image = (size: number) => ({ bytes: new Uint8Array(size), mime: 'image/png' });
  const none = () => new Set<string>();

  it('keeps a caller to its count, forgetting its own oldest images first', () => {
    const store = new UploadStore({ count: 10, bytes: 1000, callerCount: 2, callerBytes: 1000 });
    store.put('a1', image(10), 'ip:a', none);
    store.put('b1', image(10), 'ip:b', none);
    store.put('a2', image(10), 'ip:a', none);
    expect(store.put('a3', image(10), 'ip:a', none)).toEqual(['a1']);
    expect(store.get('a1')).toBeUndefined();
    expect(store.get('b1')).toBeDefined();
    expect([store.size, store.bytes]).toEqual([3, 30]);
  });

  it('keeps a caller to its bytes, and everyone to the count and bytes in all', () => {
    const store = new UploadStore({ count: 3, bytes: 100, callerCount: 10, callerBytes: 50 });
    store.put('a1', image(30), 'ip:a', none);
    expect(store.put('a2', image(30), 'ip:a', none)).toEqual(['a1']);
    store.put('b1', image(40), 'ip:b', none);
    // 30 + 40 + 40 > 100: the oldest image of anyone goes.
    expect(store.put('c1', image(40), 'ip:c', none)).toEqual(['a2']);
    store.put('d1', image(1), 'ip:d', none);
    // A fourth image: the count in all.
    expect(store.put('e1', image(1), 'ip:e', none)).toEqual(['b1']);
    expect([store.size, store.bytes]).toEqual([3, 42]);
  });

  it('never forgets an image in use; refuses, changing nothing, when only those are left', () => {
    const store = new UploadStore({ count: 10, bytes: 1000, callerCount: 2, callerBytes: 1000 });
    store.put('a1', image(10), 'user:1', none);
    store.put('a2', image(10), 'user:1', none);
    expect(store.put('a3', image(10), 'user:1', () => new Set(['a1']))).toEqual(['a2']);
    expect(() => store.put('a4', image(10), 'user:1', () => new Set(['a1', 'a3']))).toThrow(
      'multipart: Upload limit reached: 2 images or 0 MB per caller, and the older ones are in use',
    );
    expect([store.get('a1'), store.get('a3'), store.get('a4')].map(Boolean)).toEqual([true, true, false]);
    expect([store.size, store.bytes]).toEqual([2, 20]);
    const all = new UploadStore({ count: 2, bytes: 1000, callerCount: 5, callerBytes: 1000 });
    all.put('x', image(1), 'ip:x', none);
    all.put('y', image(1), 'ip:y', none);
    expect(() => all.put('z', image(1), 'ip:z', () => new Set(['x', 'y']))).toThrow(
      /^multipart: Upload limit reached: 2 images or 0 MB in all/,
    );
    expect(all.size).toBe(2);
  });

  it('asks which images are in use only when room has to be made; a clear forgets every image and caller', () => {
    const store = new UploadStore({ count: 2, bytes: 1000, callerCount: 2, callerBytes: 1000 });
    let asked = 0;
    const counted = () => {
      asked += 1;
      return new Set<string>();
    };
    store.put('a', image(1), 'ip:a', counted);
    store.put('b', image(1), 'ip:a', counted);
    expect(asked).toBe(0);
    store.put('c', image(1), 'ip:a', counted);
    expect(asked).toBe(1);
    store.clear();
    expect([store.size, store.bytes, store.get('c')]).toEqual([0, 0, undefined]);
    expect(store.put('d', image(1), 'ip:a', counted)).toEqual([]);
  });
});
