/**
 * VAT rules (docs/decisions/003-vat.md, 010). Prices are stored net of VAT, in integer
 * minor units. The rate itself is not here: it is `VAT_PERCENT` (app/utils/env.server.ts),
 * sent to the browser with the root loader's data as `vatPercent`.
 */
export const vatModes = ["incl", "excl"] as const;
export type VatMode = (typeof vatModes)[number];

/** The VAT on a net amount (minor units, rounded to the nearest unit). */
export function vatOn(net: number, percent: number): number {
  return Math.round((net * percent) / 100);
}

/** A net amount with its VAT (minor units). */
export function withVat(net: number, percent: number): number {
  return net + vatOn(net, percent);
}

/* What a page shows under the visitor's VAT choice is `shownAmount` of a line's charge (app/domains/orders/currency.ts, decision 025). */
