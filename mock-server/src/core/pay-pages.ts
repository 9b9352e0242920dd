import { wireMoney } from '../domain/money';
import { orderByRef, payerIdFor } from '../domain/payments';
import { refusedReturnPage } from '../domain/web-origins';
import { type MockState } from '../state';
import { type CoreResponse } from './core';
import { html, redirect, type RawQuery } from './kit';

/**
 * The mock PayPal approval page (served even with MOCK_CONTROL=off, like the OAuth consent pages): pay/payment
 * sends the browser to /__mock/pay/paypal?token=&return_to=<web origin>; as PayPal does for the real backend,
 * Approve returns to <return_to>/order/payment_result?status=1&token=&PayerID= and Cancel to
 * <return_to>/order/payment_result?status=0&local_order_no=PT…&token= (docs/backend-wire.md, payments).
 */
const esc = (text: string): string => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The allowed origin of return_to ('' when none is given: the return path stays relative), or null when the
 * address is not one of the web origins the mock serves (state.webOrigins; mock-server/README.md, "Return addresses").
 */
function returnOrigin(state: MockState, value: unknown): string | null {
  const checked = state.webOrigins.check(value);
  return checked.kind === 'refused' ? null : checked.kind === 'allowed' ? checked.origin : '';
}

const refuse = (): CoreResponse => html(refusedReturnPage(), 400);
const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:460px;margin:48px auto;padding:0 16px;color:#1a1a1a}
.brand{color:#003087;font-weight:700}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#555}
dd{margin:0;font-weight:600}button{margin:16px 8px 0 0;padding:10px 18px;font-size:16px;cursor:pointer;border-radius:20px;border:1px solid #003087}
.approve{background:#0070ba;color:#fff;border-color:#0070ba}.cancel{background:#fff;color:#003087}.note{color:#555;font-size:13px}</style></head>
<body><main><h1><span class="brand">PayPal</span> (mock)</h1>${body}
<p class="note">Mock payment page served by the mock API: no money moves and no request leaves this machine.</p></main></body></html>`;
}

/** The PayPal pages by path (after /__mock/pay/). */
export function payPages(state: MockState): Record<string, (q: RawQuery) => CoreResponse> {
  const approvalPage = (q: RawQuery): CoreResponse => {
    const token = first(q.token) ?? '';
    const returnTo = returnOrigin(state, q.return_to);
    if (returnTo === null) return refuse();
    const order = orderByRef(state.db.all('masterOrders'), 'paypal', token);
    const hidden = `<input type="hidden" name="token" value="${esc(token)}"><input type="hidden" name="return_to" value="${esc(returnTo)}">`;
    const body =
      order && !order.paid && !order.isCancel
        ? `<p>Review and approve your payment to the storefront.</p>
<dl><dt>Order</dt><dd>${esc(order.orderNo)}</dd><dt>Amount</dt><dd>USD ${wireMoney(order.payPrice)}</dd></dl>
<form method="get" action="/__mock/pay/paypal/approve">${hidden}<button type="submit" class="approve">Approve payment</button></form>
<form method="get" action="/__mock/pay/paypal/cancel">${hidden}<button type="submit" class="cancel">Cancel and return to the store</button></form>`
        : '<p>This payment is unknown, already paid or cancelled. Go back to the store and start the payment again.</p>';
    return html(page('Pay with PayPal (mock)', body));
  };

  const approve = (q: RawQuery): CoreResponse => {
    const token = first(q.token) ?? '';
    const back = returnOrigin(state, q.return_to);
    if (back === null) return refuse();
    if (!orderByRef(state.db.all('masterOrders'), 'paypal', token)) {
      return html(page('Pay with PayPal (mock)', '<p>Unknown payment token.</p>'), 400);
    }
    const query = new URLSearchParams({ status: '1', token, PayerID: payerIdFor(token) });
    return redirect(`${back}/order/payment_result?${query.toString()}`);
  };

  const cancel = (q: RawQuery): CoreResponse => {
    const back = returnOrigin(state, q.return_to);
    if (back === null) return refuse();
    const token = first(q.token) ?? '';
    const order = orderByRef(state.db.all('masterOrders'), 'paypal', token);
    const query = new URLSearchParams({ status: '0', local_order_no: order?.orderNo ?? '', token });
    return redirect(`${back}/order/payment_result?${query.toString()}`);
  };
  return { paypal: approvalPage, 'paypal/approve': approve, 'paypal/cancel': cancel };
}
