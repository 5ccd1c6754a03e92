import { z } from "zod";
import { messageKey } from "~/i18n/keys";
import { locales, type Locale } from "~/routing/screen-table";

/**
 * The desk's article form (issue 26, decision 115), shared by the browser and the server: a title, a
 * summary and a Markdown body per language. A language whose three fields are all empty is not
 * published in that language; one that is started must be complete. At least one language is written.
 */
const text = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .refine((value) => value.length <= max, messageKey("deskContent:validation.tooLong"));

export type ArticleTexts = Record<Locale, { title: string; summary: string; body: string }>;

export const articleSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    authorId: z.coerce
      .number({ invalid_type_error: messageKey("deskContent:validation.author") })
      .int()
      .positive(messageKey("deskContent:validation.author")),
    faTitle: text(200),
    faSummary: text(500),
    faBody: text(100_000),
    enTitle: text(200),
    enSummary: text(500),
    enBody: text(100_000),
    nlTitle: text(200),
    nlSummary: text(500),
    nlBody: text(100_000),
    frTitle: text(200),
    frSummary: text(500),
    frBody: text(100_000),
  })
  .superRefine((value, ctx) => {
    const v = value as unknown as Record<string, string>;
    let written = 0;
    for (const locale of locales) {
      const parts = ["Title", "Summary", "Body"].map((part) => [`${locale}${part}`, v[`${locale}${part}`] ?? ""]);
      if (parts.every(([, text]) => text === "")) continue;
      written++;
      for (const [name, text] of parts)
        if (text === "")
          ctx.addIssue({ code: "custom", path: [name], message: messageKey("deskContent:validation.required") });
    }
    if (!written)
      ctx.addIssue({ code: "custom", path: ["faTitle"], message: messageKey("deskContent:validation.oneLanguage") });
  })
  .transform((value) => {
    const v = value as unknown as Record<string, string>;
    const texts = Object.fromEntries(
      locales.map((l) => [
        l,
        { title: v[`${l}Title`] ?? "", summary: v[`${l}Summary`] ?? "", body: v[`${l}Body`] ?? "" },
      ]),
    ) as ArticleTexts;
    return { id: value.id, authorId: value.authorId, texts };
  });
