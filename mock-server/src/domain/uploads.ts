import { UPLOAD_IMAGE_MAX_BYTES, type FileResult } from '@contract';
import { badRequest } from './errors';

export interface StoredUpload {
  bytes: Buffer;
  mime: string;
}

const SIGNATURES: { ext: 'jpg' | 'png' | 'gif' | 'webp'; mime: string; test: (b: Buffer) => boolean }[] = [
  { ext: 'jpg', mime: 'image/jpeg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'png', mime: 'image/png', test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'gif', mime: 'image/gif', test: (b) => b.length > 6 && (b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a') },
  { ext: 'webp', mime: 'image/webp', test: (b) => b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/**
 * The image type by its content, not by the name or the type the browser claims: an .exe renamed .png, or an
 * SVG (which can carry script), is refused.
 */
export function sniffImage(bytes: Buffer): { ext: string; mime: string } | null {
  const found = SIGNATURES.find((s) => s.test(bytes));
  return found ? { ext: found.ext, mime: found.mime } : null;
}

/** Checks one uploaded file and names it; throws code 400 naming the `multipart` field otherwise. */
export function planUpload(file: unknown, model: string, id: number): { name: string; result: FileResult; stored: StoredUpload } {
  if (Array.isArray(file)) throw badRequest('multipart: Upload one file at a time');
  if (!Buffer.isBuffer(file)) throw badRequest('multipart: Choose an image file to upload');
  if (file.length === 0) throw badRequest('multipart: The file is empty');
  if (file.length > UPLOAD_IMAGE_MAX_BYTES) throw badRequest(`multipart: The image is too large (at most ${UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024} MB)`);
  const type = sniffImage(file);
  if (!type) throw badRequest('multipart: Only JPG, PNG, GIF or WebP images can be uploaded');
  const name = `${model}-${String(id).padStart(6, '0')}.${type.ext}`;
  return {
    name,
    stored: { bytes: file, mime: type.mime },
    result: { fileName: name, extName: type.ext, fileSize: file.length, url: `/mock-images/u/${name}`, type: type.ext },
  };
}
