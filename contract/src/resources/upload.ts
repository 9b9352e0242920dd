import { z } from 'zod';
import { c, publicRoute } from '../common/c.ts';
import { envelope } from '../common/envelope.ts';

/** Images the storefront accepts (reviews, refund vouchers, avatars, qualification pictures). */
export const UPLOAD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const UPLOAD_IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
/** The largest image one upload takes. */
export const UPLOAD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * backend:common/vo/FileResultVo. `url` is where the image is served from (absolute); store it in the record that uses it.
 * `type` is the file's extension ("png"), not a MIME type (docs/backend-wire.md, upload).
 */
export const FileResultSchema = z.object({
  fileName: z.string(),
  extName: z.string(),
  fileSize: z.number().int(),
  url: z.string(),
  type: z.string(),
});
export type FileResult = z.infer<typeof FileResultSchema>;

/**
 * The multipart form: the file under the field name `multipart` (the real name), and `model`/`pid`, both
 * required by the real controller, as query parameters (the desktop front end sends model=product&pid=1; the
 * mock accepts them as form fields too).
 */
export const UploadBodySchema = z.object({
  multipart: z.custom<Blob>((value) => value !== undefined && value !== null && value !== '', 'required'),
  model: z.enum(['user', 'product', 'maintain', 'content', 'operation'], { errorMap: () => ({ message: 'required' }) }),
  pid: z.coerce.number({ invalid_type_error: 'required' }).int().min(0, 'outOfRange').max(8, 'outOfRange'),
});
export type UploadBody = z.input<typeof UploadBodySchema>;

export const uploadContract = c.router(
  {
    image: {
      method: 'POST',
      path: '/image',
      contentType: 'multipart/form-data',
      body: UploadBodySchema,
      responses: { 200: envelope(FileResultSchema) },
      // Public in the real backend (its interceptor skips /upload/**); the web uploads only for a signed-in user.
      metadata: publicRoute,
      summary: 'Upload one image (JPG, PNG, GIF or WebP, at most 2 MB) in the form field "multipart"',
    },
  },
  { pathPrefix: '/api/front/upload' },
);
