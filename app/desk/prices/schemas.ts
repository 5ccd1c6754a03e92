import { z } from "zod";
import { discountTypes } from "~/domains/orders/rules";
import { messageKey } from "~/i18n/keys";
import { toAsciiDigits } from "~/utils/digits";
import { dateText, moneyText, wholeNumber } from "~/utils/validation";

/**
 * The prices area's forms (issue 26, decision 114), shared by the browser and the server. Amounts are
 * typed in major units ("20", "12.50", Persian digits too) and turned into minor units on the server
 * with the chosen currency's decimals; percentages are whole percents.
 */
const amount = moneyText({
  required: messageKey("deskPrices:validation.amountRequired"),
  format: messageKey("deskPrices:validation.amountFormat"),
});

export const discountSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    code: z
      .string({ required_error: messageKey("deskPrices:validation.codeRequired") })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,30}$/, messageKey("deskPrices:validation.codeFormat")),
    type: z.enum(discountTypes, { errorMap: () => ({ message: messageKey("deskPrices:validation.typeRequired") }) }),
    value: amount.optional(),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/),
    minAmount: amount.optional(),
    validFrom: dateText().optional(),
    validUntil: dateText().optional(),
    usageLimit: wholeNumber(
      { min: 0, max: 1_000_000 },
      { min: messageKey("deskPrices:validation.limit"), max: messageKey("deskPrices:validation.limit") },
    ).optional(),
    active: z.literal("on").optional(),
  })
  .superRefine((value, ctx) => {
    const percent = value.type === "percentage" || value.type === "second_purchase";
    if (value.type !== "buy_one_get_one" && !value.value)
      ctx.addIssue({ code: "custom", path: ["value"], message: messageKey("deskPrices:validation.valueRequired") });
    if (
      percent &&
      value.value &&
      !(Number.isInteger(Number(value.value)) && Number(value.value) >= 1 && Number(value.value) <= 100)
    )
      ctx.addIssue({ code: "custom", path: ["value"], message: messageKey("deskPrices:validation.percent") });
    if (value.validFrom && value.validUntil && value.validUntil < value.validFrom)
      ctx.addIssue({
        code: "custom",
        path: ["validUntil"],
        message: messageKey("deskPrices:validation.untilBeforeFrom"),
      });
  });

export const giftCardSchema = z.object({
  code: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().toUpperCase())
    .refine((v) => v === "" || /^[A-Z0-9-]{6,40}$/.test(v), messageKey("deskPrices:validation.giftCodeFormat")),
  kind: z.enum(["gift", "promo"]),
  amount,
  expiresAt: dateText().optional(),
});

export const currencySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/),
  rate: z
    .string({ required_error: messageKey("deskPrices:validation.rateRequired") })
    .transform((v) => toAsciiDigits(v).trim().replace(/[٫,]/g, "."))
    .refine((v) => /^\d{1,12}(\.\d{1,6})?$/.test(v) && Number(v) > 0, messageKey("deskPrices:validation.rateFormat")),
  active: z.literal("on").optional(),
});

/** The message of a discount type (the types are snake_case in the data, camelCase in the messages). */
export const discountTypeKey = (type: string) =>
  `deskPrices:types.${type.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}` as "deskPrices:types.percentage";
