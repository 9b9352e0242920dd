import {
  merchantsContract,
  parsePictureList,
  SETTLE_AUDIT,
  settleInContract,
  toPageInfo,
  type AuditSettleInBody,
  type MerchantSearchItem,
  type PageInfo,
} from '@contract';
import { type RecordOf } from '../db/schema';
import { sendOutbox } from '../domain/accounts';
import { toMiniProduct } from '../domain/catalog';
import { formatDateTime } from '../domain/dates';
import { businessError, notFound } from '../domain/errors';
import {
  assertCanApply,
  assertPending,
  checkSettleCode,
  HANDLING_FEE_MISSING,
  recordsNewestFirst,
  SETTLE_AGREEMENT_HTML,
  settleMessages,
  toSettledRecord,
} from '../domain/settle-in';
import { type MockState } from '../state';
import { ok, handlers, uidOf } from './kit';

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

export function merchantsRouter(state: MockState) {
  const merchantOf = (id: number): RecordOf<'merchants'> => {
    const merchant = state.db.byId('merchants', id);
    if (!merchant) throw notFound(MERCHANT_NOT_FOUND);
    return merchant;
  };
  const isFollowing = (uid: number | null, merId: number): boolean =>
    uid !== null && state.db.find('merchantFollows', (f) => f.uid === uid && f.merId === merId) !== undefined;

  const toSearchItem = (m: RecordOf<'merchants'>): MerchantSearchItem => ({
    id: m.id,
    name: m.name,
    categoryId: m.categoryId,
    typeId: m.typeId,
    isSelf: m.isSelf,
    backImage: m.backImage,
    avatar: m.avatar,
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
      const m = merchantOf(params.merId);
      return ok({
        serviceType: m.serviceType,
        serviceLink: m.serviceLink,
        servicePhone: m.servicePhone,
        serviceMessage: m.serviceMessage,
        serviceEmail: m.serviceEmail,
      });
    },
    street: async ({ query }) => ok(pageOfShops({}, query.page, query.limit)),
    searchList: async ({ query }) => {
      const { page, limit, keywords, categoryId, typeId, isSelf } = query;
      return ok(pageOfShops({ keywords, categoryId, typeId, isSelf }, page, limit));
    },
    indexInfo: async ({ params, session }) => {
      const m = merchantOf(params.id);
      return ok({
        id: m.id,
        name: m.name,
        categoryId: m.categoryId,
        typeId: m.typeId,
        isSelf: m.isSelf,
        backImage: m.backImage,
        avatar: m.avatar,
        starLevel: m.starLevel,
        isCollect: isFollowing(session?.uid ?? null, m.id),
        serviceType: m.serviceType,
        serviceLink: m.serviceLink,
        servicePhone: m.servicePhone,
        serviceMessage: m.serviceMessage,
        serviceEmail: m.serviceEmail,
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

/** The settle-in application (docs/backend-wire.md, settle-in): agreement, emailed code, apply, my records. */
export function settleInRouter(state: MockState) {
  return handlers(settleInContract, {
    settledAgreement: async () => ok({ agreement: SETTLE_AGREEMENT_HTML }),
    settledEmailCode: async ({ body: email }) => {
      const code = state.codes.issue('settle-email', email, state.now());
      sendOutbox(state, 'email', email.toLowerCase(), 'Your merchant settle-in code', code);
      return ok(true, 'Sent successfully');
    },
    settledApply: async ({ body, session }) => {
      const uid = uidOf(session);
      const email = body.email.toLowerCase();
      checkSettleCode(state.codes, email, body.captcha, state.now());
      assertCanApply(body, {
        merchants: state.db.all('merchants'),
        applications: state.db.all('merchantApplications'),
        categories: state.db.all('merchantCategories'),
        types: state.db.all('merchantTypes'),
      });
      // The real service copies handlingFee from the request into a NOT NULL column without a default: a client
      // that leaves it out gets the database's refusal (docs/backend-wire.md, settle-in).
      if (body.handlingFee === undefined || body.handlingFee === null) throw businessError(HANDLING_FEE_MISSING);
      const handlingFee = body.handlingFee;
      // The body's field rules already ran on the parsed list; stored back in the real backend's string form.
      const pictures = parsePictureList(body.qualificationPicture) ?? [];
      await state.db.insert('merchantApplications', {
        uid,
        name: body.name,
        categoryId: body.categoryId,
        typeId: body.typeId,
        realName: body.realName,
        email,
        phone: body.phone ? body.phone : null,
        handlingFee,
        keywords: body.keywords ? body.keywords : null,
        address: body.address,
        auditStatus: SETTLE_AUDIT.pending,
        denialReason: null,
        qualificationPicture: JSON.stringify(pictures),
        createTime: formatDateTime(state.now()),
        auditTime: null,
      });
      state.codes.consume('settle-email', email);
      return ok(null, 'Application submitted');
    },
    settledRecord: async ({ query, session }) => {
      const uid = uidOf(session);
      const mine = recordsNewestFirst(state.db.filter('merchantApplications', (a) => a.uid === uid));
      const page = toPageInfo(mine, query.page, query.limit);
      return ok({ ...page, list: page.list.map(toSettledRecord) });
    },
  });
}

/** Mock control: the platform's audit of an application (approve, or reject with a reason). */
export function settleInControls(state: MockState) {
  return {
    auditSettleIn: async ({ params, body }: { params: { id: number }; body: AuditSettleInBody }) => {
      const current = state.db.byId('merchantApplications', params.id);
      if (!current) throw notFound(settleMessages.notFound);
      assertPending(current);
      const next = await state.db.update('merchantApplications', params.id, (draft) => {
        draft.auditStatus = body.decision === 'approve' ? SETTLE_AUDIT.approved : SETTLE_AUDIT.rejected;
        draft.denialReason = body.decision === 'reject' ? body.reason : null;
        draft.auditTime = formatDateTime(state.now());
      });
      return ok(toSettledRecord(next), 'Audited');
    },
  };
}
