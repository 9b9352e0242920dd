import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** GET /api/pc/login/getLoginPic: the modal's left picture. */
export const authLoginPicQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('auth.loginPic'),
    queryFn: async () => (await call(api().auth.loginPic())).loginLeftImage,
    staleTime: 10 * 60_000,
  });
