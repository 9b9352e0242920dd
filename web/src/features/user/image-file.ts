/**
 * The client's own check of a chosen image, before anything is sent: the same types and size the server
 * accepts (contract upload.ts), as literals because a value import from @contract would bring zod into the page
 * (image-file.test.ts keeps them equal).
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export type ImageProblem = 'type' | 'size' | null;

export function imageProblem(file: Pick<File, 'type' | 'size'>): ImageProblem {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES || file.size === 0) return 'size';
  return null;
}
