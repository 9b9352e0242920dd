import { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answer, client, login, raw, testServer, useMockApp } from '../test-support';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const mock = useMockApp({ each: 'reset' });

/** A multipart body with one part per file (field name, file name, type, bytes) or plain field (field name, value). */
function form(parts: ({ field: string; filename: string; type: string; bytes: Buffer } | { field: string; value: string })[]) {
  const boundary = '----mock-upload-test';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`));
      continue;
    }
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
async function upload(
  parts: Parameters<typeof form>[0],
  query: Record<string, string> = { model: 'user', pid: '1' },
  options: { app?: FastifyInstance; token?: string; remoteAddress?: string } = {},
) {
  const { payload, headers } = form(parts);
  const res = await raw(options.app ?? mock.app, 'upload.image', {
    query,
    body: payload,
    headers,
    ...(options.token !== undefined ? { token: options.token } : {}),
    ...(options.remoteAddress !== undefined ? { remoteAddress: options.remoteAddress } : {}),
  });
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

describe('upload limits (mock-server/README.md, Limits)', () => {
  const file = { field: 'multipart', filename: 'a.png', type: 'image/png', bytes: png };

  it('refuses a multipart body over its limits with the 400 envelope naming the limit, storing nothing', async () => {
    const fields = (n: number, size = 8) => Array.from({ length: n }, (_, i) => ({ field: `f${i}`, value: 'x'.repeat(size) }));
    expect(await upload(fields(11))).toMatchObject({ code: 400, message: 'multipart: At most 10 form fields per request' });
    // Twelve parts in all (ten fields, a file, one more field).
    expect(await upload([...fields(10), file, { field: 'extra', value: 'x' }])).toMatchObject({
      code: 400,
      message: 'multipart: At most 11 parts per request',
    });
    // The eleventh of many large fields is refused (a body of 150 fields of 1 MB was read whole).
    expect(await upload(fields(20, 64 * 1024))).toMatchObject({
      code: 400,
      message: 'multipart: At most 10 form fields per request',
    });
    expect(await upload([file, { field: 'model', value: 'u'.repeat(5000) }], { pid: '1' })).toMatchObject({
      code: 400,
      message: 'model: This value is too long (at most 4096 bytes in a form)',
    });
    expect((await mock.app.inject({ method: 'GET', url: '/mock-images/u/user-000001.png' })).statusCode).toBe(404);
    expect(mock.app.mock.uploads.size).toBe(0);
  });

  it('keeps each caller to its images, forgetting the oldest unused ones; an avatar in use stays; refused when only images in use are left', async () => {
    const own = await testServer();
    try {
      own.mock.uploads.limits = { count: 3, bytes: 1024 * 1024, callerCount: 2, callerBytes: 1024 * 1024 };
      const token = await login(own);
      const mine = async () => (await upload([file], undefined, { app: own, token })).data?.url ?? '';
      const served = async (url: string) => (await own.inject({ method: 'GET', url })).statusCode;
      const avatar = await mine();
      expect((await answer(client(own, token).api.user.edit({ body: { nickname: 'Me', avatar } }))).code).toBe(200);
      const second = await mine();
      const third = await mine();
      // Two per caller: the second went, the avatar (in use) stayed.
      expect([await served(avatar), await served(second), await served(third)]).toEqual([200, 404, 200]);
      await answer(client(own, token).api.user.edit({ body: { nickname: 'Me', avatar: third } }));
      // Only the third is in use now: the first goes.
      const fourth = await mine();
      expect([await served(avatar), await served(third), await served(fourth)]).toEqual([404, 200, 200]);
      // Anonymous callers count per address; three in all: the oldest unused image of anyone goes.
      const a = await upload([file], undefined, { app: own, remoteAddress: '10.0.0.1' });
      const b = await upload([file], undefined, { app: own, remoteAddress: '10.0.0.2' });
      expect([a.code, b.code]).toEqual([200, 200]);
      expect([await served(third), await served(fourth)]).toEqual([200, 404]);
      // Only images in use or of the caller under its limit: refused, nothing forgotten.
      own.mock.uploads.limits = { count: 10, bytes: 1024 * 1024, callerCount: 1, callerBytes: 1024 * 1024 };
      const refused = await upload([file], undefined, { app: own, token });
      expect(refused).toMatchObject({ code: 400 });
      expect(refused.message).toMatch(/^multipart: Upload limit reached: 1 images or 1 MB per caller, and the older ones are in use$/);
      expect(await served(third)).toBe(200);
    } finally {
      await own.close();
    }
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
