// The QA console's actions (mock-server/README.md "QA console"): what each form and each row's button asks of
// the control API, answering the sentence the card's status line shows.
import type { Clock, SnapshotInfo } from '@contract';
import type { RecordOf } from '../db/schema';
import {
  AUDIT_STATUS,
  isSnapshotName,
  label,
  localInputToIso,
  localTime,
  orderStatus,
  REFUND_STATUS,
  sizeText,
  uploadName,
} from './console-model.js';
import { api, field, format, optional, optionalNumber, requiredReason, sharedField, value } from './console-dom.js';
import {
  loadClock,
  loadOutbox,
  loadFaults,
  loadRecords,
  loadJournal,
  journalSummary,
  loadSnapshots,
  refreshAll,
} from './console-panels.js';

/** Form actions: each answers the sentence shown in its card's status line. */
export const formActions: Record<string, [string, (form: HTMLFormElement) => Promise<string>]> = {
  reset: [
    'reset',
    async (form) => {
      const seed = optionalNumber(form, 'seed');
      const done = await api<{ seed: number; ms: number }>('POST', '/__mock/reset', seed === undefined ? {} : { seed });
      await refreshAll();
      return `Data reset to seed ${done.seed} in ${done.ms} ms.`;
    },
  ],
  'clock-set': [
    'clock',
    async (form) => {
      const now = localInputToIso(value(form, 'now'));
      if (now === null) throw new Error('give a date and time.');
      const clock = await api<Clock>('POST', '/__mock/clock', { now });
      await loadClock();
      return `Clock set: ${localTime(clock.now, format)?.text ?? clock.now}.`;
    },
  ],
  'clock-advance': [
    'clock',
    async (form) => {
      const clock = await api<Clock>('POST', '/__mock/clock', { advanceMs: Number(value(form, 'minutes')) * 60_000 });
      await loadClock();
      return `Clock moved: now ${localTime(clock.now, format)?.text ?? clock.now}.`;
    },
  ],
  outbox: [
    'outbox',
    async (form) => {
      const count = await loadOutbox(value(form, 'to'));
      return `${count} address${count === 1 ? '' : 'es'} listed.`;
    },
  ],
  'fault-add': [
    'faults',
    async (form) => {
      const fault: Record<string, unknown> = {
        method: value(form, 'method'),
        path: value(form, 'path'),
        code: optionalNumber(form, 'code'),
        message: optional(form, 'message'),
        delayMs: optionalNumber(form, 'delayMs'),
        count: optionalNumber(form, 'count'),
      };
      if (field(form, 'drop').checked) fault.drop = true;
      const { id } = await api<{ id: number }>('POST', '/__mock/faults', fault);
      const count = await loadFaults();
      return `Fault ${id} added; ${count} in force.`;
    },
  ],
  journal: ['journal', async () => journalSummary(await loadJournal())],
  'snapshot-save': [
    'snapshots',
    async (form) => {
      const name = value(form, 'name');
      if (!isSnapshotName(name)) throw new Error('a name of letters, digits, ".", "_" or "-" (at most 64).');
      const saved = await api<SnapshotInfo & { ms: number }>('POST', '/__mock/snapshots', { name });
      await loadSnapshots();
      return `Snapshot ${saved.name} saved in ${saved.ms} ms (${sizeText(saved.size)}).`;
    },
  ],
  'snapshot-upload': [
    'snapshots',
    async (form) => {
      const file = field(form, 'file').files?.[0];
      if (!file) throw new Error('choose a snapshot file first.');
      const name = uploadName(value(form, 'name'), file.name);
      if (name === null) throw new Error('give the snapshot a name of letters, digits, ".", "_" or "-".');
      let content: unknown;
      try {
        content = JSON.parse(await file.text());
      } catch {
        throw new Error(`${file.name} is not a JSON file.`);
      }
      const kept = await api<SnapshotInfo>('PUT', `/__mock/snapshots/${encodeURIComponent(name)}/file`, content);
      await loadSnapshots();
      form.reset();
      return `Snapshot ${kept.name} loaded from ${file.name}: restore it to use it.`;
    },
  ],
  'cancel-unpaid': [
    'orders',
    async (form) => {
      const { cancelled } = await api<{ cancelled: string[] }>('POST', '/__mock/orders/cancel-unpaid', {
        olderThanMinutes: Number(value(form, 'minutes')),
      });
      await loadRecords();
      return cancelled.length === 0 ? 'No unpaid order was old enough.' : `Cancelled: ${cancelled.join(', ')}.`;
    },
  ],
};

type Refund = RecordOf<'refundOrders'>;
type StoreOrder = RecordOf<'storeOrders'>;
type Settled = Pick<RecordOf<'merchantApplications'>, 'id' | 'name' | 'auditStatus' | 'denialReason'>;

const refundRoute = (key: string, move: 'approve' | 'reject') => `/__mock/refunds/${encodeURIComponent(key)}/${move}`;

/** Row actions: [card, task of the row's key] answering the sentence for the card's status line. */
export const rowActions: Record<string, [string, (key: string) => Promise<string>]> = {
  ship: [
    'orders',
    async (key) => {
      const body = {
        deliveryName: sharedField('deliveryName').value.trim() || undefined,
        deliveryCode: sharedField('deliveryCode').value.trim() || undefined,
        deliveryId: sharedField('deliveryId').value.trim() || undefined,
      };
      const order = await api<StoreOrder>('POST', `/__mock/orders/${encodeURIComponent(key)}/ship`, body);
      // A tracking number belongs to one parcel.
      sharedField('deliveryId').value = '';
      await loadRecords();
      return `Order ${order.orderNo} shipped with ${order.deliveryName}, tracking ${order.deliveryId}.`;
    },
  ],
  deliver: [
    'orders',
    async (key) => {
      const order = await api<StoreOrder>('POST', `/__mock/orders/${encodeURIComponent(key)}/deliver`);
      await loadRecords();
      return `Order ${order.orderNo} delivered: ${orderStatus(order)}.`;
    },
  ],
  'wechat-pay': [
    'orders',
    async (key) => {
      const paid = await api<{ orderNo: string; paid: boolean }>('POST', '/__mock/pay/wechat/scan', { orderNo: key });
      await loadRecords();
      return `Order ${paid.orderNo} paid by WeChat scan.`;
    },
  ],
  approve: [
    'refunds',
    async (key) => {
      const refund = await api<Refund>('POST', refundRoute(key, 'approve'), { until: 'refunded' });
      await loadRecords();
      return `Refund ${refund.refundOrderNo} approved: ${label(REFUND_STATUS, refund.refundStatus)}.`;
    },
  ],
  'approve-half': [
    'refunds',
    async (key) => {
      const refund = await api<Refund>('POST', refundRoute(key, 'approve'), { until: 'refunding' });
      await loadRecords();
      return `Refund ${refund.refundOrderNo} approved half-way: ${label(REFUND_STATUS, refund.refundStatus)}.`;
    },
  ],
  finish: [
    'refunds',
    async (key) => {
      const refund = await api<Refund>('POST', refundRoute(key, 'approve'), { until: 'refunded' });
      await loadRecords();
      return `Refund ${refund.refundOrderNo} finished: ${label(REFUND_STATUS, refund.refundStatus)}.`;
    },
  ],
  refuse: [
    'refunds',
    async (key) => {
      const reason = requiredReason('refundReason', 'refusing');
      const refund = await api<Refund>('POST', refundRoute(key, 'reject'), { reason });
      await loadRecords();
      return `Refund ${refund.refundOrderNo} refused: ${reason}.`;
    },
  ],
  'snapshot-restore': [
    'snapshots',
    async (key) => {
      const done = await api<{ name: string; seed: number; ms: number }>('POST', `/__mock/snapshots/${encodeURIComponent(key)}/restore`);
      await refreshAll();
      return `Snapshot ${done.name} restored in ${done.ms} ms: every card shows its state.`;
    },
  ],
  'snapshot-download': [
    'snapshots',
    async (key) => {
      // The file itself, not an envelope; an unknown name answers the 404 envelope.
      const text = await (await fetch(`/__mock/snapshots/${encodeURIComponent(key)}/file`)).text();
      const file = JSON.parse(text) as { format?: string; code?: number; message?: string };
      if (file.format !== 'mock-snapshot') throw new Error(file.message ?? `code ${file.code ?? '?'}`);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      link.download = `${key}.json`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      return `Snapshot ${key} downloaded as ${key}.json.`;
    },
  ],
  'snapshot-delete': [
    'snapshots',
    async (key) => {
      await api('DELETE', `/__mock/snapshots/${encodeURIComponent(key)}`);
      await loadSnapshots();
      return `Snapshot ${key} deleted.`;
    },
  ],
  'settle-approve': [
    'settle',
    async (key) => {
      const record = await api<Settled>('POST', `/__mock/settle-in/${encodeURIComponent(key)}/audit`, { decision: 'approve' });
      await loadRecords();
      return `Application ${record.id} (${record.name}) ${label(AUDIT_STATUS, record.auditStatus)}.`;
    },
  ],
  'settle-reject': [
    'settle',
    async (key) => {
      const reason = requiredReason('denialReason', 'rejecting');
      const record = await api<Settled>('POST', `/__mock/settle-in/${encodeURIComponent(key)}/audit`, { decision: 'reject', reason });
      await loadRecords();
      return `Application ${record.id} (${record.name}) ${label(AUDIT_STATUS, record.auditStatus)}: ${record.denialReason ?? reason}.`;
    },
  ],
};
