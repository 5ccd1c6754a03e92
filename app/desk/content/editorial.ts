import { z } from "zod";
import { faqTopics } from "~/domains/content/form-options";
import { messageKey } from "~/i18n/keys";
import { locales, type Locale } from "~/routing/screen-table";
import { wholeNumber } from "~/utils/validation";

/**
 * The desk's FAQ, team and Q&A forms (issue 26, decision 117), shared by the browser and the server.
 * Each has its words per language, named `<locale><Part>` (faQuestion, enAnswer…). A language whose
 * parts are all empty is not written, so it is not published in that language (the site reads only a
 * language's own row); a language that is started must have every required part; at least one is written.
 */
export interface Part {
  name: string;
  max: number;
  required: boolean;
}

export const fieldName = (locale: Locale, part: string) => `${locale}${part[0]!.toUpperCase()}${part.slice(1)}`;

/** The languages written in a form's values, and the required parts left empty in a language that is started. */
export function writtenLanguages(values: Record<string, string | undefined>, parts: readonly Part[]) {
  const written: Locale[] = [];
  const missing: string[] = [];
  for (const locale of locales) {
    const typed = parts.map((p) => [p, (values[fieldName(locale, p.name)] ?? "").trim()] as const);
    if (typed.every(([, text]) => text === "")) continue;
    written.push(locale);
    for (const [p, text] of typed) if (p.required && text === "") missing.push(fieldName(locale, p.name));
  }
  return { written, missing };
}

/** Each language's parts, "" where empty. */
export type Texts<P extends string> = Record<Locale, Record<P, string>>;

const text = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .refine((value) => value.length <= max, messageKey("deskEditorial:validation.tooLong"));

/**
 * A form with words in four languages and its own fields (`extra`): the fields' checks, the languages
 * rule above, and its value as `{ ...extra, texts }`.
 */
function translatedSchema<E extends z.ZodRawShape, P extends string>(
  extra: E,
  parts: readonly (Part & { name: P })[],
  oneLanguage: ReturnType<typeof messageKey>,
) {
  const words = Object.fromEntries(
    locales.flatMap((l) => parts.map((p) => [fieldName(l, p.name), text(p.max)])),
  ) as Record<string, ReturnType<typeof text>>;
  return z
    .object({ ...extra, ...words })
    .superRefine((value, ctx) => {
      const { written, missing } = writtenLanguages(value as unknown as Record<string, string>, parts);
      for (const name of missing)
        ctx.addIssue({ code: "custom", path: [name], message: messageKey("deskEditorial:validation.required") });
      if (!written.length)
        ctx.addIssue({ code: "custom", path: [fieldName("fa", parts[0]!.name)], message: oneLanguage });
    })
    .transform((value) => {
      const v = value as unknown as Record<string, string>;
      const texts = Object.fromEntries(
        locales.map((l) => [l, Object.fromEntries(parts.map((p) => [p.name, v[fieldName(l, p.name)] ?? ""]))]),
      ) as Texts<P>;
      const rest = Object.fromEntries(Object.entries(value).filter(([k]) => !(k in words)));
      return { ...(rest as z.infer<z.ZodObject<E>>), texts };
    });
}

/** A record's number: a positive integer the database's `integer` holds (a bigger one is no record). */
const serial = () => z.coerce.number().int().positive().max(2_147_483_647);
const id = serial().optional();
const position = wholeNumber(
  { min: 0, max: 9999 },
  {
    required: messageKey("deskEditorial:validation.position"),
    min: messageKey("deskEditorial:validation.position"),
    max: messageKey("deskEditorial:validation.position"),
  },
);

export const faqParts = [
  { name: "question", max: 300, required: true },
  { name: "answer", max: 5000, required: true },
] as const satisfies readonly Part[];

export const faqSchema = translatedSchema(
  {
    id,
    topic: z.enum(faqTopics, { errorMap: () => ({ message: messageKey("deskEditorial:validation.topic") }) }),
    position,
  },
  faqParts,
  messageKey("deskEditorial:validation.oneLanguageFaq"),
);

export const teamParts = [
  { name: "name", max: 120, required: true },
  { name: "role", max: 120, required: true },
  { name: "bio", max: 3000, required: true },
] as const satisfies readonly Part[];

export const teamSchema = translatedSchema(
  {
    id,
    email: z
      .string({ required_error: messageKey("deskEditorial:validation.email") })
      .trim()
      .toLowerCase()
      .email(messageKey("deskEditorial:validation.email"))
      .max(200, messageKey("deskEditorial:validation.tooLong")),
    position,
  },
  teamParts,
  messageKey("deskEditorial:validation.oneLanguageTeam"),
);

/** A question's title and text per language; its text may be empty, as a visitor may ask with a title only. */
export const threadParts = [
  { name: "title", max: 200, required: true },
  { name: "body", max: 5000, required: false },
] as const satisfies readonly Part[];

export const threadSchema = translatedSchema(
  { id: serial() },
  threadParts,
  messageKey("deskEditorial:validation.oneLanguageThread"),
);

/** The agency's answer to a question, in one of the languages the question is written in, signed by a team member. */
export const agencyAnswerSchema = z.object({
  id: serial(),
  answerLocale: z.enum(locales, { errorMap: () => ({ message: messageKey("deskEditorial:validation.language") }) }),
  authorId: z.coerce
    .number({ invalid_type_error: messageKey("deskEditorial:validation.author") })
    .int()
    .positive(messageKey("deskEditorial:validation.author"))
    .max(2_147_483_647, messageKey("deskEditorial:validation.author")),
  answer: z
    .string({ required_error: messageKey("deskEditorial:validation.answer") })
    .trim()
    .min(1, messageKey("deskEditorial:validation.answer"))
    .max(5000, messageKey("deskEditorial:validation.tooLong")),
});

/** The record a posted form names (`id`), or 0 when it names none a database could hold. */
export function recordId(value: FormDataEntryValue | null) {
  return typeof value === "string" && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 0;
}
