import { queryOptions } from '@tanstack/react-query';
import type { PcIndexInfo } from '@contract';
import { api, call } from '../lib/api-client';
import { queryKey } from '../lib/query-keys';

/** docs/storefront.md, Entities: home data is cached locally as homeDataPc, so the header renders at once on the next visit. */
export const HOME_DATA_KEY = 'homeDataPc';

function readCached(): PcIndexInfo | undefined {
  try {
    const raw = window.localStorage.getItem(HOME_DATA_KEY);
    return raw ? (JSON.parse(raw) as PcIndexInfo) : undefined;
  } catch {
    return undefined;
  }
}

export const pcIndexQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('home.pcIndex'),
    queryFn: async () => {
      const data = await call(api().home.pcIndex());
      try {
        window.localStorage.setItem(HOME_DATA_KEY, JSON.stringify(data));
      } catch {
        // Storage full or unavailable: the data is still in the query cache.
      }
      return data;
    },
    placeholderData: readCached,
    staleTime: 5 * 60_000,
  });
