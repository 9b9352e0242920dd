// The QA console's page script (served as /__mock/ui/console.js; mock-server/README.md "QA console"). Browser code
// over the control API: every action calls one /__mock route and shows the state it answered. The labels, the
// actions a row offers, names and times come from console-model.ts.
import type { ActiveFault, Clock, JournalPage, OutboxMessage, SnapshotInfo } from '@contract';
import type { CollectionName, RecordOf } from '../db/schema';
import {
  AUDIT_STATUS,
  ORDER_REFUND,
  answerText,
  bodyFull,
  bodyPreview,
  isSnapshotName,
  journalQuery,
  queryText,
  sizeText,
  uploadName,
  REFUND_STATUS,
  applicationActions,
  byKey,
  faultEffect,
  isoToLocalInput,
  label,
  latestPerAddress,
  localInputToIso,
  localTime,
  newest,
  orderActions,
  orderStatus,
  productsOf,
  refundActions,
  shopName,
  shopperName,
  timeFormat,
  type MasterOrder,
  type Merchant,
  type User,
} from './console-model.js';

interface Envelope {
  code: number;
  message?: string;
  data: unknown;
}

/** One control call; answers `data` of a code-200 envelope, throws the envelope's message otherwise. */
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const init: RequestInit = { method, headers };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const envelope = (await (await fetch(path, init)).json()) as Envelope;
  if (envelope.code !== 200) throw new Error(envelope.message || `code ${envelope.code}`);
  // The control API's answers, typed by the contract (contract/src/mock-control.ts).
  return envelope.data as T;
}

/** Every record of a collection, a page of 1000 at a time (the db view's largest page). */
async function all<K extends CollectionName>(name: K): Promise<RecordOf<K>[]> {
  const out: RecordOf<K>[] = [];
  for (;;) {
    const page = await api<{ total: number; list: RecordOf<K>[] }>('GET', `/__mock/db/${name}?limit=1000&offset=${out.length}`);
    out.push(...page.list);
    if (page.list.length === 0 || out.length >= page.total) return out;
  }
}

/** The newest `count` records of a collection: the last ones inserted. */
async function newestOf<K extends CollectionName>(name: K, count: number): Promise<RecordOf<K>[]> {
  const { total } = await api<{ total: number }>('GET', `/__mock/db/${name}?limit=1`);
  const offset = Math.max(0, total - count);
  return newest((await api<{ list: RecordOf<K>[] }>('GET', `/__mock/db/${name}?limit=${count}&offset=${offset}`)).list, count);
}

function $<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`The page has no ${selector}`);
  return found;
}

const result = (name: string) => $(`[data-result="${name}"]`);

function say(name: string, text: string): void {
  const el = result(name);
  el.textContent = text;
  el.classList.remove('alert', 'alert-error');
}

function fail(name: string, error: unknown): void {
  const el = result(name);
  el.textContent = `Refused: ${error instanceof Error ? error.message : String(error)}`;
  // daisyUI's alert pairs the error colour with its contrasting text (plain error-coloured text is too light).
  el.classList.add('alert', 'alert-error');
}

const format = timeFormat();

/** A time in the browser's locale and zone, with the instant in `datetime` and the stored text as a hint. */
function time(text: string | null | undefined): Node | null {
  const local = localTime(text, format);
  if (!local || !text) return null;
  const el = document.createElement('time');
  el.dateTime = local.iso;
  el.title = text;
  el.textContent = local.text;
  return el;
}

type Cell = string | number | Node | null | undefined;

/** Fills a table body with one row per item (text through textContent only: values come from the db). */
function rows<T>(name: string, list: readonly T[], cells: (item: T) => Cell[], empty: string): void {
  const body = $<HTMLTableSectionElement>(`[data-table="${name}"]`);
  body.replaceChildren();
  if (list.length === 0) {
    const cell = body.insertRow().insertCell();
    cell.colSpan = body.closest('table')?.querySelectorAll('th').length ?? 1;
    cell.textContent = empty;
    return;
  }
  for (const item of list) {
    const row = body.insertRow();
    for (const value of cells(item)) {
      const cell = row.insertCell();
      if (value instanceof Node) cell.append(value);
      else cell.textContent = value === null || value === undefined || value === '' ? '—' : String(value);
    }
  }
}

/** Stacked lines in one cell: the first as is, the others small and muted (a time, a second name). */
function stack(...parts: Cell[]): Node {
  const box = document.createElement('div');
  box.className = 'flex flex-col';
  parts.forEach((part, index) => {
    if (part === null || part === undefined || part === '') return;
    const line = document.createElement('span');
    if (index > 0) line.className = 'text-xs text-base-content/70';
    line.append(part instanceof Node ? part : String(part));
    box.append(line);
  });
  return box;
}

/** A row's action buttons: the visible verb, and the record it acts on for screen readers. */
function actionButtons(actions: readonly { action: string; text: string; key: string; what: string; primary?: boolean }[]): Node {
  const box = document.createElement('div');
  box.className = 'flex flex-wrap gap-1';
  for (const { action, text, key, what, primary } of actions) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = primary ? 'btn btn-primary btn-xs' : 'btn btn-outline btn-xs';
    button.dataset.rowAction = action;
    button.dataset.key = key;
    const hidden = document.createElement('span');
    hidden.className = 'sr-only';
    hidden.textContent = ` ${what}`;
    button.append(text, hidden);
    box.append(button);
  }
  return box;
}

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

async function loadClock(): Promise<Clock> {
  const clock = await api<Clock>('GET', '/__mock/clock');
  $('[data-clock-now]').replaceChildren(time(clock.now) ?? clock.now);
  $('[data-clock-mode]').textContent = clock.frozen ? '(fixed or moved)' : '(real time)';
  const input = $<HTMLInputElement>('input[name="now"]');
  if (input.value === '') input.value = isoToLocalInput(clock.now);
  return clock;
}

async function loadOutbox(to: string): Promise<number> {
  const messages = await api<OutboxMessage[]>('GET', `/__mock/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  const latest = latestPerAddress(messages);
  rows('outbox', latest, (m) => [m.to, m.channel, m.subject, m.code ?? 'no code', time(m.sentAt)], 'Nothing sent yet.');
  return latest.length;
}

async function loadFaults(): Promise<number> {
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
async function loadRecords(): Promise<void> {
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

async function loadJournal(): Promise<JournalPage> {
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

const journalSummary = (page: JournalPage) =>
  `${page.list.length} of ${page.total} matching request${page.total === 1 ? '' : 's'} shown, newest first.`;

/** Live journal: reloads every 2 s while the switch is on and the page is in view. */
let live: ReturnType<typeof setInterval> | null = null;
function followJournal(): void {
  const on = $<HTMLInputElement>('input[name="journal-live"]').checked && document.visibilityState === 'visible';
  if (on && live === null) live = setInterval(() => void loadJournal().catch((error: unknown) => fail('journal', error)), 2000);
  if (!on && live !== null) {
    clearInterval(live);
    live = null;
  }
}

async function loadSnapshots(): Promise<SnapshotInfo[]> {
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

const refreshAll = () =>
  Promise.all([loadClock(), loadOutbox(''), loadFaults(), loadSwitches(), loadRecords(), loadJournal(), loadSnapshots()]);

const field = (form: HTMLFormElement, name: string): HTMLInputElement => {
  const el = form.elements.namedItem(name);
  if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) throw new Error(`The form has no field ${name}`);
  return el as HTMLInputElement;
};
const value = (form: HTMLFormElement, name: string) => field(form, name).value.trim();
const optional = (form: HTMLFormElement, name: string) => value(form, name) || undefined;
const optionalNumber = (form: HTMLFormElement, name: string) => (value(form, name) === '' ? undefined : Number(value(form, name)));

/** The card's shared field a row action reads (the courier, a reason); focused when it must be filled first. */
function sharedField(name: string): HTMLInputElement {
  return $<HTMLInputElement>(`[data-shared="${name}"]`);
}

function requiredReason(name: string, what: string): string {
  const input = sharedField(name);
  const reason = input.value.trim();
  if (reason === '') {
    input.focus();
    throw new Error(`write the reason for ${what} first.`);
  }
  return reason;
}

/** Form actions: each answers the sentence shown in its card's status line. */
const formActions: Record<string, [string, (form: HTMLFormElement) => Promise<string>]> = {
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
const rowActions: Record<string, [string, (key: string) => Promise<string>]> = {
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

async function run(name: string, task: () => Promise<string>): Promise<void> {
  say(name, 'Working…');
  try {
    say(name, await task());
  } catch (error) {
    fail(name, error);
  }
}

/**
 * After a row action redraws its table the pressed button is gone: focus moves to the same record's next move, or
 * else to the card's status line, never to the top of the page. Focus the action itself moved (to the reason field
 * it asks for) stays where it is.
 */
function refocus(pressed: HTMLButtonElement, table: Element | null, key: string, name: string): void {
  const active = document.activeElement;
  if (active && active !== document.body && active !== pressed && active.isConnected) return;
  if (pressed.isConnected) return pressed.focus();
  const next = [...(table?.querySelectorAll<HTMLButtonElement>('button[data-key]') ?? [])].find((button) => button.dataset.key === key);
  (next ?? result(name)).focus();
}

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const action = formActions[form.dataset.action ?? ''];
  if (!action) return;
  event.preventDefault();
  const [name, task] = action;
  void run(name, () => task(form));
});

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const rowButton = target?.closest<HTMLButtonElement>('button[data-row-action]');
  if (rowButton) {
    const action = rowActions[rowButton.dataset.rowAction ?? ''];
    const key = rowButton.dataset.key ?? '';
    if (!action) return;
    const [name, task] = action;
    const table = rowButton.closest('table');
    // Once: a second click would send the move twice. A refused move leaves the row as it was, button enabled.
    rowButton.disabled = true;
    void run(name, () => task(key)).then(() => {
      rowButton.disabled = false;
      refocus(rowButton, table, key, name);
    });
    return;
  }
  const button = target?.closest<HTMLButtonElement>('button[type="button"][data-action]');
  if (!button) return;
  if (button.dataset.action === 'refresh') void run('refresh', async () => (await refreshAll(), 'Every card shows the current state.'));
  if (button.dataset.action === 'clock-real') {
    void run('clock', async () => {
      const clock = await api<Clock>('POST', '/__mock/clock', { real: true });
      await loadClock();
      return `Clock follows real time: ${localTime(clock.now, format)?.text ?? clock.now}.`;
    });
  }
  if (button.dataset.action === 'journal-clear') {
    void run('journal', async () => {
      await api('DELETE', '/__mock/requests');
      await loadJournal();
      return 'Journal emptied.';
    });
  }
  if (button.dataset.action === 'fault-clear') {
    void run('faults', async () => {
      await api('DELETE', '/__mock/faults');
      await loadFaults();
      return 'Every fault removed.';
    });
  }
});

document.addEventListener('change', (event) => {
  const input = event.target;
  if (input instanceof HTMLInputElement && input.name === 'journal-live') return followJournal();
  if (!(input instanceof HTMLInputElement) || !input.closest('[data-switches]')) return;
  void run('switches', async () => {
    const settings = await api<Record<string, unknown>>('PATCH', '/__mock/db/settings/1', { [input.name]: input.checked });
    input.checked = Boolean(settings[input.name]);
    return `${input.closest('label')?.textContent?.trim() ?? input.name}: ${settings[input.name] ? 'on' : 'off'}.`;
  });
});

document.addEventListener('visibilitychange', followJournal);

void refreshAll().catch((error: unknown) => fail('refresh', error));
followJournal();
