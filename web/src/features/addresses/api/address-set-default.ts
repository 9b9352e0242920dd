import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { ADDRESSES_KEY } from './address-list';

/** POST /api/front/address/default/set. */
export function useAddressSetDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api().addresses.setDefault({ body: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
