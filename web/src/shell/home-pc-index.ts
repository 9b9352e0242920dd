import { queryOptions } from '@tanstack/react-query';
import type { PcIndexInfo } from '@contract';
import { api, call } from '../lib/api/api-client';
import { queryKey } from '../lib/api/query-keys';
import { whenIdle } from '../lib/react/yield-to-browser';

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

export const homePcIndexQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('home.pcIndex'),
    queryFn: async () => {
      const data = await call(api().home.pcIndex());
      // For the next visit only, so in an idle moment: a fresh profile's first write to storage took 100 ms at 4x
      // CPU in the middle of the first load (docs/adr/0016-first-load-on-a-phone.md).
      void whenIdle().then(() => {
        try {
          window.localStorage.setItem(HOME_DATA_KEY, JSON.stringify(data));
        } catch {
          // Storage full or unavailable: the data is still in the query cache.
        }
      });
      return data;
    },
    placeholderData: readCached,
    staleTime: 5 * 60_000,
  });
