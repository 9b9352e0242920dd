import type { ImageRule } from '../../../components/upload/image-file';

/**
 * docs/product-rules.md: qualification pictures are JPG, PNG or JPEG only (narrower than the upload endpoint, which also takes
 * GIF and WebP), at most 2 MB like every upload, at most 10. Literals here, not @contract values, so the check does
 * not pull zod into the chunk that runs it; settle-form.test.ts keeps the limit equal to the contract's.
 */
export const PICTURE_RULE: ImageRule = {
  types: ['image/jpeg', 'image/png'],
  names: /\.(jpe?g|png)$/i,
  accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
  maxBytes: 2 * 1024 * 1024,
  maxCount: 10,
};
