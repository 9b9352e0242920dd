import { resolveObjectURL } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, client, latestCode, raw, useMockApp } from '../test-support';

/**
 * The page script (console.ts) in a DOM, over the real control API of a test server: what the e2e journey does not
 * click (refusing a refund, auditing applications) and the checks the script makes before it calls a route.
 */
/** jsdom (the DOM of the web tests) ships no types: the one constructor used here, typed. */
type JsdomModule = { JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis } };

const mock = useMockApp({ each: 'signIn' });

const $ = <E extends Element = HTMLElement>(selector: string): E => {
  const found = document.querySelector<E>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};
const status = (name: string) => $(`[data-result="${name}"]`).textContent;
const rowOf = (table: string, text: string) =>
  [...document.querySelectorAll<HTMLTableRowElement>(`[data-table="${table}"] tr`)].find((row) => row.textContent?.includes(text));
const button = (row: HTMLTableRowElement | undefined, name: string) => {
  const found = [...(row?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.startsWith(name));
  if (!found) throw new Error(`no button ${name} in ${row?.textContent ?? 'no row'}`);
  return found;
};
/** As a pointer does: the button takes focus, then the click. */
const press = (row: HTMLTableRowElement | undefined, name: string) => {
  const target = button(row, name);
  target.focus();
  target.click();
};
const refreshed = async () => {
  $('[data-action="refresh"]').click();
  await vi.waitFor(() => expect(status('refresh')).toBe('Every card shows the current state.'));
};

beforeAll(async () => {
  const html = await readFile(new URL('./console.html', import.meta.url), 'utf8');
  // A window of its own (the server beside it stays in Node): the page's globals are the window's.
  const { JSDOM } = (await import('jsdom' as string)) as JsdomModule;
  const { window } = new JSDOM(html.replace(/<script[^>]*><\/script>|<link[^>]*>/g, ''), { url: 'http://127.0.0.1/__mock/ui' });
  for (const name of [
    'window',
    'document',
    'Node',
    'Element',
    'HTMLElement',
    'HTMLFormElement',
    'HTMLInputElement',
    'HTMLSelectElement',
  ] as const)
    vi.stubGlobal(name, name === 'window' ? window : window[name]);
  // The browser's fetch, answered by the test server.
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const res = await mock.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
  });
  await import('./console');
});
// The node suites share their globals (vitest.config.ts, isolate: false): no other file may see this window.
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('QA console page', () => {
  it('refuses a refund from its row only with a reason, then approves the next one', async () => {
    const shopper = client(mock.app, mock.token);
    const [order] = (await answer(shopper.api.orders.list({ query: { type: 1, page: 1, limit: 20 } }))).data?.list ?? [];
    if (!order) throw new Error('seed: no order awaiting shipment');
    expect((await answer(shopper.api.refunds.apply({ body: { orderNo: order.orderNo, text: 'Wrong size' } }))).code).toBe(200);
    await refreshed();

    const refund = () => rowOf('refunds', order.orderNo);
    expect(refund()?.textContent).toContain('awaiting review');
    expect(refund()?.textContent).toContain('shopper@example.com');
    expect(refund()?.querySelector('time')?.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    press(refund(), 'Refuse');
    await vi.waitFor(() => expect(status('refunds')).toBe('Refused: write the reason for refusing first.'));
    expect(document.activeElement).toBe($('[data-shared="refundReason"]'));
    expect(refund()?.textContent).toContain('awaiting review');

    $<HTMLInputElement>('[data-shared="refundReason"]').value = 'Worn before return';
    press(refund(), 'Refuse');
    await vi.waitFor(() => expect(status('refunds')).toMatch(/^Refund RE\d+ refused: Worn before return\.$/));
    expect(refund()?.textContent).toContain('refused');
    expect(refund()?.querySelectorAll('button')).toHaveLength(0);
    // The order is shippable again, from its row.
    expect(button(rowOf('orders', order.orderNo), 'Ship').textContent).toBe(`Ship order ${order.orderNo}`);
    // Its buttons gone, focus lands on the card's status line rather than the top of the page.
    expect(document.activeElement).toBe($('[data-result="refunds"]'));

    // Asked again, the shop approves it all the way: the refund and its order are refunded.
    expect((await answer(shopper.api.refunds.apply({ body: { orderNo: order.orderNo, text: 'Wrong size' } }))).code).toBe(200);
    await refreshed();
    const again = () => rowOf('refunds', 'awaiting review');
    press(again(), 'Approve refund');
    await vi.waitFor(() => expect(status('refunds')).toMatch(/^Refund RE\d+ approved: refunded\.$/));
    expect(rowOf('orders', order.orderNo)?.textContent).toContain('refunded');
  });

  it('approves and rejects settle-in applications from their rows, naming the applicant', async () => {
    const apply = async (email: string, name: string) => {
      await answer(raw(mock.app, 'settleIn.settledEmailCode', { body: email }));
      const body = {
        name,
        categoryId: 1,
        typeId: 1,
        realName: 'Ada Owner',
        email,
        address: '1 Market Street',
        qualificationPicture: JSON.stringify(['/mock-images/u/product-1.png']),
        phone: '13800000000',
        handlingFee: 3,
        captcha: await latestCode(mock.app, email),
      };
      expect((await answer(raw(mock.app, 'settleIn.settledApply', { token: mock.token, body }))).code).toBe(200);
    };
    await apply('one@fresh.test', 'Fresh Foods Ltd');
    await apply('two@fresh.test', 'Second Street Books');
    await refreshed();

    const row = (name: string) => rowOf('settle', name);
    expect(row('Fresh Foods Ltd')?.textContent).toContain('shopper@example.com');
    expect(row('Fresh Foods Ltd')?.textContent).toContain('pending');
    press(row('Fresh Foods Ltd'), 'Approve');
    await vi.waitFor(() => expect(status('settle')).toMatch(/^Application \d+ \(Fresh Foods Ltd\) approved\.$/));

    press(row('Second Street Books'), 'Reject');
    await vi.waitFor(() => expect(status('settle')).toBe('Refused: write the reason for rejecting first.'));
    $<HTMLInputElement>('[data-shared="denialReason"]').value = 'Missing licence';
    press(row('Second Street Books'), 'Reject');
    await vi.waitFor(() => expect(status('settle')).toMatch(/^Application \d+ \(Second Street Books\) rejected: Missing licence\.$/));
    expect(row('Second Street Books')?.textContent).toContain('Missing licence');
    expect(row('Fresh Foods Ltd')?.textContent).toContain('approved');
  });

  it('saves, restores and deletes a snapshot from its row, and lists the journal by path', async () => {
    const submit = (action: string, fields: Record<string, string>) => {
      const form = $<HTMLFormElement>(`form[data-action="${action}"]`);
      for (const [name, text] of Object.entries(fields)) (form.elements.namedItem(name) as HTMLInputElement).value = text;
      form.requestSubmit();
    };
    submit('snapshot-save', { name: 'before-ship' });
    await vi.waitFor(() => expect(status('snapshots')).toMatch(/^Snapshot before-ship saved in \d+ ms \([\d.]+ [KM]?B\)\.$/));
    expect(rowOf('snapshots', 'before-ship')?.querySelector('time')?.dateTime).toMatch(/^\d{4}-/);

    const shopper = client(mock.app, mock.token);
    const [order] = (await answer(shopper.api.orders.list({ query: { type: 1, page: 1, limit: 20 } }))).data?.list ?? [];
    if (!order) throw new Error('seed: no order awaiting shipment');
    expect((await answer(raw(mock.app, 'mock.shipOrder', { params: { orderNo: order.orderNo } }))).code).toBe(200);
    await refreshed();
    expect(rowOf('orders', order.orderNo)?.textContent).toContain('shipped, awaiting receipt');

    press(rowOf('snapshots', 'before-ship'), 'Restore');
    await vi.waitFor(() => expect(status('snapshots')).toMatch(/^Snapshot before-ship restored in \d+ ms: every card shows its state\.$/));
    expect(rowOf('orders', order.orderNo)?.textContent).toContain('awaiting shipment');

    // The journal: the shopper's order list above, found by its path; the control calls are not in it.
    submit('journal', { path: '/api/front/order/list', limit: '5' });
    await vi.waitFor(() => expect(status('journal')).toMatch(/^1 of 1 matching request shown, newest first\.$/));
    const entry = rowOf('journal', '/api/front/order/list');
    expect(entry?.textContent).toContain('GET');
    expect(entry?.textContent).toContain('?type=1&page=1&limit=20');
    expect(entry?.textContent).toContain('HTTP 200 · code 200');

    press(rowOf('snapshots', 'before-ship'), 'Delete');
    await vi.waitFor(() => expect(status('snapshots')).toBe('Snapshot before-ship deleted.'));
    expect($('[data-table="snapshots"]').textContent).toBe('No snapshots saved.');
  });

  it('downloads a snapshot as its file and loads a file under the name it carries', async () => {
    expect((await answer(raw(mock.app, 'mock.saveSnapshot', { body: { name: 'scenario-a' } }))).code).toBe(200);
    await refreshed();
    // The download is a link to the file's blob, clicked: caught here instead of navigating.
    const clicked = vi.spyOn(window.HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    press(rowOf('snapshots', 'scenario-a'), 'Download');
    await vi.waitFor(() => expect(status('snapshots')).toBe('Snapshot scenario-a downloaded as scenario-a.json.'));
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    clicked.mockRestore();
    expect(link.download).toBe('scenario-a.json');
    const text = (await resolveObjectURL(link.href)?.text()) ?? '';
    expect(JSON.parse(text)).toMatchObject({ format: 'mock-snapshot', name: 'scenario-a' });

    const form = $<HTMLFormElement>('form[data-action="snapshot-upload"]');
    const input = form.elements.namedItem('file') as HTMLInputElement;
    // jsdom keeps a file input's own list empty (its `required` would block requestSubmit): the chosen file is set
    // on the element and the form submitted as the browser does once it validates.
    const upload = () => form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
    Object.defineProperty(input, 'files', {
      configurable: true,
      value: [new window.File([text], 'scenario-b.json', { type: 'application/json' })],
    });
    upload();
    await vi.waitFor(() => expect(status('snapshots')).toBe('Snapshot scenario-b loaded from scenario-b.json: restore it to use it.'));
    expect(rowOf('snapshots', 'scenario-b')?.textContent).toContain('Restore');

    // Not a snapshot file: refused with the mock's reason, nothing kept.
    Object.defineProperty(input, 'files', { configurable: true, value: [new window.File(['{"format":"other"}'], 'odd.json')] });
    upload();
    await vi.waitFor(() => expect(status('snapshots')).toMatch(/^Refused: /));
    expect(rowOf('snapshots', 'odd')).toBeUndefined();
    for (const name of ['scenario-a', 'scenario-b']) await answer(raw(mock.app, 'mock.deleteSnapshot', { params: { name } }));
  });
});
