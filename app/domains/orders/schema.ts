import { z } from "zod";
import { email, requiredText } from "~/utils/validation";
import { discoverySources } from "~/utils/choices";
import { toAsciiDigits } from "~/utils/digits";
import { cardBrand, cvvValid, digitsOnly, expiryInFuture, luhnValid, parseExpiry } from "~/domains/payments/card";
import { messageKey } from "~/i18n/keys";
import { charities } from "./checkout-fields";

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

/** Checkout: buyer, billing and shipping address, surveys, send-to-another, codes. */
export const checkoutSchema = z
  .object({
    firstName: requiredText(20),
    lastName: requiredText(20),
    email,
    phone,
    billingPostCode: requiredText(20),
    billingHouseNumber: optionalText(20),
    billingAddress: requiredText(40),
    billingStreet: optionalText(),
    billingCity: requiredText(40),
    billingCounty: optionalText(),
    billingProvince: requiredText(40),
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
    if (!v.shippingSame) {
      for (const f of ["shippingPostCode", "shippingAddress", "shippingCity", "shippingProvince"] as const)
        if (!v[f]) ctx.addIssue({ code: "custom", path: [f], message: messageKey("validation.required") });
    }
    if (v.sendToOther) {
      if (!v.sendToName)
        ctx.addIssue({ code: "custom", path: ["sendToName"], message: messageKey("validation.required") });
      if (!v.sendToEmail)
        ctx.addIssue({ code: "custom", path: ["sendToEmail"], message: messageKey("validation.required") });
    }
  });
export type CheckoutInput = z.infer<typeof checkoutSchema>;

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
