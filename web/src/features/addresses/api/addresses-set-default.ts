import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** POST /api/front/address/default/set. */
export function useAddressesSetDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api().addresses.setDefault({ body: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('user.addresses') }),
  });
}
