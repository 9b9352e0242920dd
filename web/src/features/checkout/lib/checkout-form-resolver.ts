import { CheckoutFormSchema } from '@contract';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * The checkout form's validation: the contract's checkout schema through zod. Its own module (with zod and the
 * contract's field schemas, 28 KB gzip) so the form paints without it; checkout-form.tsx loads it after the form's
 * first paint, and waits for it on submit (docs/adr/0016-first-load-on-a-phone.md).
 */
export const checkoutFormResolver = zodResolver(CheckoutFormSchema);
