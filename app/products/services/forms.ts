/**
 * The estimate's forms (decision 800): one zod schema per form, shared by the Remix action (server-side validation
 * with conform) and the browser (loaded when idle, decision 016). Messages are message keys of the services
 * namespace. Numbers may be typed with Persian digits and a Persian or comma decimal separator.
 */
import { z } from "zod";
import { messageKey } from "~/i18n/keys";
import { toAsciiDigits } from "~/utils/digits";
import { bounds, estimateCurrencies, estimateCurrencyCodes, itemKinds, itemUnits } from "./codes";

/** A decimal typed in a text field, as a number: at most `decimals` decimals, more than 0, at most `max`. */
const decimalText = (decimals: number, max: number, text: { required: string; invalid: string; range: string }) =>
  z
    .string({ required_error: text.required })
    .transform((value) => toAsciiDigits(value).trim().replace(/[٫,]/g, "."))
    .pipe(
      z
        .string()
        .min(1, text.required)
        .regex(new RegExp(`^\\d{1,9}(\\.\\d{1,${decimals}})?$`), text.invalid)
        .transform(Number)
        .pipe(z.number().gt(0, text.range).max(max, text.range)),
    );

export const itemSchema = z
  .object({
    intent: z.literal("item"),
    project: z.string().max(40).optional(),
    itemId: z.coerce.number().int().positive().optional(),
    name: z
      .string({ required_error: messageKey("services:errors.name") })
      .trim()
      .min(1, messageKey("services:errors.name"))
      .max(bounds.nameMax, messageKey("services:errors.nameMax")),
    kind: z.enum(itemKinds, { errorMap: () => ({ message: messageKey("services:errors.kind") }) }),
    unit: z.enum(itemUnits, { errorMap: () => ({ message: messageKey("services:errors.unit") }) }),
    volume: decimalText(2, bounds.volumeMax, {
      required: messageKey("services:errors.volume"),
      invalid: messageKey("services:errors.volume"),
      range: messageKey("services:errors.volume"),
    }),
    coefficient: decimalText(4, bounds.coefficientMax, {
      required: messageKey("services:errors.coefficient"),
      invalid: messageKey("services:errors.coefficient"),
      range: messageKey("services:errors.coefficient"),
    }),
    currency: z.enum(estimateCurrencyCodes as [string, ...string[]], {
      errorMap: () => ({ message: messageKey("services:errors.currency") }),
    }),
    value: z
      .string({ required_error: messageKey("services:errors.value") })
      .transform((value) => toAsciiDigits(value).trim().replace(/[٫,]/g, "."))
      .pipe(
        z
          .string()
          .min(1, messageKey("services:errors.value"))
          .regex(new RegExp(`^\\d{1,${bounds.valueDigits}}(\\.\\d{1,2})?$`), messageKey("services:errors.value")),
      ),
  })
  .transform((item, ctx) => {
    // The value in minor units of its currency: no more decimals than the currency has (no half rial).
    const decimals = estimateCurrencies[item.currency as keyof typeof estimateCurrencies];
    const fraction = item.value.split(".")[1] ?? "";
    if (fraction.length > decimals) {
      ctx.addIssue({ code: "custom", path: ["value"], message: messageKey("services:errors.valueDecimals") });
      return z.NEVER;
    }
    return { ...item, value: Math.round(Number(item.value) * 10 ** decimals) };
  });
export type ItemInput = z.output<typeof itemSchema>;

export const settingsSchema = z.object({
  intent: z.literal("settings"),
  project: z.string().max(40).optional(),
  title: z
    .string({ required_error: messageKey("services:errors.title") })
    .trim()
    .min(1, messageKey("services:errors.title"))
    .max(bounds.titleMax, messageKey("services:errors.titleMax")),
  persons: z
    .string({ required_error: messageKey("services:errors.persons") })
    .transform((v) => toAsciiDigits(v).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,4}$/, messageKey("services:errors.persons"))
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(1, messageKey("services:errors.persons"))
            .max(bounds.personsMax, messageKey("services:errors.persons")),
        ),
    ),
  currency: z.enum(estimateCurrencyCodes as [string, ...string[]], {
    errorMap: () => ({ message: messageKey("services:errors.currency") }),
  }),
  vat: z.enum(["incl", "excl"], { errorMap: () => ({ message: messageKey("services:errors.vat") }) }),
});
export type SettingsInput = z.output<typeof settingsSchema>;

/** The desk's (and the tests') done percent of an item: a whole number 0–100. */
export const donePercentSchema = z.coerce
  .number({ invalid_type_error: messageKey("services:errors.done") })
  .int(messageKey("services:errors.done"))
  .min(0, messageKey("services:errors.done"))
  .max(100, messageKey("services:errors.done"));
