import { merchantsContract, toPageInfo, type MerchantSearchItem, type PageInfo } from '@contract';
import { type RecordOf } from '../db/schema';
import { toMiniProduct } from '../domain/catalog';
import { notFound } from '../domain/errors';
import { type MockState } from '../state';
import { ok, handlers } from './kit';

/** Same wording pattern as "Product does not exist". */
export const MERCHANT_NOT_FOUND = 'Merchant does not exist';
/** How many products a street card shows. */
export const STREET_PRODUCTS = 4;

export interface MerchantFilter {
  keywords?: string | undefined;
  categoryId?: number | undefined;
  typeId?: number | undefined;
  isSelf?: boolean | undefined;
}

type Merchant = Pick<RecordOf<'merchants'>, 'id' | 'name' | 'categoryId' | 'typeId' | 'isSelf' | 'isRecommend'>;

/**
 * Shop search (merchant/search/list): the keyword is a case-insensitive substring of the name; category, type
 * and the self-operated flag match exactly; an absent filter matches every shop.
 */
export function filterMerchants<M extends Merchant>(merchants: readonly M[], filter: MerchantFilter): M[] {
  const keyword = filter.keywords?.trim().toLowerCase() ?? '';
  return merchants.filter(
    (m) =>
      (keyword === '' || m.name.toLowerCase().includes(keyword)) &&
      (filter.categoryId === undefined || m.categoryId === filter.categoryId) &&
      (filter.typeId === undefined || m.typeId === filter.typeId) &&
      (filter.isSelf === undefined || m.isSelf === filter.isSelf),
  );
}

/** Street order, also used by the search: recommended shops first, then by id, so paging is stable. */
export function streetOrder<M extends Merchant>(merchants: readonly M[]): M[] {
  return [...merchants].sort((a, b) => Number(b.isRecommend) - Number(a.isRecommend) || a.id - b.id);
}

/** The fields a shop card and the shop's home page both start with, in the wire's order. */
function shopCard(m: RecordOf<'merchants'>) {
  const { id, name, categoryId, typeId, isSelf, backImage, avatar } = m;
  return { id, name, categoryId, typeId, isSelf, backImage, avatar };
}

/** How to reach the shop's customer service, in the wire's order. */
function customerService(m: RecordOf<'merchants'>) {
  const { serviceType, serviceLink, servicePhone, serviceMessage, serviceEmail } = m;
  return { serviceType, serviceLink, servicePhone, serviceMessage, serviceEmail };
}

export function merchantsRouter(state: MockState) {
  const merchantOf = (id: number): RecordOf<'merchants'> => {
    const merchant = state.db.byId('merchants', id);
    if (!merchant) throw notFound(MERCHANT_NOT_FOUND);
    return merchant;
  };
  const isFollowing = (uid: number | null, merId: number): boolean =>
    uid !== null && state.db.find('merchantFollows', (f) => f.uid === uid && f.merId === merId) !== undefined;

  const toSearchItem = (m: RecordOf<'merchants'>): MerchantSearchItem => ({
    ...shopCard(m),
    streetBackImage: m.streetBackImage,
    starLevel: m.starLevel,
    // The index keeps on-sale products only and orders them newest first when no sort is given.
    proList: state.catalogIndex().search({ merId: m.id }, STREET_PRODUCTS).map(toMiniProduct),
  });

  /** Only the page's shops get their products looked up. */
  const pageOfShops = (filter: MerchantFilter, page: number, limit: number): PageInfo<MerchantSearchItem> => {
    const info = toPageInfo(streetOrder(filterMerchants(state.db.all('merchants'), filter)), page, limit);
    return { ...info, list: info.list.map(toSearchItem) };
  };

  return handlers(merchantsContract, {
    types: async () => ok(state.db.filter('merchantTypes', (t) => !t.isDel)),
    categories: async () => ok(state.db.filter('merchantCategories', (c) => !c.isDel)),
    customerService: async ({ params }) => {
      return ok(customerService(merchantOf(params.merId)));
    },
    street: async ({ query }) => ok(pageOfShops({}, query.page, query.limit)),
    searchList: async ({ query }) => {
      const { page, limit, keywords, categoryId, typeId, isSelf } = query;
      return ok(pageOfShops({ keywords, categoryId, typeId, isSelf }, page, limit));
    },
    indexInfo: async ({ params, session }) => {
      const m = merchantOf(params.id);
      return ok({
        ...shopCard(m),
        starLevel: m.starLevel,
        isCollect: isFollowing(session?.uid ?? null, m.id),
        ...customerService(m),
        pcBanner: m.pcBanner,
        pcBackImage: m.pcBackImage,
      });
    },
    detail: async ({ params }) => {
      const m = merchantOf(params.id);
      return ok({
        id: m.id,
        realName: m.realName,
        email: m.email,
        phone: m.phone,
        address: m.address,
        qualificationPicture: m.qualificationPicture,
        intro: m.intro,
        createTime: m.createTime,
        collectNum: state.db.filter('merchantFollows', (f) => f.merId === m.id).length,
      });
    },
  });
}
