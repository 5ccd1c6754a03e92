import { z } from "zod";
import { locales } from "~/routing/screens";
import { discoverySources, documentTypes, genders, occupations } from "~/utils/choices";
import { toAsciiDigits } from "~/utils/digits";
import { agencyToday } from "~/travel/clock";
import { MIN_BIRTH_DATE, maxExpiryDate } from "~/utils/date-text";
import { dateText, messages, type DateRange } from "~/utils/validation";
import { messageKey, type MessageKey } from "~/i18n/keys";
import { ABOUT_MAX, NAME_MAX, normaliseEmail, normalisePhone, PASSWORD_MIN, TEXT_MAX } from "./identity-rules";

/**
 * Account forms and identity rules shared by the browser and the server: e-mail and
 * phone normalisation (Persian and Arabic-Indic digits accepted) and one zod schema per
 * form. Messages are i18n keys; "account:" keys live in locales/{lang}/account.json,
 * the others in common.json (spec §5 texts). The limits, dialling codes and normalisation
 * live in the zod-free ./identity-rules, which is what pages import.
 */

/** What a sign-in or reset form's "e-mail or mobile" field holds. Iranian numbers may be typed locally ("0912…"). */
export function parseIdentifier(
  value: string,
): { kind: "email"; email: string } | { kind: "phone"; phone: string } | null {
  const v = toAsciiDigits(value).trim();
  if (v.includes("@")) {
    const email = normaliseEmail(v);
    return z.string().email().safeParse(email).success ? { kind: "email", email } : null;
  }
  const phone = normalisePhone("+98", v);
  return phone ? { kind: "phone", phone } : null;
}

const required = (message: MessageKey = "validation.required") =>
  z.string({ required_error: message }).trim().min(1, message);
const name = required().max(NAME_MAX, messageKey("validation.max20"));
const emailField = required()
  .transform(normaliseEmail)
  .pipe(z.string().max(254, messageKey("validation.email")).email("validation.email"));
const password = z
  .string({ required_error: messageKey("validation.required") })
  .min(PASSWORD_MIN, messageKey("account:validation.passwordMin"))
  .max(200, messageKey("account:validation.passwordMax"));
const optionalText = (max = TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(
      max,
      max <= 20
        ? messageKey("validation.max20")
        : max <= 40
          ? messageKey("validation.max40")
          : messageKey("account:validation.max500"),
    )
    .optional()
    .transform((v) => v || undefined);
const digits = z.string().transform(toAsciiDigits);
const captcha = { captchaId: z.string().optional(), captchaAnswer: z.string().transform(toAsciiDigits).optional() };

export const signUpSchema = z
  .object({
    method: z.enum(["email", "phone"]).default("email"),
    firstName: name,
    lastName: name,
    email: z.string().optional(),
    countryCode: z.string().optional(),
    phone: z.string().optional(),
    password,
    confirmPassword: z.string({ required_error: messageKey("validation.required") }),
    referralCode: optionalText(20),
    newsletter: z.literal("on").optional(),
    discoverySource: z
      .enum(discoverySources, { errorMap: () => ({ message: messageKey("validation.required") }) })
      .optional(),
    ...captcha,
  })
  .superRefine((v, ctx) => {
    if (v.method === "email") {
      const parsed = emailField.safeParse(v.email ?? "");
      if (!parsed.success) ctx.addIssue({ code: "custom", path: ["email"], message: parsed.error.issues[0].message });
    } else if (!v.phone?.trim()) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: messageKey("validation.required") });
    } else if (!normalisePhone(v.countryCode, v.phone)) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: messageKey("validation.phone") });
    }
    if (v.password !== v.confirmPassword)
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: messageKey("account:validation.passwordsEqual"),
      });
  })
  .transform((v) => ({
    ...v,
    email: v.method === "email" ? normaliseEmail(v.email ?? "") : null,
    phone: v.method === "phone" ? normalisePhone(v.countryCode, v.phone ?? "") : null,
    countryCode: v.method === "phone" ? (v.countryCode ?? null) : null,
  }));

export const signInSchema = z.object({
  identifier: required().refine((v) => parseIdentifier(v) !== null, messageKey("account:validation.identifier")),
  password: z.string({ required_error: messageKey("validation.required") }).min(1, messageKey("validation.required")),
  redirectTo: z.string().optional(),
  ...captcha,
});

export const codeSchema = z.object({
  code: digits.pipe(
    z
      .string()
      .trim()
      .regex(/^\d{6}$/, messageKey("account:validation.codeFormat")),
  ),
});

export const forgotSchema = z.object({
  identifier: required().refine((v) => parseIdentifier(v) !== null, messageKey("account:validation.identifier")),
});

export const resetSchema = z
  .object({
    token: z.string(),
    password,
    confirmPassword: z.string({ required_error: messageKey("validation.required") }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: messageKey("account:validation.passwordsEqual"),
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ required_error: messageKey("validation.required") })
      .min(1, messageKey("validation.required")),
    password,
    confirmPassword: z.string({ required_error: messageKey("validation.required") }),
    redirectTo: z.string().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: messageKey("account:validation.passwordsEqual"),
  });

export const changeEmailSchema = z
  .object({
    email: emailField,
    confirmEmail: z.string({ required_error: messageKey("validation.required") }).transform(normaliseEmail),
    currentPassword: z
      .string({ required_error: messageKey("validation.required") })
      .min(1, messageKey("validation.required")),
  })
  .refine((v) => v.email === v.confirmEmail, {
    path: ["confirmEmail"],
    message: messageKey("account:validation.emailsEqual"),
  });

/** A date of birth from 1900 to today; an expiry up to 20 years ahead (issue 21: every date field is bounded). */
const birthDates: DateRange = {
  min: () => MIN_BIRTH_DATE,
  max: agencyToday,
  message: messageKey("validation.birthDateRange"),
};
const expiryDates: DateRange = {
  max: () => maxExpiryDate(agencyToday()),
  message: messageKey("validation.expiryTooFar"),
};

export const profileSchema = z
  .object({
    firstName: name,
    lastName: name,
    countryCode: z.string().optional(),
    phone: z.string().optional(),
    /** Typed the page's way (Jalali in fa, DD/MM/YYYY elsewhere, any digits; decision 019), parsed to ISO. */
    birthDate: dateText(messages.date, birthDates).optional(),
    occupation: z
      .enum(occupations)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    organization: optionalText(TEXT_MAX),
    about: optionalText(ABOUT_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.phone?.trim() && !normalisePhone(v.countryCode, v.phone))
      ctx.addIssue({ code: "custom", path: ["phone"], message: messageKey("validation.phone") });
  });

export const settingsSchema = z.object({
  locale: z.enum(locales),
  currency: z.string().regex(/^[A-Z]{3}$/, messageKey("validation.required")),
  newsletter: z.literal("on").optional(),
});

export const passengerSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    firstName: required()
      .max(NAME_MAX, messageKey("validation.max20"))
      .regex(/^[A-Za-z][A-Za-z' -]*$/, messageKey("account:validation.latin")),
    lastName: required()
      .max(NAME_MAX, messageKey("validation.max20"))
      .regex(/^[A-Za-z][A-Za-z' -]*$/, messageKey("account:validation.latin")),
    gender: z.enum(genders, { errorMap: () => ({ message: messageKey("validation.required") }) }),
    // Typed the page's way (Jalali in fa, DD/MM/YYYY elsewhere, any digits; decision 019), parsed to ISO.
    birthDate: dateText(messages.date, birthDates),
    documentType: z.enum(documentTypes, { errorMap: () => ({ message: messageKey("validation.required") }) }),
    nationalId: z.string().trim().transform(toAsciiDigits).optional(),
    passportNumber: z
      .string()
      .trim()
      .transform((v) => toAsciiDigits(v).toUpperCase())
      .optional(),
    passportCountry: z.string().trim().toUpperCase().optional(),
    passportExpiry: dateText(messages.date, expiryDates).optional(),
    occupation: z
      .enum(occupations)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    organization: optionalText(TEXT_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.documentType === "id_card" && !/^\d{10}$/.test(v.nationalId ?? ""))
      ctx.addIssue({ code: "custom", path: ["nationalId"], message: messageKey("account:validation.nationalId") });
    if (v.documentType === "passport") {
      if (!/^[A-Z0-9]{5,12}$/.test(v.passportNumber ?? ""))
        ctx.addIssue({
          code: "custom",
          path: ["passportNumber"],
          message: messageKey("account:validation.passportNumber"),
        });
      if (!/^[A-Z]{2}$/.test(v.passportCountry ?? ""))
        ctx.addIssue({ code: "custom", path: ["passportCountry"], message: messageKey("account:validation.country") });
      if (!v.passportExpiry)
        ctx.addIssue({ code: "custom", path: ["passportExpiry"], message: messageKey("validation.required") });
      else if (v.passportExpiry < new Date().toISOString().slice(0, 10))
        ctx.addIssue({
          code: "custom",
          path: ["passportExpiry"],
          message: messageKey("account:validation.passportExpired"),
        });
    }
  });
