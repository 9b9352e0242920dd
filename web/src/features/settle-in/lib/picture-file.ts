/**
 * docs/product-rules.md: qualification pictures are JPG, PNG or JPEG only (narrower than the upload endpoint, which also takes
 * GIF and WebP), at most 2 MB like every upload, at most 10. Literals here, not @contract values, so the check does
 * not pull zod into the chunk that runs it; settle-form.test.ts keeps the limit equal to the contract's.
 */
export const PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;
export const PICTURE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_MAX_COUNT = 10;

export type PictureProblem = 'type' | 'size' | null;

export function pictureProblem(file: Pick<File, 'type' | 'size' | 'name'>): PictureProblem {
  const typeOk = (PICTURE_TYPES as readonly string[]).includes(file.type) && /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk) return 'type';
  if (file.size === 0 || file.size > PICTURE_MAX_BYTES) return 'size';
  return null;
}

/** How many of the chosen files still fit under the limit. */
export function roomFor(current: number, chosen: number): number {
  return Math.max(0, Math.min(chosen, PICTURE_MAX_COUNT - current));
}
