import type { Amounts } from '#shared/contract/checkout.ts';
import type { Vat, VatSettings } from '#shared/contract/vat.ts';
import { type OrderVat, orderVat } from '#shared/vat.ts';

/**
 * The VAT a priced cart includes at the owner's rate (decision 031): per line after its discounts, and on the
 * delivery; none when the shop is not registered for VAT.
 */
export function vatOfCart(
  settings: VatSettings,
  priced: { lines: { lineTotal: number; discount: number }[]; amounts: Amounts },
): OrderVat | null {
  return settings.registered ? orderVat(priced.lines, priced.amounts.shipping, settings.rate) : null;
}

/** The VAT as the API answers it: the rate and the amount. */
export const vatAnswer = (vat: OrderVat | null): Vat => (vat ? { rate: vat.rate, amount: vat.amount } : null);
