import { UPLOAD_IMAGE_MAX_BYTES, type FileResult } from '@contract';
import { badRequest } from './errors';

export interface StoredUpload {
  bytes: Uint8Array;
  mime: string;
}

const latin1 = (b: Uint8Array, start: number, end: number): string => String.fromCharCode(...b.subarray(start, end));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const SIGNATURES: { ext: 'jpg' | 'png' | 'gif' | 'webp'; mime: string; test: (b: Uint8Array) => boolean }[] = [
  { ext: 'jpg', mime: 'image/jpeg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'png', mime: 'image/png', test: (b) => b.length > 8 && PNG.every((byte, i) => b[i] === byte) },
  { ext: 'gif', mime: 'image/gif', test: (b) => b.length > 6 && (latin1(b, 0, 6) === 'GIF87a' || latin1(b, 0, 6) === 'GIF89a') },
  { ext: 'webp', mime: 'image/webp', test: (b) => b.length > 12 && latin1(b, 0, 4) === 'RIFF' && latin1(b, 8, 12) === 'WEBP' },
];

/**
 * The image type by its content, not by the name or the type the browser claims: an .exe renamed .png, or an
 * SVG (which can carry script), is refused.
 */
export function sniffImage(bytes: Uint8Array): { ext: string; mime: string } | null {
  const found = SIGNATURES.find((s) => s.test(bytes));
  return found ? { ext: found.ext, mime: found.mime } : null;
}

/** Checks one uploaded file and names it; throws code 400 naming the `multipart` field otherwise. */
export function planUpload(file: unknown, model: string, id: number): { name: string; result: FileResult; stored: StoredUpload } {
  if (Array.isArray(file)) throw badRequest('multipart: Upload one file at a time');
  if (!(file instanceof Uint8Array)) throw badRequest('multipart: Choose an image file to upload');
  if (file.length === 0) throw badRequest('multipart: The file is empty');
  if (file.length > UPLOAD_IMAGE_MAX_BYTES)
    throw badRequest(`multipart: The image is too large (at most ${UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024} MB)`);
  const type = sniffImage(file);
  if (!type) throw badRequest('multipart: Only JPG, PNG, GIF or WebP images can be uploaded');
  const name = `${model}-${String(id).padStart(6, '0')}.${type.ext}`;
  return {
    name,
    stored: { bytes: file, mime: type.mime },
    result: { fileName: name, extName: type.ext, fileSize: file.length, url: `/mock-images/u/${name}`, type: type.ext },
  };
}
