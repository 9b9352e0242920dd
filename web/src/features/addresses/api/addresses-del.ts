import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** POST /api/front/address/del: deleting the default promotes another address, so every address query is refreshed. */
export function useAddressesDel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api().addresses.del({ body: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('user.addresses') }),
  });
}
