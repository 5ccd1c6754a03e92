import { z } from "zod";
import { email, requiredText } from "~/utils/validation";
import { discoverySources } from "~/utils/choices";
import { toAsciiDigits } from "~/utils/digits";
import { cardBrand, cvvValid, digitsOnly, expiryInFuture, luhnValid, parseExpiry } from "~/domains/payments/card";
import { messageKey } from "~/i18n/keys";
import type { Address } from "~/db/schema/orders";
import { addressFields, charities } from "./checkout-fields";

/** The checkout's choice lists (spec §3), in a zod-free module the page imports. */

const optionalText = (max = 40) =>
  z
    .string()
    .trim()
    .max(max, max <= 20 ? messageKey("validation.max20") : messageKey("validation.max40"))
    .optional()
    .transform((v) => v ?? "");

const phone = z
  .string({ required_error: messageKey("validation.required") })
  .trim()
  .transform((v) => toAsciiDigits(v).replace(/[\s()-]/g, ""))
  .refine((v) => v.length > 0, messageKey("validation.required"))
  .refine((v) => v === "" || /^\+?\d{7,15}$/.test(v), messageKey("validation.phone"));

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "1" || v === "true");

const code = z
  .string()
  .trim()
  .max(40, messageKey("validation.max40"))
  .optional()
  .transform((v) => (v ?? "").toUpperCase());

/**
 * What a checkout must ask besides the buyer, decided by the server from the cart and the
 * payment method (docs/decisions/405-shorter-checkout.md) and passed to the browser, so
 * both validate with the same schema.
 */
export interface CheckoutNeeds {
  /** A line ships something physical: a shipping address is required. */
  shipping: boolean;
  /** The payment method needs a billing address even without an invoice. */
  billing: boolean;
}

const requiredBilling = ["billingPostCode", "billingAddress", "billingCity", "billingProvince"] as const;
const requiredShipping = ["shippingPostCode", "shippingAddress", "shippingCity", "shippingProvince"] as const;

function address<T extends Record<string, unknown>>(v: T, prefix: "billing" | "shipping"): Address {
  const get = (f: string) => String(v[`${prefix}${f[0].toUpperCase()}${f.slice(1)}`] ?? "");
  return Object.fromEntries(addressFields.map((f) => [f, get(f)])) as unknown as Address;
}

/**
 * Checkout: buyer, then what is asked only when needed — a billing address when an invoice
 * is requested ("I need an invoice") or the payment method needs one, a shipping address
 * when a line ships something, the ticket sent to another person when that box is ticked —
 * surveys and codes. Fields behind an unticked box are ignored, whatever they hold. The
 * output adds `billing` and `shipping` (null when not asked), which the order stores.
 */
export function checkoutSchema(needs: CheckoutNeeds) {
  return z
    .object({
      firstName: requiredText(20),
      lastName: requiredText(20),
      email,
      phone,
      invoice: checkbox,
      billingPostCode: optionalText(20),
      billingHouseNumber: optionalText(20),
      billingAddress: optionalText(),
      billingStreet: optionalText(),
      billingCity: optionalText(),
      billingCounty: optionalText(),
      billingProvince: optionalText(),
      billingMailbox: optionalText(20),
      shippingSame: checkbox,
      shippingPostCode: optionalText(20),
      shippingHouseNumber: optionalText(20),
      shippingAddress: optionalText(),
      shippingStreet: optionalText(),
      shippingCity: optionalText(),
      shippingCounty: optionalText(),
      shippingProvince: optionalText(),
      shippingMailbox: optionalText(20),
      charity: z.enum(charities).optional(),
      discovery: z.enum(discoverySources).optional(),
      sendToOther: checkbox,
      sendToName: optionalText(40),
      sendToEmail: z
        .string()
        .trim()
        .optional()
        .transform((v) => (v ?? "").toLowerCase())
        .refine((v) => v === "" || z.string().email().safeParse(v).success, messageKey("validation.email")),
      discountCode: code,
      giftCode: code,
      acceptRules: z.literal("on", { errorMap: () => ({ message: messageKey("orders:checkout.acceptRequired") }) }),
    })
    .superRefine((v, ctx) => {
      const required = (fields: readonly (keyof typeof v)[]) => {
        for (const f of fields)
          if (!v[f]) ctx.addIssue({ code: "custom", path: [f], message: messageKey("validation.required") });
      };
      const billing = needs.billing || v.invoice;
      if (billing) required(requiredBilling);
      if (needs.shipping && !(billing && v.shippingSame)) required(requiredShipping);
      if (v.sendToOther) required(["sendToName", "sendToEmail"]);
    })
    .transform((v) => {
      const billing = needs.billing || v.invoice ? address(v, "billing") : null;
      const shipping = needs.shipping ? (billing && v.shippingSame ? billing : address(v, "shipping")) : null;
      return { ...v, billing, shipping };
    });
}
export type CheckoutInput = z.output<ReturnType<typeof checkoutSchema>>;

/** The codes box on the checkout page (a GET form: applying a code changes nothing yet). */
export const codesSchema = z.object({ discountCode: code, giftCode: code });

/** The payment screen: wallet share, and a saved card or the provider's page. */
export const paymentSchema = z.object({
  order: z.string().trim().min(1, messageKey("validation.required")),
  attempt: z.string().trim().min(8, messageKey("validation.required")).max(64),
  useWallet: checkbox,
  card: z
    .string()
    .optional()
    .transform((v) => (v && v !== "new" ? Number(v) : null)),
  /** Deposit now, balance later (decision 411): asked only when the order's lines offer a plan (the action checks). */
  plan: z.enum(["full", "deposit"], { errorMap: () => ({ message: messageKey("orders:balance.choose") }) }).optional(),
});

/** "Pay the balance" of a booking confirmed on a deposit (decision 411), from the booking page or "booked". */
export const balanceSchema = z.object({
  intent: z.literal("balance"),
  order: z.string().trim().min(1, messageKey("validation.required")),
  attempt: z.string().trim().min(8, messageKey("validation.required")).max(64),
  method: z.enum(["card", "wallet"], { errorMap: () => ({ message: messageKey("orders:balance.chooseMethod") }) }),
});

const cardNumber = z
  .string({ required_error: messageKey("validation.required") })
  .trim()
  .min(1, messageKey("validation.required"))
  .transform((v) => digitsOnly(v))
  .refine((v) => luhnValid(v), messageKey("orders:card.invalid"));

const expiry = z
  .string({ required_error: messageKey("validation.required") })
  .trim()
  .min(1, messageKey("validation.required"))
  .refine((v) => parseExpiry(v) !== null, messageKey("orders:card.expiryFormat"))
  .refine((v) => {
    const e = parseExpiry(v);
    return !e || expiryInFuture(e);
  }, messageKey("orders:card.expired"));

/** A bank card typed on the provider's page or saved in the account. */
export const cardSchema = z
  .object({
    holder: requiredText(40),
    number: cardNumber,
    expiry,
    cvv: z
      .string({ required_error: messageKey("validation.required") })
      .trim()
      .min(1, messageKey("validation.required")),
    saveCard: checkbox,
  })
  .superRefine((v, ctx) => {
    if (!cvvValid(v.cvv, cardBrand(v.number)))
      ctx.addIssue({ code: "custom", path: ["cvv"], message: messageKey("orders:card.cvvInvalid") });
  });

/** Saving a card in the account (no CVV: nothing is charged). */
export const saveCardSchema = z.object({ holder: requiredText(40), number: cardNumber, expiry });

/** The inquiry screen: both numbers are needed. */
export const inquirySchema = z.object({
  ticket: z
    .string({ required_error: messageKey("validation.required") })
    .trim()
    .min(1, messageKey("validation.required"))
    .transform((v) => toAsciiDigits(v).replace(/[\s-]/g, "")),
  order: z
    .string({ required_error: messageKey("validation.required") })
    .trim()
    .min(1, messageKey("validation.required"))
    .transform((v) => toAsciiDigits(v).replace(/\s/g, "").toUpperCase()),
});

/** Redeeming a gift card into the wallet. */
export const redeemSchema = z.object({
  code: z
    .string({ required_error: messageKey("validation.required") })
    .trim()
    .min(1, messageKey("validation.required"))
    .max(40, messageKey("validation.max40"))
    .transform((v) => v.toUpperCase()),
});
