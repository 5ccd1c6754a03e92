import { z } from "zod";
import { email, requiredText } from "~/utils/validation";
import { toAsciiDigits } from "~/utils/digits";
import { countWords } from "./text";
import { MIN_COMMENT_WORDS } from "./form-options";
import { messageKey } from "~/i18n/keys";

/**
 * The content domain's forms (shared by browser and server). Messages are keys; spec §5
 * texts are the English values ("You have forgotten to rate", "min 3 words", "Error:
 * Name, Email and Message fields are required").
 *
 * Plain values the screens need (MIN_COMMENT_WORDS) live in the zod-free
 * ./form-options, re-exported here for the other importers.
 */

export const commentSchema = z.object({
  name: requiredText(40),
  email,
  rating: z.coerce
    .number({
      required_error: messageKey("content:validation.rate"),
      invalid_type_error: messageKey("content:validation.rate"),
    })
    .int("content:validation.rate")
    .min(1, messageKey("content:validation.rate"))
    .max(5, messageKey("content:validation.rate")),
  body: z
    .string({ required_error: messageKey("content:validation.minWords") })
    .trim()
    .max(2000, messageKey("content:validation.max2000"))
    .refine((v) => countWords(v) >= MIN_COMMENT_WORDS, messageKey("content:validation.minWords")),
});

const questionFields = {
  title: z
    .string({ required_error: messageKey("validation.required") })
    .trim()
    .min(1, messageKey("validation.required"))
    .max(150, messageKey("content:validation.max150"))
    .refine((v) => countWords(v) >= MIN_COMMENT_WORDS, messageKey("content:validation.minWords")),
  body: z.string().trim().max(2000, messageKey("content:validation.max2000")).optional(),
};

/** Asking a question: a signed-in user is known; a visitor leaves a name and an e-mail address. */
export const memberQuestionSchema = z.object({
  ...questionFields,
  name: z.string().trim().max(40, messageKey("validation.max40")).optional(),
  email: z.string().trim().max(254, messageKey("validation.email")).email("validation.email").optional(),
});
/** A visitor (not signed in) also gives a name and an e-mail address. */
function visitorDetails(v: { name?: string; email?: string }, ctx: z.RefinementCtx) {
  if (!v.name)
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["name"], message: messageKey("validation.required") });
  if (!v.email)
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["email"], message: messageKey("validation.required") });
}
export const questionSchema = memberQuestionSchema.superRefine(visitorDetails);

/**
 * Answering a question: like asking, a signed-in user is known and a visitor leaves a name
 * and an e-mail address (never published); at least three words.
 */
export const memberAnswerSchema = z.object({
  body: z
    .string({ required_error: messageKey("content:validation.minWords") })
    .trim()
    .max(2000, messageKey("content:validation.max2000"))
    .refine((v) => countWords(v) >= MIN_COMMENT_WORDS, messageKey("content:validation.minWords")),
  name: memberQuestionSchema.shape.name,
  email: memberQuestionSchema.shape.email,
});
export const answerSchema = memberAnswerSchema.superRefine(visitorDetails);

/**
 * Contact form: a missing name, e-mail or message marks its field and shows the spec's one
 * form message "Error: Name, Email and Message fields are required".
 */
export const contactSchema = z
  .object({
    name: z.string().trim().max(40, messageKey("validation.max40")).optional(),
    email: z.string().trim().max(254, messageKey("validation.email")).email("validation.email").optional(),
    phone: z
      .string()
      .trim()
      .transform((v) => toAsciiDigits(v).replace(/[\s()-]/g, ""))
      .refine((v) => v === "" || /^\+?\d{7,15}$/.test(v), messageKey("validation.phone"))
      .optional(),
    message: z.string().trim().max(2000, messageKey("content:validation.max2000")).optional(),
  })
  .superRefine((v, ctx) => {
    const missing = (["name", "email", "message"] as const).filter((k) => !v[k]);
    if (!missing.length) return;
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: messageKey("content:contact.required") });
    for (const k of missing)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [k], message: messageKey("validation.required") });
  })
  .transform((v): { name: string; email: string; phone?: string; message: string } => ({
    name: v.name!,
    email: v.email!.toLowerCase(),
    phone: v.phone || undefined,
    message: v.message!,
  }));

export const jobApplicationSchema = z.object({
  /** A published job offer's key or "open"; which are open is checked on the server (jobs.tsx, decision 118). */
  position: z
    .string({ required_error: messageKey("validation.required") })
    .trim()
    .min(1, messageKey("validation.required"))
    .max(100, messageKey("validation.required")),
  name: requiredText(40),
  email,
  phone: z
    .string()
    .trim()
    .transform((v) => toAsciiDigits(v).replace(/[\s()-]/g, ""))
    .refine((v) => v === "" || /^\+?\d{7,15}$/.test(v), messageKey("validation.phone"))
    .optional(),
  cvUrl: z
    .string()
    .trim()
    .max(300, messageKey("content:validation.url"))
    .refine((v) => v === "" || /^https:\/\/[^\s]+\.[^\s]+$/.test(v), messageKey("content:validation.url"))
    .optional(),
  letter: z
    .string({ required_error: messageKey("validation.required") })
    .trim()
    .min(1, messageKey("validation.required"))
    .max(3000, messageKey("content:validation.max3000"))
    .refine((v) => countWords(v) >= 10, messageKey("content:validation.min10Words")),
});
