import type { UserEditBody } from '@contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** Saves the nickname and avatar, then refreshes the header's name and picture. */
export function useUserEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserEditBody) => call(api().user.edit({ body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('user.info') }),
  });
}
