// The QA console's cards (mock-server/README.md "QA console"): each loads its state from the control API and
// draws its table or fields.
import type { ActiveFault, Clock, JournalPage, OutboxMessage, SnapshotInfo } from '@contract';
import {
  answerText,
  applicationActions,
  AUDIT_STATUS,
  bodyFull,
  bodyPreview,
  byKey,
  faultEffect,
  isoToLocalInput,
  journalQuery,
  label,
  latestPerAddress,
  ORDER_REFUND,
  orderActions,
  orderStatus,
  productsOf,
  queryText,
  REFUND_STATUS,
  refundActions,
  shopName,
  shopperName,
  sizeText,
  type MasterOrder,
  type Merchant,
  type User,
} from './console-model.js';
import { api, all, newestOf, $, fail, time, rows, stack, actionButtons, value } from './console-dom.js';

interface Names {
  users: Map<number, User>;
  merchants: Map<number, Merchant>;
}

async function loadNames(): Promise<Names> {
  const [users, merchants] = await Promise.all([all('users'), all('merchants')]);
  return { users: byKey(users, (u) => u.id), merchants: byKey(merchants, (m) => m.id) };
}

const shopper = (names: Names, uid: number) => shopperName(names.users.get(uid), uid);
const shop = (names: Names, merId: number) => shopName(names.merchants.get(merId), merId);

export async function loadClock(): Promise<Clock> {
  const clock = await api<Clock>('GET', '/__mock/clock');
  $('[data-clock-now]').replaceChildren(time(clock.now) ?? clock.now);
  $('[data-clock-mode]').textContent = clock.frozen ? '(fixed or moved)' : '(real time)';
  const input = $<HTMLInputElement>('input[name="now"]');
  if (input.value === '') input.value = isoToLocalInput(clock.now);
  return clock;
}

export async function loadOutbox(to: string): Promise<number> {
  const messages = await api<OutboxMessage[]>('GET', `/__mock/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  const latest = latestPerAddress(messages);
  rows('outbox', latest, (m) => [m.to, m.channel, m.subject, m.code ?? 'no code', time(m.sentAt)], 'Nothing sent yet.');
  return latest.length;
}

export async function loadFaults(): Promise<number> {
  const faults = await api<ActiveFault[]>('GET', '/__mock/faults');
  rows(
    'faults',
    faults,
    (f) => [f.id, f.method, f.path, faultEffect(f), f.remaining ?? 'always'],
    'No faults: every request is answered normally.',
  );
  return faults.length;
}

async function loadSwitches(): Promise<void> {
  const [settings] = (await api<{ list: Record<string, unknown>[] }>('GET', '/__mock/db/settings?limit=1')).list;
  for (const input of document.querySelectorAll<HTMLInputElement>('[data-switches] input')) input.checked = Boolean(settings?.[input.name]);
}

const LISTED = 15;

async function loadOrders(names: Names): Promise<void> {
  const [orders, masters] = await Promise.all([newestOf('storeOrders', LISTED), all('masterOrders')]);
  const master = byKey<MasterOrder, string>(masters, (m) => m.orderNo);
  rows(
    'orders',
    orders,
    (o) => [
      stack(o.orderNo, time(o.createTime)),
      shop(names, o.merId),
      productsOf(o.lines),
      shopper(names, o.uid),
      orderStatus(o),
      label(ORDER_REFUND, o.refundStatus),
      o.deliveryName ? stack(`${o.deliveryName} ${o.deliveryId ?? ''}`, time(o.deliveryTime)) : null,
      actionButtons(
        orderActions(o, master.get(o.masterOrderNo)).map((action) =>
          action === 'ship'
            ? { action, text: 'Ship', key: o.orderNo, what: `order ${o.orderNo}`, primary: true }
            : action === 'deliver'
              ? { action, text: 'Mark delivered', key: o.orderNo, what: `order ${o.orderNo}` }
              : { action, text: 'Pay by WeChat scan', key: o.masterOrderNo, what: `order ${o.orderNo}` },
        ),
      ),
    ],
    'No orders.',
  );
}

async function loadRefunds(names: Names): Promise<void> {
  const list = await newestOf('refundOrders', LISTED);
  rows(
    'refunds',
    list,
    (r) => [
      stack(r.refundOrderNo, time(r.createTime)),
      r.orderNo,
      shop(names, r.merId),
      shopper(names, r.uid),
      stack(label(REFUND_STATUS, r.refundStatus), time(r.refundTime)),
      r.refundReason ?? r.refundReasonWap,
      actionButtons(
        refundActions(r).map((action) => {
          const what = `refund ${r.refundOrderNo}`;
          if (action === 'approve') return { action, text: 'Approve', key: r.refundOrderNo, what, primary: true };
          if (action === 'approve-half') return { action, text: 'Approve half-way', key: r.refundOrderNo, what };
          if (action === 'finish') return { action, text: 'Finish refund', key: r.refundOrderNo, what, primary: true };
          return { action, text: 'Refuse', key: r.refundOrderNo, what };
        }),
      ),
    ],
    'No refunds.',
  );
}

async function loadApplications(names: Names): Promise<void> {
  const list = await newestOf('merchantApplications', LISTED);
  rows(
    'settle',
    list,
    (a) => [
      stack(a.name, `application ${a.id}`),
      stack(shopper(names, a.uid), a.realName),
      time(a.createTime),
      stack(label(AUDIT_STATUS, a.auditStatus), time(a.auditTime)),
      a.denialReason,
      actionButtons(
        applicationActions(a).map((action) =>
          action === 'approve'
            ? { action: 'settle-approve', text: 'Approve', key: String(a.id), what: `application ${a.id} (${a.name})`, primary: true }
            : { action: 'settle-reject', text: 'Reject', key: String(a.id), what: `application ${a.id} (${a.name})` },
        ),
      ),
    ],
    'No applications.',
  );
}

/** The three tables of the shop's and platform's moves: an order's refund changes the order too. */
export async function loadRecords(): Promise<void> {
  const names = await loadNames();
  await Promise.all([loadOrders(names), loadRefunds(names), loadApplications(names)]);
}

/** The journal card's filters as typed. */
function journalFilters() {
  const form = $<HTMLFormElement>('form[data-action="journal"]');
  return {
    method: value(form, 'method'),
    path: value(form, 'path'),
    body: value(form, 'body'),
    since: value(form, 'since'),
    limit: value(form, 'limit'),
  };
}

/** A body cell: one line, and the whole body (indented) behind a disclosure when it was cut. */
function bodyCell(entry: JournalPage['list'][number]): Node | null {
  const preview = bodyPreview(entry);
  if (preview === null) return null;
  const code = document.createElement('code');
  code.className = 'text-xs break-all';
  code.textContent = preview;
  if (!preview.endsWith('…')) return code;
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.className = 'cursor-pointer';
  summary.append(code);
  const full = document.createElement('pre');
  full.className = 'mt-1 max-h-64 max-w-xl overflow-auto rounded-box bg-base-200 p-2 text-xs';
  full.textContent = bodyFull(entry.body);
  details.append(summary, full);
  return details;
}

export async function loadJournal(): Promise<JournalPage> {
  const page = await api<JournalPage>('GET', `/__mock/requests${journalQuery(journalFilters())}`);
  rows(
    'journal',
    page.list,
    (e) => [
      e.id,
      time(e.at),
      e.method,
      stack(e.path, queryText(e.query)),
      bodyCell(e),
      stack(answerText(e), ...(e.notes ?? [])),
      `${Math.round(e.durationMs)} ms`,
    ],
    'No request matches.',
  );
  return page;
}

export const journalSummary = (page: JournalPage) =>
  `${page.list.length} of ${page.total} matching request${page.total === 1 ? '' : 's'} shown, newest first.`;

/** Live journal: reloads every 2 s while the switch is on and the page is in view. */
let live: ReturnType<typeof setInterval> | null = null;
export function followJournal(): void {
  const on = $<HTMLInputElement>('input[name="journal-live"]').checked && document.visibilityState === 'visible';
  if (on && live === null) live = setInterval(() => void loadJournal().catch((error: unknown) => fail('journal', error)), 2000);
  if (!on && live !== null) {
    clearInterval(live);
    live = null;
  }
}

export async function loadSnapshots(): Promise<SnapshotInfo[]> {
  const list = await api<SnapshotInfo[]>('GET', '/__mock/snapshots');
  rows(
    'snapshots',
    list,
    (snap) => [
      snap.name,
      time(snap.savedAt),
      snap.seed,
      sizeText(snap.size),
      actionButtons([
        { action: 'snapshot-restore', text: 'Restore', key: snap.name, what: `snapshot ${snap.name}`, primary: true },
        { action: 'snapshot-download', text: 'Download', key: snap.name, what: `snapshot ${snap.name}` },
        { action: 'snapshot-delete', text: 'Delete', key: snap.name, what: `snapshot ${snap.name}` },
      ]),
    ],
    'No snapshots saved.',
  );
  return list;
}

export const refreshAll = () =>
  Promise.all([loadClock(), loadOutbox(''), loadFaults(), loadSwitches(), loadRecords(), loadJournal(), loadSnapshots()]);
