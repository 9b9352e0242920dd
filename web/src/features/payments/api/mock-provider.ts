import type { StripeConfirmBody, StripeIntent, WechatScanResult } from '@contract';
import { ApiError } from '../../../lib/api/api-errors';
import { getConfig } from '../../../lib/config';

/**
 * paymentMode "mock": the mock's stand-ins for Stripe and for a phone scanning a WeChat code (its /__mock control
 * routes stripeIntent, stripeConfirm and wechatScan). They are outside the storefront API, so not in the web's
 * route table: plain requests typed with the contract's schemas.
 */
async function mockControl<T>(path: string, body?: unknown): Promise<T> {
  const base = getConfig().apiBase.replace(/\/+$/, '');
  const init: RequestInit =
    body === undefined
      ? { method: 'GET', headers: { Accept: 'application/json' } }
      : { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  let response: Response;
  try {
    response = await fetch(`${base}/__mock/pay/${path}`, init);
  } catch (error) {
    throw new ApiError('network', 0, error instanceof Error ? error.message : String(error), 0);
  }
  const envelope = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown; data?: unknown } | null;
  const message = typeof envelope?.message === 'string' ? envelope.message : '';
  if (!response.ok) throw new ApiError('http', response.status, message, response.status);
  if (envelope?.code !== 200) throw new ApiError('app', typeof envelope?.code === 'number' ? envelope.code : 500, message);
  return envelope.data as T;
}

export function mockStripeIntent(clientSecret: string): Promise<StripeIntent> {
  return mockControl(`stripe/intent?${new URLSearchParams({ clientSecret }).toString()}`);
}

export function mockStripeConfirm(body: StripeConfirmBody): Promise<StripeIntent> {
  return mockControl('stripe/confirm', body);
}

export function mockWechatScan(orderNo: string): Promise<WechatScanResult> {
  return mockControl('wechat/scan', { orderNo });
}
