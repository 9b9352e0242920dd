// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import payments from '../../../locales/en/payments.json';
import validation from '../../../locales/en/validation.json';
import { PayOrderDialog } from './pay-order-dialog';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', defaultNS: 'common', resources: { en: { common, payments, validation } }, interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const envelope = (data: unknown) => Promise.resolve(new Response(JSON.stringify({ code: 200, message: 'Success', data }), { status: 200 }));

function stubApi() {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url.endsWith('/api/front/pay/method')) return envelope({ paypalStatus: true, stripeStatus: false, wechatPaySwitch: true });
    if (url.endsWith('/api/front/pay/payment')) {
      const body = JSON.parse(String(init?.body)) as { orderNo: string; payType: string };
      return envelope({ status: false, payType: body.payType, orderNo: body.orderNo, redirect: 'weixin://wxpay/bizpayurl?pr=abc', stripeClientSecret: null });
    }
    if (url.includes('/api/front/pay/query/wechat/pay/result/')) return envelope(false);
    return Promise.resolve(new Response(JSON.stringify({ code: 404, message: 'Not found', data: null }), { status: 404 }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PayOrderDialog orderNo="PT202611261700000001" payPrice="42.50" onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onClose;
}

describe('PayOrderDialog', () => {
  it('offers the switched-on methods, asks for one, and turns into the WeChat QR dialog', async () => {
    const fetch = stubApi();
    const onClose = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Pay for your order' });
    expect(within(dialog).getByText('PT202611261700000001')).toBeTruthy();
    expect(await within(dialog).findByRole('radio', { name: /^PayPal/ })).toBeTruthy();
    expect(within(dialog).queryByRole('radio', { name: /^Card/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $42.50' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please select a payment method');
    fireEvent.click(within(dialog).getByRole('radio', { name: /^WeChat Pay/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $42.50' }));
    const wechat = await screen.findByRole('dialog', { name: 'Pay with WeChat' });
    expect(within(wechat).getByRole('img', { name: 'WeChat Pay QR code' })).toBeTruthy();
    expect(within(wechat).getByTestId('wechat-code-url').textContent).toBe('weixin://wxpay/bizpayurl?pr=abc');
    const paymentCall = fetch.mock.calls.find(([url]) => url.endsWith('/api/front/pay/payment'));
    expect(JSON.parse(String(paymentCall?.[1]?.body))).toEqual({ orderNo: 'PT202611261700000001', payType: 'wechat', payChannel: 'pc' });
    fireEvent.click(within(wechat).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
