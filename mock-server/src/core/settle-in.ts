import { parsePictureList, SETTLE_AUDIT, settleInContract, toPageInfo, type AuditSettleInBody } from '@contract';
import { sendOutbox } from '../domain/accounts';
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
      // Used up before the write's first await: of concurrent applications with one code, one is stored.
      state.codes.take('settle-email', email, body.captcha, state.now());
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
