/**
 * The amount shown is the amount charged (issue 22 item 1, decision 025), as a property over
 * random baskets: 1–9 travellers of each type, flights, hotels (rials and euros) and trains,
 * every currency of the spec's table, every kind of discount, gift cards and the wallet.
 * fast-check is not installed: a small seeded generator (mulberry32) makes the baskets, and a
 * failure names the seed and the basket so it can be replayed.
 */
import { describe, expect, it } from "vitest";
import { priceBooking as priceFlight } from "~/products/flights/fare-rules";
import { type PassengerCounts } from "~/travel/travellers";
import { stayBreakdown, stayPrice, type NightPrice } from "~/products/hotels/pricing";
import { placePrice, priceBooking as priceTrain, trainBreakdown } from "~/products/trains/fares";
import { meals, operators, wagonTypes } from "~/products/trains/codes";
import type { CurrencyInfo } from "~/utils/money";
import { vatOn, type VatMode } from "~/utils/vat";
import { BASE_CURRENCY, convertMinor, lineIn, priceShown, shownAmount, useBalance as balancePays } from "./currency";
import { checkDiscount, discountTypes, giftCardUse, lineCharge, summarize, unitPrices, type PricedLine } from "./rules";

/** The spec's currency table (§9): units per 1 EUR; IRR has no minor unit in use. */
const CURRENCIES: CurrencyInfo[] = [
  { code: "EUR", sign: "€", rate: 1, decimals: 2 },
  { code: "USD", sign: "$", rate: 1.1111, decimals: 2 },
  { code: "IRR", sign: "﷼", rate: 600000, decimals: 0 },
  { code: "GBP", sign: "£", rate: 1.2, decimals: 2 },
  { code: "CAD", sign: "$", rate: 1.2, decimals: 2 },
];
const VAT = 10;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Line = PricedLine & { currency: string };

function generator(seed: number) {
  const random = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)];
  const counts = (): PassengerCounts => ({ adults: int(1, 9), children: int(1, 9), infants: int(1, 9) });
  const line = (currency: string, breakdown: PricedLine["breakdown"]): Line => ({
    currency,
    amount: breakdown.total,
    quantity: 1,
    breakdown,
  });
  const products = {
    flight: (): Line => {
      const legs = Array.from({ length: int(1, 2) }, () => ({
        priceAdult: int(2_000, 90_000),
        taxAdult: int(0, 9_000),
      }));
      return line("EUR", priceFlight(legs, counts()));
    },
    hotel: (): Line => {
      const currency = pick(["IRR", "EUR"] as const);
      const nights: NightPrice[] = Array.from({ length: int(1, 14) }, (_, i) => ({
        night: `2026-07-${String(i + 1).padStart(2, "0")}`,
        price: currency === "IRR" ? int(800, 60_000) * 1_000 : int(2_500, 45_000),
      }));
      const price = stayPrice(nights, {
        rooms: int(1, 4),
        taxPercent: int(0, 12),
        cityTax: 0,
        adults: int(1, 9),
        currency,
      });
      return line(currency, stayBreakdown(price, nights));
    },
    train: (): Line => {
      const c = counts();
      const price = priceTrain(placePrice(int(80, 1_600), pick(wagonTypes), pick(operators)), c, {
        berths: null,
        meal: pick(meals),
      });
      return line("IRR", trainBreakdown(price));
    },
  };
  return { int, pick, random, products };
}

const view = (currency: CurrencyInfo, vat: VatMode) => ({ currencies: CURRENCIES, currency, vat, vatPercent: VAT });

describe("the amount shown is the amount charged (property, seeded)", () => {
  it("for random baskets in every currency, with discounts, gift cards and the wallet", () => {
    const runs = 400;
    for (let seed = 1; seed <= runs; seed++) {
      const g = generator(seed);
      const basket = Array.from({ length: g.int(1, 4) }, () => g.pick(["flight", "hotel", "train"] as const)).map(
        (kind) => g.products[kind](),
      );
      const to = g.pick(CURRENCIES);
      const where = `seed ${seed}, ${to.code}, ${JSON.stringify(basket.map((l) => [l.currency, l.breakdown.total]))}`;
      const from = (l: Line) => CURRENCIES.find((c) => c.code === l.currency)!;
      // The order's lines: each converted once into the order's currency.
      const lines = basket.map((l) => lineIn(l, from(l), to));
      const charges = lines.map((l) => lineCharge(l, VAT));
      for (const mode of ["incl", "excl"] as const) {
        // A result / product page shows the choice's own price through the one rule: the cart line charges it.
        basket.forEach((l, i) =>
          expect(priceShown({ amount: l.breakdown.total, currency: l.currency }, view(to, mode)), where).toBe(
            shownAmount(charges[i], mode),
          ),
        );
      }
      // The cart: its lines (with VAT) add up to its total, and its parts to the total as well.
      const cart = summarize(lines, 0, VAT);
      expect(
        charges.reduce((s, c) => s + c.gross, 0),
        where,
      ).toBe(cart.total);
      expect(cart.ticketAmount + cart.tax + cart.commission + cart.otherCosts + cart.vat, where).toBe(cart.total);

      // A discount of every kind, in the order's currency.
      const type = g.pick([null, ...discountTypes]);
      const value =
        type === "percentage" || type === "second_purchase"
          ? g.int(1, 60)
          : Math.round(cart.ticketAmount * g.random() * (type === "direct" ? 1 : 0.5));
      const check = type
        ? checkDiscount(
            {
              code: "X",
              type,
              value,
              minAmount: 0,
              validFrom: null,
              validUntil: null,
              usageLimit: null,
              usedCount: 0,
              active: true,
            },
            { now: new Date(), ticketAmount: cart.ticketAmount, units: unitPrices(lines), earlierOrders: 1 },
          )
        : null;
      const discount = check?.ok ? check.amount : 0;
      const summary = summarize(lines, discount, VAT);
      // Shown at checkout: net parts, the discount, VAT, the total; the lines with VAT less the discount with its VAT.
      expect(
        summary.ticketAmount + summary.tax + summary.commission + summary.otherCosts - summary.discount + summary.vat,
        where,
      ).toBe(summary.total);
      expect(charges.reduce((s, c) => s + c.gross, 0) - summary.discount - vatOn(summary.discount, VAT), where).toBe(
        summary.total,
      );

      // Paid by a gift card and the wallet (euro balances), the card authorised for the rest.
      const giftBase = g.int(0, 40_000);
      const gift = giftCardUse(
        { balance: convertMinor(giftBase, BASE_CURRENCY, to), expiresAt: null },
        summary.total,
        new Date(),
      );
      const giftAmount = gift.ok ? balancePays(giftBase, gift.amount, to).amount : 0;
      const wallet = balancePays(g.int(0, 60_000), summary.total - giftAmount, to).amount;
      const authorised = summary.total - giftAmount - wallet;
      expect(authorised, where).toBeGreaterThanOrEqual(0);
      expect(authorised + giftAmount + wallet, where).toBe(summary.total);
    }
  });

  it("the figures of issue 22: a line and the total it sits under agree in dollars and in rials", () => {
    const usd = CURRENCIES[1];
    const irr = CURRENCIES[2];
    // An IKA→IST one-way for 1 adult + 1 child: the result's total is what the cart and the order charge.
    const b = priceFlight([{ priceAdult: 19_900, taxAdult: 2_350 }], { adults: 1, children: 1, infants: 0 });
    for (const to of [usd, irr]) {
      const line = lineIn({ currency: "EUR", amount: b.total, quantity: 1, breakdown: b }, BASE_CURRENCY, to);
      const shown = priceShown({ amount: b.total, currency: "EUR" }, view(to, "incl"));
      expect(shown).toBe(summarize([line], 0, VAT).total);
      expect(shown).toBe(lineCharge(line, VAT).gross);
    }
  });
});
