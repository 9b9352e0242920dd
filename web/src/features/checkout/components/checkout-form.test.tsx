// @vitest-environment jsdom
import type { CheckoutFormValues, PreOrderVo, UserAddress } from '@contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, setupMockApi } from '../../../testing/mock-api';
import { renderWithApp } from '../../../testing/render';
import { CheckoutForm, type PaymentFieldProps } from './checkout-form';

/**
 * The validation's module (zod and the contract's schemas) behind a gate the test opens, and able to fail once as a
 * failed fetch would: the form must paint without it and wait for it on submit.
 */
const resolverModule = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const state = { fail: false, gate: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
  return state;
});
vi.mock('../lib/checkout-form-resolver', async (importOriginal) => {
  await resolverModule.gate;
  if (resolverModule.fail) {
    resolverModule.fail = false;
    throw new TypeError('Failed to fetch dynamically imported module: checkout-form-resolver.js');
  }
  return importOriginal();
});

const mock = setupMockApi();
afterEach(cleanup);

async function checkoutFor(token: string): Promise<{ preOrderNo: string; preOrder: PreOrderVo; addresses: UserAddress[] }> {
  const shopper = mock.as(token);
  const detail = await ok<{ productValue: Record<string, { id: number; stock: number }> }>(
    shopper.api.products.detail({ params: { id: 1 } }),
  );
  const sku = Object.values(detail.productValue).find((value) => value.stock > 0);
  if (!sku) throw new Error('seed: product 1 has no stock');
  const { preOrderNo } = await ok<{ preOrderNo: string }>(
    shopper.api.orders.preOrder({
      body: { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: sku.id, productNum: 1 }] },
    }),
  );
  const preOrder = await ok<PreOrderVo>(shopper.api.checkout.loadPreOrder({ params: { preOrderNo } }));
  const addresses = await ok<UserAddress[]>(shopper.api.addresses.listAll());
  return { preOrderNo, preOrder, addresses };
}

/** The route puts the payment feature's field here (app/routes/order-confirm-page.tsx); a plain one will do. */
const renderPayment = (field: PaymentFieldProps) => (
  <fieldset>
    <legend>Payment method</legend>
    <label>
      <input
        type="radio"
        name="payType"
        ref={field.inputRef}
        checked={field.value === 'paypal'}
        onChange={() => field.onChange('paypal')}
      />
      PayPal
    </label>
    {field.error ? <p>{field.error}</p> : null}
  </fieldset>
);

describe('CheckoutForm', () => {
  it('paints before its validation code, says so when that code cannot be fetched, then validates and submits', async () => {
    const token = await mock.signIn();
    const { preOrderNo, preOrder, addresses } = await checkoutFor(token);
    const onSubmit = vi.fn<(body: CheckoutFormValues, payFee: string) => Promise<void>>(() => Promise.resolve());
    await renderWithApp(
      <CheckoutForm
        preOrderNo={preOrderNo}
        preOrder={preOrder}
        addresses={{ list: addresses, loading: false, error: null, retry: () => undefined }}
        addedAddressId={null}
        onAddAddress={() => undefined}
        renderPayment={renderPayment}
        onSubmit={onSubmit}
        busy={false}
      />,
      { namespaces: ['checkout', 'addresses', 'validation'] },
    );

    // The lines, the address and the submit button are there while the validation's code is still on its way.
    const line = preOrder.orderList[0]?.orderInfoList[0];
    expect(await screen.findByText(line?.productName ?? '(no line)')).toBeTruthy();
    const chosen = addresses.find((address) => address.isDefault) ?? addresses[0];
    expect(screen.getByText(new RegExp(chosen?.detail ?? '(no address)'))).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit order' });

    // Its fetch fails: the form says the network is down and sends nothing.
    resolverModule.fail = true;
    resolverModule.open();
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('The network is unavailable. Check your connection and try again.');
    expect(onSubmit).not.toHaveBeenCalled();

    // The next submit fetches it again and validates: no method chosen yet.
    fireEvent.click(submit);
    expect(await screen.findByText('Please select a payment method')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(await screen.findByRole('radio', { name: /^PayPal/ }));
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ preOrderNo, addressId: chosen?.id, couponId: 0, payType: 'paypal', mark: '' });
  });
});
