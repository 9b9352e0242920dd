import type { AddressEdit } from '@contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/**
 * POST /api/front/address/edit: no id creates. A new default changes other addresses too, so every address query
 * is refreshed. Silent: the form shows a refusal next to the fields instead of a toast.
 */
export function useAddressesEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressEdit) => call(api().addresses.edit({ body })),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('user.addresses') }),
  });
}
