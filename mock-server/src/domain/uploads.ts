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

/** How many uploaded images, and how many bytes of them, the mock keeps (mock-server/README.md, Limits). */
export interface UploadLimits {
  /** Images kept in all. */
  count: number;
  /** Their bytes in all. */
  bytes: number;
  /** Images kept per caller (a signed-in user, else a client address). */
  callerCount: number;
  /** Their bytes per caller. */
  callerBytes: number;
}

const MB = 1024 * 1024;
export const UPLOAD_LIMITS: Readonly<UploadLimits> = { count: 500, bytes: 64 * MB, callerCount: 50, callerBytes: 16 * MB };

interface Kept extends StoredUpload {
  caller: string;
}

const sizeText = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/**
 * The uploaded images, in memory, oldest first. An upload past a limit makes room by forgetting the oldest images
 * no record refers to (an avatar, a review, a refund or a settle-in picture keeps its image): first the caller's
 * own, then anyone's. When only images in use are left, the upload is refused and nothing is forgotten. Before
 * these bounds any anonymous caller could fill the memory (400 uploads of 2 MB: +580 MB).
 */
export class UploadStore {
  private readonly kept = new Map<string, Kept>();
  private readonly callers = new Map<string, { count: number; bytes: number }>();
  private total = 0;

  constructor(public limits: Readonly<UploadLimits> = UPLOAD_LIMITS) {}

  get(name: string): StoredUpload | undefined {
    return this.kept.get(name);
  }

  /** How many images are kept. */
  get size(): number {
    return this.kept.size;
  }

  /** Their bytes. */
  get bytes(): number {
    return this.total;
  }

  /**
   * Keeps an image under `name` for `caller`; answers the names it forgot to make room. `inUse` answers the names
   * records refer to (asked only when room has to be made). Throws code 400 naming `multipart` when the limits
   * cannot be met without forgetting an image in use; nothing changes then.
   */
  put(name: string, upload: StoredUpload, caller: string, inUse: () => ReadonlySet<string>): string[] {
    const size = upload.bytes.length;
    const limits = this.limits;
    const mine = this.callers.get(caller) ?? { count: 0, bytes: 0 };
    let callerCount = mine.count + 1 - limits.callerCount;
    let callerBytes = mine.bytes + size - limits.callerBytes;
    let count = this.kept.size + 1 - limits.count;
    let bytes = this.total + size - limits.bytes;
    const forget: string[] = [];
    if (callerCount > 0 || callerBytes > 0 || count > 0 || bytes > 0) {
      const used = inUse();
      const picked = new Set<string>();
      const pick = (own: boolean) => {
        for (const [oldest, upload] of this.kept) {
          const over = own ? callerCount > 0 || callerBytes > 0 : count > 0 || bytes > 0;
          if (!over) return;
          if ((own && upload.caller !== caller) || used.has(oldest) || picked.has(oldest)) continue;
          picked.add(oldest);
          forget.push(oldest);
          if (upload.caller === caller) {
            callerCount -= 1;
            callerBytes -= upload.bytes.length;
          }
          count -= 1;
          bytes -= upload.bytes.length;
        }
      };
      pick(true);
      if (callerCount > 0 || callerBytes > 0)
        throw badRequest(
          `multipart: Upload limit reached: ${limits.callerCount} images or ${sizeText(limits.callerBytes)} per caller, and the older ones are in use`,
        );
      pick(false);
      if (count > 0 || bytes > 0)
        throw badRequest(
          `multipart: Upload limit reached: ${limits.count} images or ${sizeText(limits.bytes)} in all, and the older ones are in use`,
        );
    }
    for (const old of forget) this.remove(old);
    this.kept.set(name, { ...upload, caller });
    this.total += size;
    const now = this.callers.get(caller) ?? { count: 0, bytes: 0 };
    this.callers.set(caller, { count: now.count + 1, bytes: now.bytes + size });
    return forget;
  }

  private remove(name: string): void {
    const upload = this.kept.get(name);
    if (!upload) return;
    this.kept.delete(name);
    this.total -= upload.bytes.length;
    const owner = this.callers.get(upload.caller);
    if (!owner) return;
    if (owner.count <= 1) this.callers.delete(upload.caller);
    else this.callers.set(upload.caller, { count: owner.count - 1, bytes: owner.bytes - upload.bytes.length });
  }

  /** Every image kept, oldest first (the bytes are shared: an upload is never changed), for a snapshot. */
  dump(): { name: string; mime: string; caller: string; bytes: Uint8Array }[] {
    return [...this.kept].map(([name, kept]) => ({ name, mime: kept.mime, caller: kept.caller, bytes: kept.bytes }));
  }

  /** Replaces the images with those `dump` gave (within the limits: the snapshot was). */
  load(saved: readonly { name: string; mime: string; caller: string; bytes: Uint8Array }[]): void {
    this.clear();
    for (const upload of saved) {
      this.kept.set(upload.name, { bytes: upload.bytes, mime: upload.mime, caller: upload.caller });
      this.total += upload.bytes.length;
      const owner = this.callers.get(upload.caller) ?? { count: 0, bytes: 0 };
      this.callers.set(upload.caller, { count: owner.count + 1, bytes: owner.bytes + upload.bytes.length });
    }
  }

  clear(): void {
    this.kept.clear();
    this.callers.clear();
    this.total = 0;
  }
}
