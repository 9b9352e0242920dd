// @vitest-environment jsdom
import type { MasterOrderDetail } from '@contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, setupMockApi } from '../../../testing/mock-api';
import { renderWithApp } from '../../../testing/render';
import { PayOrderDialog } from './pay-order-dialog';

const mock = setupMockApi();
afterEach(cleanup);

/** The demo shopper's seeded unpaid order over two shops (mock-server/README.md, "Orders"). */
const UNPAID = 'PT202512310800000005';

describe('PayOrderDialog', () => {
  it('offers the switched-on methods, asks for one, and turns into the WeChat QR dialog', async () => {
    const token = await mock.signIn();
    // Card payments switched off in the mock's settings: the dialog must not offer them.
    await ok(mock.api.mock.patchRecord({ params: { collection: 'settings', id: 1 }, body: { stripeStatus: false } }));
    const order = await ok<MasterOrderDetail>(mock.as(token).api.orders.masterDetail({ params: { orderNo: UNPAID } }));
    const onClose = vi.fn();
    await renderWithApp(<PayOrderDialog orderNo={UNPAID} payPrice={order.payPrice} onClose={onClose} />, {
      namespaces: ['payments', 'validation'],
    });

    const dialog = screen.getByRole('dialog', { name: 'Pay for your order' });
    expect(within(dialog).getByText(UNPAID)).toBeTruthy();
    expect(await within(dialog).findByRole('radio', { name: /^PayPal/ })).toBeTruthy();
    expect(within(dialog).queryByRole('radio', { name: /^Card/ })).toBeNull();
    const pay = within(dialog).getByRole('button', { name: /^Pay \$\d/ });
    fireEvent.click(pay);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please select a payment method');
    fireEvent.click(within(dialog).getByRole('radio', { name: /^WeChat Pay/ }));
    fireEvent.click(pay);

    const wechat = await screen.findByRole('dialog', { name: 'Pay with WeChat' });
    expect(within(wechat).getByRole('img', { name: 'WeChat Pay QR code' })).toBeTruthy();
    const codeUrl = within(wechat).getByTestId('wechat-qr').getAttribute('data-value');
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    // The code is drawn with how to scan it, never printed as a weixin:// text.
    expect(wechat.textContent).not.toContain('weixin://');
    expect(within(wechat).getByText('Tap + and choose Scan.')).toBeTruthy();
    // The mock took the order onto WeChat Pay from the pc channel (the request body the dialog sent).
    const masters = await ok<{ list: { orderNo: string; payType: string; payChannel: string; paid: boolean; redirect: string | null }[] }>(
      mock.api.mock.listCollection({ params: { collection: 'masterOrders' }, query: { limit: 1000, offset: 0 } }),
    );
    expect(masters.list.find((record) => record.orderNo === UNPAID)).toMatchObject({
      payType: 'wechat',
      payChannel: 'pc',
      paid: false,
      // The payment link is a secret the db view redacts (mock-server/README.md, What the mock exposes).
      redirect: '[redacted]',
    });
    fireEvent.click(within(wechat).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
