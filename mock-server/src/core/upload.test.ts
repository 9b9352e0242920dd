import { describe, expect, it } from 'vitest';
import { raw, useMockApp } from '../test-support';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const mock = useMockApp({ each: 'reset' });

/** A multipart body with one part per file (field name, file name, type, bytes). */
function form(parts: { field: string; filename: string; type: string; bytes: Buffer }[]) {
  const boundary = '----mock-upload-test';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      ),
    );
    chunks.push(part.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** upload.image with a multipart body, which the typed client cannot send (test-support.ts, raw). */
async function upload(parts: Parameters<typeof form>[0], query: Record<string, string> = { model: 'user', pid: '1' }) {
  const { payload, headers } = form(parts);
  const res = await raw(mock.app, 'upload.image', { query, body: payload, headers });
  return res.json<{ code: number; message: string; data: { url: string; fileSize: number; extName: string; type: string } | null }>();
}

describe('upload/image', () => {
  it('stores an image and serves it back with its type', async () => {
    const answer = await upload([{ field: 'multipart', filename: 'me.png', type: 'image/png', bytes: png }]);
    expect(answer.code).toBe(200);
    // type is the file's extension, as FileResultVo has it; the url is absolute (the request's own origin here).
    expect(answer.data).toMatchObject({ extName: 'png', fileSize: png.length, type: 'png' });
    expect(answer.data?.url).toMatch(/^http:\/\/localhost(:80)?\/mock-images\/u\/user-\d+\.png$/);
    const served = await mock.app.inject({ method: 'GET', url: answer.data?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a non-image under an image name, two files, a missing file and a bad pid, storing nothing', async () => {
    const fake = await upload([
      { field: 'multipart', filename: 'x.png', type: 'image/png', bytes: Buffer.from('<svg><script>alert(1)</script></svg>') },
    ]);
    expect(fake).toMatchObject({ code: 400, message: 'multipart: Only JPG, PNG, GIF or WebP images can be uploaded' });
    const two = await upload([
      { field: 'multipart', filename: 'a.png', type: 'image/png', bytes: png },
      { field: 'multipart', filename: 'b.png', type: 'image/png', bytes: png },
    ]);
    expect(two).toMatchObject({ code: 400, message: 'multipart: Upload one file at a time' });
    const none = await upload([{ field: 'other', filename: 'a.png', type: 'image/png', bytes: png }]);
    expect(none).toMatchObject({ code: 400 });
    expect(none.message).toMatch(/^multipart: /);
    const pid = await upload([{ field: 'multipart', filename: 'a.png', type: 'image/png', bytes: png }], { model: 'user', pid: '12' });
    expect(pid).toMatchObject({ code: 400, message: 'pid: This value is out of range' });
    expect((await mock.app.inject({ method: 'GET', url: '/mock-images/u/user-000001.png' })).statusCode).toBe(404);
  });

  it('refuses an image over 2 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const answer = await upload([{ field: 'multipart', filename: 'big.png', type: 'image/png', bytes: big }]);
    expect(answer.code).toBe(400);
    expect(answer.message).toMatch(/too large/);
  });
});

describe('real wire: upload', () => {
  it('needs model and pid, as the real controller: no defaults', async () => {
    const file = [{ field: 'multipart', filename: 'a.png', type: 'image/png', bytes: png }];
    const noModel = await upload(file, { pid: '1' });
    expect(noModel).toMatchObject({ code: 400, message: 'model: This field is required' });
    const noPid = await upload(file, { model: 'user' });
    expect(noPid).toMatchObject({ code: 400, message: 'pid: This field is required' });
    expect((await upload(file, {})).code).toBe(400);
    expect((await upload(file, { model: 'avatar', pid: '1' })).message).toMatch(/^model: /);
    expect((await mock.app.inject({ method: 'GET', url: '/mock-images/u/user-000001.png' })).statusCode).toBe(404);
    // With both, as the desktop front end sends them (model=product&pid=1).
    expect(await upload(file, { model: 'product', pid: '1' })).toMatchObject({ code: 200, data: { type: 'png', extName: 'png' } });
  });
});
