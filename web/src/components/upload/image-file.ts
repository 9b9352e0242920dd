/**
 * The client's own check of a chosen image, before anything is sent (docs/product-rules.md: every upload is an
 * image of at most 2 MB; each form sets its own types and count). The endpoint's types and size are literals, as a
 * value import from @contract would bring zod into the page (image-file.test.ts keeps them equal).
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** What one form accepts: the MIME types (and, where the rules name extensions, the file name's), size and count. */
export interface ImageRule {
  types: readonly string[];
  /** The file name must match too (settle-in names JPG, PNG or JPEG files). */
  names?: RegExp;
  /** The file input's accept attribute. */
  accept: string;
  maxBytes: number;
  maxCount: number;
}

/** The endpoint's own limits, for one picture (the avatar). */
export const UPLOAD_RULE: ImageRule = { types: IMAGE_TYPES, accept: IMAGE_TYPES.join(','), maxBytes: IMAGE_MAX_BYTES, maxCount: 1 };

export type ImageProblem = 'type' | 'size' | null;

export function imageProblem(file: Pick<File, 'type' | 'size' | 'name'>, rule: ImageRule = UPLOAD_RULE): ImageProblem {
  if (!rule.types.includes(file.type) || (rule.names && !rule.names.test(file.name))) return 'type';
  if (file.size > rule.maxBytes || file.size === 0) return 'size';
  return null;
}

/** How many of `chosen` new files fit beside `current` ones under `max`, and whether some had to be left out. */
export function imageRoom(current: number, chosen: number, max: number): { take: number; refused: boolean } {
  const room = Math.max(0, max - current);
  return { take: Math.min(room, chosen), refused: chosen > room };
}
