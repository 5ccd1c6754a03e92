import { z } from "zod";
import type { MessageKey } from "~/i18n/keys";
import { parseDateText } from "./date-text";
import { toAsciiDigits } from "./digits";

/**
 * Shared validation pieces. Messages are i18n keys of the "common" namespace (spec §5
 * texts in English, translated in every locale), so the same zod schema serves the
 * browser and the server.
 */
export const messages = {
  required: "validation.required",
  email: "validation.email",
  phone: "validation.phone",
  max20: "validation.max20",
  max40: "validation.max40",
  date: "validation.date",
} as const satisfies Record<string, MessageKey>;

export const requiredText = (max = 40) =>
  z
    .string({ required_error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, max <= 20 ? messages.max20 : messages.max40);

export const email = z
  .string({ required_error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(254, messages.email)
  .email(messages.email)
  .transform((v) => v.toLowerCase());

/** The dates a field takes (ISO, worked out when the form is checked: "today" moves), and its message outside them. */
export interface DateRange {
  min?: () => string;
  max?: () => string;
  message: MessageKey;
}

/**
 * A date typed in a form field (decision 019), the same reading in the browser and on the
 * server: any digits, Jalali (year below 1700) or Gregorian, year first or DD/MM/YYYY, with
 * "/", "-", "." or spaces. The parsed value is the ISO date (YYYY-MM-DD). Every date field
 * is bounded (issue 21): `range` says from when to when, with the field's message.
 */
export const dateText = (message: MessageKey = messages.date, range?: DateRange) =>
  z
    .string({ required_error: messages.required })
    .trim()
    .min(1, messages.required)
    .transform((value, ctx) => {
      const iso = parseDateText(value);
      if (!iso) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      if (range && ((range.min && iso < range.min()) || (range.max && iso > range.max()))) {
        ctx.addIssue({ code: "custom", message: range.message });
        return z.NEVER;
      }
      return iso;
    });

/**
 * A whole number typed in a text field (inputMode numeric; decision 019): Persian and
 * Arabic-Indic digits are the same digits ("۲" is 2). Empty is missing.
 */
export const wholeNumber = (
  range: { min: number; max: number },
  text: { required?: MessageKey; min: MessageKey; max: MessageKey; invalid?: MessageKey },
) => {
  const invalid = text.invalid ?? text.min;
  return z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => {
      if (typeof value !== "string") return value;
      const typed = toAsciiDigits(value).trim();
      return typed === "" ? undefined : /^[+-]?\d+$/.test(typed) ? Number(typed) : Number.NaN;
    })
    .pipe(
      z
        .number({ required_error: text.required ?? messages.required, invalid_type_error: invalid })
        .int(invalid)
        .min(range.min, text.min)
        .max(range.max, text.max),
    );
};

/**
 * An amount typed in major units (decision 019's digits: "۱۲٫۵۰", "12,50" and "12.50" are the same), left as plain
 * text "12.50" for `minorFromText`, which knows the currency's decimals. Empty is missing (`.optional()` where it may
 * be); `signed` allows a leading + or − (a wallet adjustment); zero is refused where `positive`.
 */
export const moneyText = (
  text: { required: MessageKey; format: MessageKey; zero?: MessageKey },
  options: { signed?: boolean; maxDigits?: number } = {},
) =>
  z
    .string({ required_error: text.required })
    .transform((value) => toAsciiDigits(value).trim().replace(/[٫,]/g, "."))
    .pipe(
      z
        .string()
        .min(1, text.required)
        .regex(
          new RegExp(`^${options.signed ? "[-+]?" : ""}\\d{1,${options.maxDigits ?? 9}}(\\.\\d{1,3})?$`),
          text.format,
        )
        .refine((value) => Number(value) !== 0, text.zero ?? text.format),
    );
