import { z } from "zod";
import { isWindow, missingFields, writtenLanguages } from "~/domains/content/publishing";
import { messageKey } from "~/i18n/keys";
import { locales, type Locale } from "~/routing/screen-table";
import { dateText, moneyText, wholeNumber } from "~/utils/validation";

/**
 * The desk's forms for job offers, guide pages and special offers (issue 26, decision 118), shared by the
 * browser and the server. Each has its text per language, named `<language><Part>` (`faTitle`, `enBody`):
 * a language whose fields are all empty is not published in it; one that is started must be complete;
 * at least one language is written.
 */
const text = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .refine((value) => value.length <= max, messageKey("deskPages:validation.tooLong"));

type Parts = Record<string, number>;
export type Texts<P extends string> = Record<Locale, Record<P, string>>;

const lower = (part: string) => part[0]!.toLowerCase() + part.slice(1);

/** The text fields of every language: `${locale}${Part}`. */
function languageFields(parts: Parts) {
  return Object.fromEntries(
    locales.flatMap((l) => Object.entries(parts).map(([part, max]) => [`${l}${part}`, text(max)])),
  ) as Record<string, ReturnType<typeof text>>;
}

/** A started language complete, and at least one written. */
function checkLanguages(value: Record<string, unknown>, parts: Parts, ctx: z.RefinementCtx) {
  const texts = textsOf<string>(value, parts);
  for (const { locale, name } of missingFields(texts))
    ctx.addIssue({
      code: "custom",
      path: [`${locale}${name[0]!.toUpperCase()}${name.slice(1)}`],
      message: messageKey("deskPages:validation.required"),
    });
  if (!writtenLanguages(texts).length)
    ctx.addIssue({
      code: "custom",
      path: [`fa${Object.keys(parts)[0]}`],
      message: messageKey("deskPages:validation.oneLanguage"),
    });
}

/** The posted texts by language: `{ fa: { title, body }, … }`. */
function textsOf<P extends string>(value: Record<string, unknown>, parts: Parts): Texts<P> {
  return Object.fromEntries(
    locales.map((l) => [
      l,
      Object.fromEntries(Object.keys(parts).map((part) => [lower(part), String(value[`${l}${part}`] ?? "")])),
    ]),
  ) as Texts<P>;
}

const order = wholeNumber(
  { min: 0, max: 999 },
  { min: messageKey("deskPages:validation.order"), max: messageKey("deskPages:validation.order") },
);
const id = z.coerce.number().int().positive().optional();

const jobParts = { Title: 200, Body: 20_000 };
export type JobTexts = Texts<"title" | "body">;

export const jobOfferSchema = z
  .object({
    id,
    position: order,
    closesOn: dateText().optional(),
    ...languageFields(jobParts),
  })
  .superRefine((value, ctx) => checkLanguages(value, jobParts, ctx))
  .transform((value) => ({
    id: value.id,
    position: value.position ?? 0,
    closesOn: value.closesOn ?? null,
    texts: textsOf<"title" | "body">(value, jobParts),
  }));

export const guideScreens = ["purchaseGuide", "refundGuide"] as const;
export type GuideScreen = (typeof guideScreens)[number];
const guideParts = { Title: 200, Intro: 500, Body: 100_000 };
export type GuideTexts = Texts<"title" | "intro" | "body">;

export const guideSchema = z
  .object({
    screen: z.enum(guideScreens),
    ...languageFields(guideParts),
    ...Object.fromEntries(locales.map((l) => [`${l}Published`, z.literal("on").optional()])),
  })
  .superRefine((value, ctx) => checkLanguages(value, guideParts, ctx))
  .transform((value) => {
    const v = value as Record<string, unknown>;
    return {
      screen: value.screen,
      texts: textsOf<"title" | "intro" | "body">(v, guideParts),
      published: locales.filter((l) => v[`${l}Published`] === "on"),
    };
  });

const offerParts = { Title: 120, Text: 400 };
export type OfferTexts = Texts<"title" | "text">;

const price = moneyText({
  required: messageKey("deskPages:validation.price"),
  format: messageKey("deskPages:validation.price"),
});

/** A product's offer (its kind, and its search as a query: `from=IKA&to=IST`) or the travel desk's (a screen, prices). */
export const offerSchema = z
  .object({
    id,
    position: order,
    startsOn: dateText().optional(),
    endsOn: dateText().optional(),
    kind: z.enum(["product", "priced"], {
      errorMap: () => ({ message: messageKey("deskPages:validation.kind") }),
    }),
    product: z.string().trim().max(40).optional(),
    search: z.string().trim().max(300).optional(),
    screen: z.string().trim().max(60).optional(),
    price: price.optional(),
    was: price.optional(),
    ...languageFields(offerParts),
  })
  .superRefine((value, ctx) => {
    checkLanguages(value, offerParts, ctx);
    const issue = (path: string, key: "product" | "search" | "screen" | "price" | "window") =>
      ctx.addIssue({ code: "custom", path: [path], message: messageKey(`deskPages:validation.${key}`) });
    if (!isWindow({ startsOn: value.startsOn ?? null, endsOn: value.endsOn ?? null })) issue("endsOn", "window");
    if (value.kind === "product") {
      if (!value.product) issue("product", "product");
      if (!value.search) issue("search", "search");
    }
    if (value.kind === "priced") {
      if (!value.screen) issue("screen", "screen");
      if (!value.price) issue("price", "price");
      if (!value.was) issue("was", "price");
    }
  })
  .transform((value) => ({
    id: value.id,
    position: value.position ?? 0,
    startsOn: value.startsOn ?? null,
    endsOn: value.endsOn ?? null,
    kind: value.kind,
    product: value.product ?? "",
    params: Object.fromEntries(new URLSearchParams(value.search ?? "")) as Record<string, string>,
    screen: value.screen ?? "",
    price: value.price ?? "",
    was: value.was ?? "",
    texts: textsOf<"title" | "text">(value, offerParts),
  }));
