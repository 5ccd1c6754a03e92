/**
 * Price rules of spec §9: discounts and VAT display. Pure functions on major units.
 */
export const discountTypes = ["fixed_amount", "percentage", "second_purchase", "buy_one_get_one", "direct"] as const;
export type DiscountType = (typeof discountTypes)[number];

export interface Discount {
  type: DiscountType;
  value: number;
}

/**
 * The price after a discount:
 * - fixed_amount subtracts the value, never below 0;
 * - percentage takes the value as a percent of the price (clamped to 0–100 %);
 * - second_purchase and buy_one_get_one change no price (they act on quantities);
 * - direct makes the value the final price.
 * Rounded to 2 decimals.
 */
export function applyDiscount(price: number, discount: Discount | null | undefined): number {
  if (!discount) return round2(price);
  const value = Number(discount.value);
  switch (discount.type) {
    case "fixed_amount":
      return round2(Math.max(0, price - value));
    case "percentage": {
      const percent = Math.min(100, Math.max(0, value));
      return round2(price - (price * percent) / 100);
    }
    case "second_purchase":
    case "buy_one_get_one":
      return round2(price);
    case "direct":
      return round2(Math.max(0, value));
  }
}

/** The amount a discount takes off a price (never negative). */
export function discountAmount(price: number, discount: Discount | null | undefined): number {
  return round2(Math.max(0, price - applyDiscount(price, discount)));
}

export type VatMode = "incl" | "excl";
/** Default VAT rate (percent) on the agency's services; see docs/decisions/003-vat.md. */
export const DEFAULT_VAT_PERCENT = 10;

/** Splits a net (VAT-exclusive) price into net, VAT and gross. */
export function vatBreakdown(net: number, percent = DEFAULT_VAT_PERCENT) {
  const vat = round2((net * percent) / 100);
  return { net: round2(net), vat, gross: round2(net + vat) };
}

/** The price to show for a net price under the visitor's VAT choice. */
export function displayPrice(net: number, mode: VatMode, percent = DEFAULT_VAT_PERCENT): number {
  return mode === "incl" ? vatBreakdown(net, percent).gross : round2(net);
}

/** The net price inside a VAT-inclusive price. */
export function netFromGross(gross: number, percent = DEFAULT_VAT_PERCENT): number {
  return round2(gross / (1 + percent / 100));
}

function round2(value: number) {
  return Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;
}
