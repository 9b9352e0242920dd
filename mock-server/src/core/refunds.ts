import { refundsContract, toPageInfo, type mockControlContract } from '@contract';
import { type RecordOf } from '../db/schema';
import { findOwnOrder, toOrderInfo, type MerchantName } from '../domain/order-status';
import {
  findOwnRefund,
  listRefunds,
  planApprove,
  planRefund,
  planReject,
  REFUND_REASONS,
  refundMissing,
  toRefundDetail,
  toRefundOrder,
  type RefundChange,
} from '../domain/refunds';
import { wireMoney } from '../domain/money';
import { type MockState } from '../state';
import { ok, handlers, uidOf, type Handlers } from './kit';

const merchantNames =
  (state: MockState): MerchantName =>
  (merId) =>
    state.db.byId('merchants', merId)?.name ?? '';

const orderOf = (state: MockState, refund: RecordOf<'refundOrders'>) => state.db.find('storeOrders', (o) => o.orderNo === refund.orderNo);

/** Writes a shop decision: the refund order and its merchant order's refundStatus together. */
async function applyChange(state: MockState, refund: RecordOf<'refundOrders'>, change: RefundChange): Promise<RecordOf<'refundOrders'>> {
  const next = await state.db.update('refundOrders', refund.id, (draft) => {
    Object.assign(draft, change.refund);
  });
  const order = orderOf(state, refund);
  if (order) {
    await state.db.update('storeOrders', order.id, (draft) => {
      draft.refundStatus = change.orderRefundStatus;
    });
  }
  return next;
}

type ControlRouter = Handlers<typeof mockControlContract>;

/** The /__mock control routes for refunds: the shop accepts or refuses (mock-server/README.md "Refunds"). */
export function refundControls(state: MockState): Pick<ControlRouter, 'approveRefund' | 'rejectRefund'> {
  const merName = merchantNames(state);
  const byNumber = (refundOrderNo: string) => {
    const refund = state.db.find('refundOrders', (r) => r.refundOrderNo === refundOrderNo);
    if (!refund) throw refundMissing();
    return refund;
  };
  return {
    approveRefund: async ({ params, body }) => {
      const refund = byNumber(params.refundOrderNo);
      const next = await applyChange(state, refund, planApprove(refund, body?.until ?? 'refunded', state.now()));
      return ok(toRefundDetail(next, orderOf(state, next), merName), 'Approved');
    },
    rejectRefund: async ({ params, body }) => {
      const refund = byNumber(params.refundOrderNo);
      const next = await applyChange(state, refund, planReject(refund, body.reason));
      return ok(toRefundDetail(next, orderOf(state, next), merName), 'Rejected');
    },
  };
}

export function refundsRouter(state: MockState) {
  const merName = merchantNames(state);
  return handlers(refundsContract, {
    applyInfo: async ({ params, session }) => {
      // Answers for any of the caller's orders; the state is checked only when the request is posted
      // (docs/backend-wire.md, refunds). Another user's order stays refused (no hole copied).
      const order = findOwnOrder(state.db.all('storeOrders'), uidOf(session), params.orderNo);
      const orderInfoList = order.lines.map((line) => toOrderInfo(order, line));
      return ok({
        id: order.id,
        orderNo: order.orderNo,
        paid: order.paid,
        payPrice: wireMoney(order.payPrice),
        totalNum: order.totalNum,
        orderInfoList,
      });
    },
    reasons: async () => ok([...REFUND_REASONS]),
    apply: async ({ body, session }) => {
      const order = findOwnOrder(state.db.all('storeOrders'), uidOf(session), body.orderNo);
      const { id: _id, ...record } = planRefund(order, body, state.now(), state.db.nextId('refundOrders'));
      await state.db.insert('refundOrders', record);
      await state.db.update('storeOrders', order.id, (draft) => {
        draft.refundStatus = 1;
      });
      return ok(null, 'Refund requested');
    },
    list: async ({ query, session }) => {
      const page = toPageInfo(listRefunds(state.db.all('refundOrders'), uidOf(session)), query.page, query.limit);
      return ok({ ...page, list: page.list.map((r) => toRefundOrder(r, orderOf(state, r), merName)) });
    },
    detail: async ({ params, session }) => {
      const refund = findOwnRefund(state.db.all('refundOrders'), uidOf(session), params.refundOrderNo);
      return ok(toRefundDetail(refund, orderOf(state, refund), merName));
    },
  });
}
