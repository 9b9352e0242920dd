import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../lib/api/api-client';

/**
 * Uploads one image (the form field is `multipart`, as in the real backend) and answers its URL. The avatar is a
 * `user` picture; order, refund and shop pictures are `product` ones with pid 1, as the original shop sends them.
 */
export function useUploadImage(model: 'user' | 'product') {
  return useMutation({
    mutationFn: async (file: File) =>
      (await call(api().upload.image({ body: { multipart: file, model, pid: model === 'user' ? 0 : 1 } }))).url,
  });
}
