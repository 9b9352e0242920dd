// The QA console's client (served at /__mock/ui/console.js; mock-server/README.md "QA console"). Plain JavaScript
// over the control API: every action calls one /__mock route and shows the state it answered.

/** One control call; answers `data` of a code-200 envelope, throws the envelope's message otherwise. */
async function api(method, path, body) {
  const init = { method, headers: { accept: 'application/json' } };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const envelope = await response.json();
  if (envelope.code !== 200) throw new Error(envelope.message || `code ${envelope.code}`);
  return envelope.data;
}

const $ = (selector) => document.querySelector(selector);
const result = (name) => $(`[data-result="${name}"]`);

function say(name, text) {
  const el = result(name);
  el.textContent = text;
  el.classList.remove('alert', 'alert-error');
}

function fail(name, error) {
  const el = result(name);
  el.textContent = `Refused: ${error instanceof Error ? error.message : String(error)}`;
  // daisyUI's alert pairs the error colour with its contrasting text (plain error-coloured text is too light).
  el.classList.add('alert', 'alert-error');
}

/** Fills a table body with rows of text cells (textContent only: values come from the db). */
function rows(name, list, cells, empty) {
  const body = $(`[data-table="${name}"]`);
  body.replaceChildren();
  if (list.length === 0) {
    const row = body.insertRow();
    const cell = row.insertCell();
    cell.colSpan = body.closest('table').querySelectorAll('th').length;
    cell.textContent = empty;
    return;
  }
  for (const item of list) {
    const row = body.insertRow();
    for (const value of cells(item)) row.insertCell().textContent = value === null || value === undefined ? '—' : String(value);
  }
}

const ORDER_STATUS = { 0: 'awaiting shipment', 1: 'shipped, awaiting receipt', 2: 'received', 3: 'completed', 9: 'cancelled' };
const ORDER_REFUND = { 0: 'none', 1: 'applied', 2: 'refunding', 3: 'refunded' };
const REFUND_STATUS = { 0: 'awaiting review', 1: 'refused', 2: 'refunding', 3: 'refunded' };
const AUDIT_STATUS = { 1: 'pending', 2: 'approved', 3: 'rejected' };

const newest = (list) => [...list].sort((a, b) => b.id - a.id);

async function loadClock() {
  const clock = await api('GET', '/__mock/clock');
  $('[data-clock-now]').textContent = clock.now;
  $('[data-clock-mode]').textContent = clock.frozen ? '(fixed or moved)' : '(real time)';
  return clock;
}

async function loadOutbox(to) {
  const messages = await api('GET', `/__mock/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  // Newest first: the first message per address carries its latest code.
  const latest = new Map();
  for (const message of messages) if (!latest.has(message.to)) latest.set(message.to, message);
  rows('outbox', [...latest.values()], (m) => [m.to, m.channel, m.subject, m.code ?? 'no code', m.sentAt], 'Nothing sent yet.');
  return latest.size;
}

async function loadFaults() {
  const faults = await api('GET', '/__mock/faults');
  const effect = (f) =>
    [
      f.drop ? 'drop the connection' : null,
      f.code !== undefined ? `code ${f.code}${f.message ? ` "${f.message}"` : ''}` : null,
      f.delayMs ? `delay ${f.delayMs} ms` : null,
    ]
      .filter(Boolean)
      .join(', ');
  rows(
    'faults',
    faults,
    (f) => [f.id, f.method, f.path, effect(f), f.remaining ?? 'always'],
    'No faults: every request is answered normally.',
  );
  return faults.length;
}

async function loadSwitches() {
  const [settings] = (await api('GET', '/__mock/db/settings?limit=1')).list;
  for (const input of document.querySelectorAll('[data-switches] input')) input.checked = Boolean(settings?.[input.name]);
}

async function loadOrders() {
  const list = newest((await api('GET', '/__mock/db/storeOrders?limit=1000')).list).slice(0, 15);
  rows(
    'orders',
    list,
    (o) => [
      o.orderNo,
      o.uid,
      o.paid ? 'yes' : 'no',
      ORDER_STATUS[o.status] ?? o.status,
      ORDER_REFUND[o.refundStatus] ?? o.refundStatus,
      o.deliveryName ? `${o.deliveryName} ${o.deliveryId}` : null,
    ],
    'No orders.',
  );
}

async function loadRefunds() {
  const list = newest((await api('GET', '/__mock/db/refundOrders?limit=1000')).list).slice(0, 15);
  rows(
    'refunds',
    list,
    (r) => [r.refundOrderNo, r.orderNo, REFUND_STATUS[r.refundStatus] ?? r.refundStatus, r.refundReason ?? r.refundReasonWap],
    'No refunds.',
  );
}

async function loadApplications() {
  const list = newest((await api('GET', '/__mock/db/merchantApplications?limit=1000')).list).slice(0, 15);
  rows('settle', list, (a) => [a.id, a.name, AUDIT_STATUS[a.auditStatus] ?? a.auditStatus, a.denialReason], 'No applications.');
}

const refreshAll = () =>
  Promise.all([loadClock(), loadOutbox(''), loadFaults(), loadSwitches(), loadOrders(), loadRefunds(), loadApplications()]);

const value = (form, name) => form.elements.namedItem(name).value.trim();
const optional = (form, name) => value(form, name) || undefined;
const optionalNumber = (form, name) => (value(form, name) === '' ? undefined : Number(value(form, name)));

/** Form actions: each answers the sentence shown in its card's status line. */
const actions = {
  reset: [
    'reset',
    async (form) => {
      const seed = optionalNumber(form, 'seed');
      const done = await api('POST', '/__mock/reset', seed === undefined ? {} : { seed });
      await refreshAll();
      return `Data reset to seed ${done.seed} in ${done.ms} ms.`;
    },
  ],
  'clock-set': [
    'clock',
    async (form) => {
      const clock = await api('POST', '/__mock/clock', { now: value(form, 'now') });
      await loadClock();
      return `Clock set: ${clock.now}.`;
    },
  ],
  'clock-advance': [
    'clock',
    async (form) => {
      const clock = await api('POST', '/__mock/clock', { advanceMs: Number(value(form, 'minutes')) * 60_000 });
      await loadClock();
      return `Clock moved: now ${clock.now}.`;
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
      const fault = {
        method: value(form, 'method'),
        path: value(form, 'path'),
        code: optionalNumber(form, 'code'),
        message: optional(form, 'message'),
        delayMs: optionalNumber(form, 'delayMs'),
        count: optionalNumber(form, 'count'),
      };
      if (form.elements.namedItem('drop').checked) fault.drop = true;
      const { id } = await api('POST', '/__mock/faults', fault);
      const count = await loadFaults();
      return `Fault ${id} added; ${count} in force.`;
    },
  ],
  ship: [
    'orders',
    async (form) => {
      const body = {
        deliveryName: optional(form, 'deliveryName'),
        deliveryCode: optional(form, 'deliveryCode'),
        deliveryId: optional(form, 'deliveryId'),
      };
      const order = await api('POST', `/__mock/orders/${encodeURIComponent(value(form, 'orderNo'))}/ship`, body);
      await loadOrders();
      return `Order ${order.orderNo} shipped with ${order.deliveryName}, tracking ${order.deliveryId}.`;
    },
  ],
  deliver: [
    'orders',
    async (form) => {
      const order = await api('POST', `/__mock/orders/${encodeURIComponent(value(form, 'orderNo'))}/deliver`);
      await loadOrders();
      return `Order ${order.orderNo} delivered: ${ORDER_STATUS[order.status] ?? order.status}.`;
    },
  ],
  'refund-approve': [
    'refunds',
    async (form) => {
      const refund = await api('POST', `/__mock/refunds/${encodeURIComponent(value(form, 'refundOrderNo'))}/approve`, {
        until: value(form, 'until'),
      });
      await Promise.all([loadRefunds(), loadOrders()]);
      return `Refund ${refund.refundOrderNo} approved: ${REFUND_STATUS[refund.refundStatus] ?? refund.refundStatus}.`;
    },
  ],
  'refund-reject': [
    'refunds',
    async (form) => {
      const refund = await api('POST', `/__mock/refunds/${encodeURIComponent(value(form, 'refundOrderNo'))}/reject`, {
        reason: value(form, 'reason'),
      });
      await Promise.all([loadRefunds(), loadOrders()]);
      return `Refund ${refund.refundOrderNo} refused: ${refund.refundReason ?? value(form, 'reason')}.`;
    },
  ],
  'settle-approve': [
    'settle',
    async (form) => {
      const record = await api('POST', `/__mock/settle-in/${encodeURIComponent(value(form, 'id'))}/audit`, { decision: 'approve' });
      await loadApplications();
      return `Application ${record.id} (${record.name}) ${AUDIT_STATUS[record.auditStatus] ?? record.auditStatus}.`;
    },
  ],
  'settle-reject': [
    'settle',
    async (form) => {
      const record = await api('POST', `/__mock/settle-in/${encodeURIComponent(value(form, 'id'))}/audit`, {
        decision: 'reject',
        reason: value(form, 'reason'),
      });
      await loadApplications();
      return `Application ${record.id} (${record.name}) ${AUDIT_STATUS[record.auditStatus] ?? record.auditStatus}: ${record.denialReason}.`;
    },
  ],
};

async function run(name, task) {
  say(name, 'Working…');
  try {
    say(name, await task());
  } catch (error) {
    fail(name, error);
  }
}

document.addEventListener('submit', (event) => {
  const form = event.target;
  const action = actions[form.dataset.action];
  if (!action) return;
  event.preventDefault();
  const [name, task] = action;
  void run(name, () => task(form));
});

document.addEventListener('click', (event) => {
  const button = event.target.closest('button[type="button"][data-action]');
  if (!button) return;
  if (button.dataset.action === 'clock-real') {
    void run('clock', async () => {
      const clock = await api('POST', '/__mock/clock', { real: true });
      await loadClock();
      return `Clock follows real time: ${clock.now}.`;
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
  if (!input.closest('[data-switches]')) return;
  void run('switches', async () => {
    const settings = await api('PATCH', '/__mock/db/settings/1', { [input.name]: input.checked });
    input.checked = Boolean(settings[input.name]);
    return `${input.closest('label').textContent.trim()}: ${settings[input.name] ? 'on' : 'off'}.`;
  });
});

void refreshAll().catch((error) => fail('reset', error));
