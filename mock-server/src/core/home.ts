import { homeContract, toPageInfo } from '@contract';
import { type RecordOf } from '../db/schema';
import { pageOf, toIndexProduct } from '../domain/catalog';
import { notFound } from '../domain/errors';
import { DEFAULT_PAY_CURRENCY, wireMoney } from '../domain/money';
import { type MockState } from '../state';
import { handlers, ok } from './kit';

/** Group-data lists are null when empty, as the real backend sends them (docs/backend-wire.md, empty values). */
const orNull = <T>(list: T[]): T[] | null => (list.length > 0 ? list : null);

export function homeRouter(state: MockState) {
  const banners = (kind: RecordOf<'banners'>['kind']) =>
    orNull(
      state.db
        .filter('banners', (b) => b.kind === kind)
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map(({ id, name, pic, url }) => ({ id, name, pic, url })),
    );
  const activity = (aid: number) => {
    const found = state.db.byId('activities', aid);
    if (!found) throw notFound('Activity does not exist');
    return found;
  };
  const activityProducts = (ids: readonly number[]) =>
    ids
      .map((id) => state.db.byId('products', id))
      .filter((p): p is RecordOf<'products'> => p !== undefined && p.isShow)
      .map((p) => ({
        proId: p.id,
        proImage: p.image,
        image: p.image,
        storeName: p.storeName,
        price: wireMoney(p.price),
        otPrice: wireMoney(p.otPrice),
      }));

  return handlers(homeContract, {
    pcIndex: async () => {
      const c = state.db.byId('settings', 1);
      return ok({
        banner: banners('home'),
        logoUrl: c?.logoUrl ?? '/mock-images/misc/logo.svg',
        shopPayCurrency: c?.shopPayCurrency ?? DEFAULT_PAY_CURRENCY,
        recommendImage: c?.recommendImage ?? null,
        bastBanner: banners('bast'),
        consumerType: c?.consumerType ?? null,
        consumerHotline: c?.consumerHotline ?? null,
        consumerH5Url: c?.consumerH5Url ?? null,
        consumerMessage: c?.consumerMessage ?? null,
        consumerEmail: c?.consumerEmail ?? null,
        shopStreetHeaderImag: c?.shopStreetHeaderImag ?? null,
      });
    },
    indexProducts: async ({ query }) => {
      return ok(pageOf(state, {}, query.page, query.limit));
    },
    hotKeywords: async () => ok(orNull(state.db.all('hotKeywords').map(({ id, title }) => ({ id, title })))),
    leaderboard: async () =>
      ok(
        state
          .catalogIndex()
          .search({ salesOrder: 'desc' }, 20)
          .map((p) => ({ ...toIndexProduct(p), merId: p.merId, createTime: p.createTime })),
      ),
    activityBlocks: async () =>
      ok(
        orNull(
          [...state.db.all('activities')]
            .sort((a, b) => a.sort - b.sort || a.id - b.id)
            .map((a) => ({ id: a.id, name: a.name, type: a.type, productList: orNull(activityProducts(a.productIds)) })),
        ),
      ),
    activityProducts: async ({ params, query }) =>
      ok(toPageInfo(activityProducts(activity(params.aid).productIds), query.page, query.limit)),
    activityDetail: async ({ params }) => {
      const a = activity(params.aid);
      return ok({ id: a.id, name: a.name, type: a.type, banner: a.banner, instruction: a.instruction });
    },
    userMenus: async () =>
      ok({
        routine_my_menus: orNull(state.db.all('userMenus').map(({ id, name, pic, url, pc_url }) => ({ id, name, pic, url, pc_url }))),
        routine_my_banner: banners('user'),
      }),
    payCurrency: async () => ok(state.db.byId('settings', 1)?.shopPayCurrency ?? DEFAULT_PAY_CURRENCY),
  });
}
