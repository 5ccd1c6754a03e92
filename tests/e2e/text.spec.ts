import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  brokenText,
  cartWords,
  currencyPatterns,
  dotBesideDigits,
  englishWording,
  frenchSpacing,
  latinDigits,
  latinStreetWords,
  ltrMoney,
  missingElision,
  otherPlaceNames,
  rawKeys,
  skippedHeadings,
  spacedUrls,
  unmirroredArrows,
  untranslatedNames,
  zeroMinutes,
} from "../support/page-text";
import { addDays, agencyToday } from "../../app/travel/clock";
import { locales, pathFor, pattern, screenIds, screenOf, type Locale, type ScreenId } from "../../app/routing/screens";
import { tourRows } from "../../app/products/tours/seed";

/**
 * Every page of every language, fetched by plain HTTP (no browser, so it runs once, in the
 * "js" project): the raw bytes carry no NUL, no U+FFFD and only valid UTF-8 (decision 020),
 * no visible text is a raw message key, no heading level is skipped, and no name is left in
 * English (airlines, currencies, askers on Persian pages; the honeypot's label anywhere). Guarded screens are
 * fetched signed in; a screen with a parameter takes the first link to it on its parent
 * screen (a real article, question, member), else a made-up value (its 404 page).
 *
 * Every URL of each language's sitemap is fetched as well. The booking flows are fetched too, in every language: a flight's passenger page (from the
 * results), a hotel's guest page (from its property page), a train's place plan and passenger
 * page, the cart and checkout with a line in them, and the confirmations of a paid hotel and
 * train order. The pages are fetched once; each class of wording defect is its own test
 * (issue 23, items 13–15): French spacing and URLs, one name per place, French elision,
 * durations, the cart's word, English wording, Persian street names in Latin addresses.
 *
 * Issue 23 items 6–9 and 13 (decision 029), one test per class, detectors in tests/support/page-text.ts.
 * Problems found on every fetched page, per language, on the code before the fix (main at 97b77d1,
 * the same detectors) and after it:
 *
 *   class                                   fa before → after   en          nl          fr
 *   price bidi (dir=ltr / unit first)       1233 → 0            0 → 0       0 → 0       0 → 0
 *   "·" beside a Persian digit              52 → 0              0 → 0       0 → 0       0 → 0
 *   Latin digits in Persian text            324 → 0             0 → 0       0 → 0       0 → 0
 *   unmirrored arrows (→, ›)                37 → 0              0 → 0       0 → 0       0 → 0
 *   currency pattern (vs Intl / CLDR)       0 → 0               1235 → 0    1237 → 0    0 → 0
 *
 * (The Persian-only classes find nothing on other languages by design; French already wrote "44,55 €", and
 * Persian the number before the unit.)
 */
test.describe.configure({ mode: "default" });
test.beforeEach(({ jsEnabled }) => test.skip(!jsEnabled, "request-level: runs once"));

/** A bookable departure of the seeded Istanbul tour, for the tour travellers' step (decision 705). */
const tourDeparture = tourRows(agencyToday()).departures.find((d) => d.tour_id === 1 && d.places_left > 4)!;

const extraQuery: Partial<Record<ScreenId, string>> = {
  tourTravellers: `?${new URLSearchParams({ tour: "istanbul-4-nights", d: String(tourDeparture.id), rooms: "1", a1: "2", c1: "0" })}`,
  flightResults: `?${new URLSearchParams({ from: "THR", to: "MHD", depart: addDays(agencyToday(), 4), adults: "1", children: "0", infants: "0", trip: "oneway" })}`,
};

/** Slugged screens whose parent screen does not link them (a popular train route: trains/landing.ts). */
const knownSlug: Partial<Record<ScreenId, Record<Locale, string>>> = {
  trainRoute: { fa: "تهران-مشهد", en: "tehran-mashhad", nl: "teheran-mashhad", fr: "teheran-mechhed" },
};

/** A link on `html` to the screen `id` in `locale`, when the page has one. */
function linkTo(html: string, id: ScreenId, locale: Locale): string | null {
  const source = pattern(id, locale)
    .split("/")
    .map((part) =>
      part.startsWith(":") ? '[^/"?#]+' : encodeURIComponent(part).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  const m = html.match(new RegExp(`href="(${source})"`, "i"));
  return m ? m[1] : null;
}

async function pagesOf(locale: Locale, get: (path: string) => Promise<string>) {
  const pages: { id: ScreenId; path: string }[] = [];
  for (const id of screenIds) {
    const screen = screenOf(id);
    if (!screen.file) continue;
    if (!pattern(id, locale).includes(":")) {
      pages.push({ id, path: pathFor(id, locale) + (extraQuery[id] ?? "") });
      continue;
    }
    const slug = knownSlug[id]?.[locale];
    if (slug) {
      pages.push({ id, path: encodeURI(pathFor(id, locale, { slug })) });
      continue;
    }
    const parent = screen.parent as ScreenId | undefined;
    const found = parent ? linkTo(await get(pathFor(parent, locale)), id, locale) : null;
    pages.push({ id, path: found ?? encodeURI(pattern(id, locale).replace(/:[A-Za-z]+/g, "PZ00000001")) });
  }
  return pages;
}

interface Fetched {
  locale: Locale;
  where: string;
  status: number;
  html: string | null;
  bytes: Buffer;
}
const fetched: Fetched[] = [];

/** The pages of the booking flows in `locale`, as a visitor reaches them (with `visitor`'s cart and order access). */
async function bookingPages(locale: Locale, visitor: APIRequestContext): Promise<{ id: string; path: string }[]> {
  const html = async (path: string) => {
    const response = await visitor.get(path);
    expect(response.status(), decodeURI(path)).toBe(200);
    return response.text();
  };
  const hrefs = (page: string) => [...page.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
  const depart = addDays(agencyToday(), 6);
  const out: { id: string; path: string }[] = [];

  const flightQuery = new URLSearchParams({ from: "THR", to: "MHD", depart, adults: "2", children: "1", infants: "1" });
  const flightResults = `${pathFor("flightResults", locale)}?${flightQuery}&trip=oneway`;
  const passengers = hrefs(await html(flightResults)).find((h) =>
    decodeURI(h).startsWith(`${decodeURI(pathFor("passengers", locale))}?`),
  );
  expect(passengers, `a passenger link on ${decodeURI(flightResults)}`).toBeTruthy();
  out.push({ id: "passengers", path: passengers! });
  // The month price calendar of a city's airports (Jalali months and Persian digits in fa).
  const calendarQuery = new URLSearchParams({
    from: "tehran",
    to: "IST",
    depart,
    adults: "2",
    children: "1",
    infants: "1",
  });
  out.push({ id: "flightCalendar", path: `${pathFor("flightCalendar", locale)}?${calendarQuery}` });

  const hotelQuery = new URLSearchParams({
    q: "Mashhad",
    in: addDays(depart, 20),
    out: addDays(depart, 22),
    rooms: "1",
    a1: "2",
  });
  const hotelResults = `${pathFor("hotelResults", locale)}?${hotelQuery}`;
  const propertyBase = pathFor("hotelProperty", locale, { slug: "x" }).replace(/\/x$/, "/");
  const property = hrefs(await html(hotelResults)).find((h) => decodeURI(h).startsWith(decodeURI(propertyBase)));
  expect(property, `a property link on ${decodeURI(hotelResults)}`).toBeTruthy();
  out.push({ id: "hotelProperty", path: property! });
  // Reserve is a GET form to the guest page: its first form's fields make the guest page's query.
  const propertyHtml = await html(property!);
  const guests = pathFor("hotelGuests", locale);
  const form = [...propertyHtml.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)].find(
    (m) => decodeURI(m[1]) === decodeURI(guests),
  );
  expect(form, `a reserve form on ${decodeURI(property!)}`).toBeTruthy();
  const fields = [...form![2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
    (m) => [m[1], m[2].replaceAll("&amp;", "&")] as [string, string],
  );
  out.push({ id: "hotelGuests", path: `${guests}?${new URLSearchParams([...fields, ["n", "1"]])}` });

  const trainQuery = new URLSearchParams({ from: "tehran", to: "mashhad", date: addDays(depart, 30), adults: "2" });
  const trainResults = `${pathFor("trainResults", locale)}?${trainQuery}&trip=oneway`;
  out.push({ id: "trainResults", path: trainResults });
  const places = hrefs(await html(trainResults)).find((h) =>
    decodeURI(h).startsWith(`${decodeURI(pathFor("trainPlaces", locale))}?`),
  );
  expect(places, `a place-plan link on ${decodeURI(trainResults)}`).toBeTruthy();
  out.push({ id: "trainPlaces", path: places! });
  const next = await visitor.get(`${places}&next=1`, { maxRedirects: 0 });
  expect(next.status()).toBe(302);
  out.push({ id: "trainPassengers", path: next.headers().location.replace(/^https?:\/\/[^/]+/, "") });

  expect((await visitor.post("/_/e2e/cart-line", { data: { flight: { adults: 2 } } })).ok()).toBe(true);
  out.push({ id: "cart", path: pathFor("cart", locale) }, { id: "checkout", path: pathFor("checkout", locale) });

  const email = `words-${locale}-${Date.now()}@example.com`;
  for (const [hook, data] of [
    ["/_/e2e/hotel-order", { locale, email, domestic: true }],
    ["/_/e2e/hotel-order", { locale, email, domestic: false }],
    ["/_/e2e/train-order", { locale, email }],
  ] as const) {
    const made = await visitor.post(hook, { data });
    expect(made.ok(), hook).toBe(true);
    out.push({ id: "confirmation", path: ((await made.json()) as { confirmation: string }).confirmation });
  }
  return out;
}

test.beforeAll(async ({ playwright }, info) => {
  if (info.project.name !== "js" || fetched.length) return;
  test.setTimeout(600_000);
  const baseURL = info.project.use.baseURL;
  const visitor = await playwright.request.newContext({ baseURL });
  const member = await playwright.request.newContext({ baseURL });
  const signIn = await member.post("/_/e2e/login", { data: { email: `text-${Date.now()}@example.com` } });
  expect(signIn.ok()).toBe(true);
  // The agency desk's screens are read as an administrator with a desk session open.
  const staff = await playwright.request.newContext({ baseURL });
  const staffIn = await staff.post("/_/e2e/login", {
    data: { email: `text-desk-${Date.now()}@example.com`, role: "admin", desk: true },
  });
  expect(staffIn.ok()).toBe(true);
  const as = (id: string): APIRequestContext => {
    if (!(screenIds as readonly string[]).includes(id)) return visitor;
    const screen = screenOf(id as ScreenId);
    return screen.desk ? staff : screen.guard === "auth" ? member : visitor;
  };

  for (const locale of locales) {
    const pages = [
      ...(await pagesOf(locale, async (path) => (await visitor.get(path)).text())),
      ...(await bookingPages(locale, visitor)),
    ];
    // Every page the language's sitemap lists (each article, FAQ entry, question, team member …), once.
    const seen = new Set(pages.map((p) => decodeURI(p.path)));
    const sitemap = await (await visitor.get(`/sitemap-${locale}.xml`)).text();
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(loc.replaceAll("&amp;", "&")).pathname;
      if (seen.has(decodeURI(path))) continue;
      seen.add(decodeURI(path));
      pages.push({ id: "sitemap", path });
    }
    for (let i = 0; i < pages.length; i += 4) {
      await Promise.all(
        pages.slice(i, i + 4).map(async ({ id, path }) => {
          const response = await as(id).get(path, { maxRedirects: 0, failOnStatusCode: false });
          const isHtml = (response.headers()["content-type"] ?? "").includes("text/html");
          const bytes = await response.body();
          fetched.push({
            locale,
            where: `${id} ${decodeURI(path)} (${response.status()})`,
            status: response.status(),
            html: isHtml ? bytes.toString("utf8") : null,
            bytes,
          });
        }),
      );
    }
  }
  await visitor.dispose();
  await member.dispose();
  await staff.dispose();
});

/**
 * The desk's screens that show what customers and visitors wrote, as they wrote it (names, comments, messages,
 * addresses, audit records), and the content screens that show each language's words in their own fieldsets and
 * an entry's words in the language it is written in (articles, FAQ, questions, team): their own words are checked,
 * not the people's.
 */
const showsWhatPeopleWrote = (where: string) =>
  /^desk(Moderation|Requests?|Orders?|Customers?|Audit|Articles|Faq|Qa|Team) /.test(where);

/** Every problem `check` finds on the HTML pages (of the given languages), each with its page. */
function problemsOf(check: (html: string, locale: Locale) => string[], only: readonly Locale[] = locales) {
  // The demo mailbox shows each message as it was sent, in its customer's language, whatever the page's.
  return fetched
    .filter(
      (p) =>
        p.html !== null && only.includes(p.locale) && !p.where.startsWith("mailbox ") && !showsWhatPeopleWrote(p.where),
    )
    .flatMap((p) => check(p.html!, p.locale).map((problem) => `${p.where}: ${problem}`));
}

test("every page of every language is whole UTF-8 text, with names in its language, no raw message keys or skipped headings", () => {
  const problems: string[] = [];
  let checked = 0;
  for (const { locale, where, status, html, bytes } of fetched) {
    if (status >= 500) problems.push(`${where}: server error`);
    if (html === null) continue;
    checked++;
    for (const p of brokenText(bytes)) problems.push(`${where}: ${p}`);
    for (const key of rawKeys(html, locale)) problems.push(`${where}: raw key "${key}"`);
    for (const skip of skippedHeadings(html)) problems.push(`${where}: heading skipped ${skip}`);
    // The demo mailbox shows each message as it was sent, in its customer's language, whatever the page's; the desk
    // shows what customers and visitors wrote (names, comments, messages) as they wrote it.
    if (!where.startsWith("mailbox ") && !showsWhatPeopleWrote(where))
      for (const name of untranslatedNames(html, locale)) problems.push(`${where}: English name "${name}"`);
  }
  console.log(`text: ${checked} pages checked in ${locales.length} languages`);
  expect(checked).toBeGreaterThan(150);
  expect(problems).toEqual([]);
});

test("French pages put a narrow no-break space before ? ! ; : and inside « », and no page breaks a URL with a space", () => {
  const spacing = problemsOf(frenchSpacing, ["fr"]);
  const urls = problemsOf(spacedUrls);
  console.log(`French spacing: ${spacing.length} ordinary spaces; URLs with a space: ${urls.length}`);
  expect([...urls, ...spacing]).toEqual([]);
});

test("each place has one name in each language", () => {
  const problems = problemsOf(otherPlaceNames);
  console.log(`place names: ${problems.length} other-language names`);
  expect(problems).toEqual([]);
});

test("French elides and uses articles before place names (d’Ispahan, à Kish)", () => {
  const problems = problemsOf(missingElision, ["fr"]);
  console.log(`French elision: ${problems.length} problems`);
  expect(problems).toEqual([]);
});

test("durations never spell out zero minutes or zero hours, in any language", () => {
  const problems = problemsOf(zeroMinutes);
  console.log(`durations: ${problems.length} with a zero part`);
  expect(problems).toEqual([]);
});

test("each language has one word for the cart, in the header, the titles and the pages", () => {
  const problems: string[] = [];
  for (const locale of locales) {
    const uses = new Map<string, string[]>();
    for (const p of fetched.filter(
      (f) =>
        f.locale === locale && f.html !== null && !f.where.startsWith("mailbox ") && !showsWhatPeopleWrote(f.where),
    ))
      for (const word of cartWords(p.html!, locale)) uses.set(word, [...(uses.get(word) ?? []), p.where]);
    if (uses.size > 1)
      problems.push(
        `${locale}: ${[...uses].map(([w, where]) => `"${w}" on ${where.length} pages (${where[0]})`).join(", ")}`,
      );
  }
  expect(problems).toEqual([]);
});

test("English reads as an editor wrote it: no !!!, no spec-like phrasing outside the spec's own messages", () => {
  const problems = problemsOf((html) => englishWording(html), ["en"]);
  expect(problems).toEqual([]);
});

test("addresses on Dutch and French pages name Iranian streets in the page's language", () => {
  const problems = problemsOf(latinStreetWords, ["nl", "fr"]);
  console.log(`street names: ${problems.length} English street words`);
  expect(problems).toEqual([]);
});

test("the French contact page's title agrees with its path, /fr/contactez-moi", () => {
  const page = fetched.find((p) => p.locale === "fr" && p.where.startsWith("contact "));
  expect(page?.where).toContain("/fr/contactez-moi");
  expect(page?.html).toMatch(/<h1[^>]*>Contactez-moi<\/h1>/);
  expect(page?.html).toMatch(/<title>Contactez-moi \|/);
});

/** The problems of one class, counted per language (logged: the counts before and after issue 23's fix are above). */
function perLocale(check: (html: string, locale: Locale) => string[]) {
  const problems = problemsOf(check);
  const counts = Object.fromEntries(
    locales.map((l) => [
      l,
      problems.filter((p) => fetched.some((f) => f.locale === l && p.startsWith(`${f.where}: `))).length,
    ]),
  );
  return { problems, counts: JSON.stringify(counts) };
}

test("Persian prices read number then unit: no money phrase in a dir=ltr element, no unit before its number", () => {
  const { problems, counts } = perLocale(ltrMoney);
  console.log(`price bidi: ${counts}`);
  expect(problems.slice(0, 30)).toEqual([]);
});

test("no · beside a Persian digit (it reads as ۰)", () => {
  const { problems, counts } = perLocale((html) => dotBesideDigits(html));
  console.log(`separators beside Persian digits: ${counts}`);
  expect(problems.slice(0, 30)).toEqual([]);
});

test("Persian text has Persian digits, Latin ones only in codes, links and dir=ltr elements", () => {
  const { problems, counts } = perLocale(latinDigits);
  console.log(`Latin digits in Persian text: ${counts}`);
  expect(problems.slice(0, 30)).toEqual([]);
});

test("arrows point the reading way on Persian pages (no → or ›)", () => {
  const { problems, counts } = perLocale(unmirroredArrows);
  console.log(`unmirrored arrows: ${counts}`);
  expect(problems.slice(0, 30)).toEqual([]);
});

test("each language writes money in its own pattern (en €44.55, nl € 44,55, fr 44,55 €, fa ۴۴٫۵۵ €)", () => {
  const { problems, counts } = perLocale(currencyPatterns);
  console.log(`currency patterns: ${counts}`);
  expect(problems.slice(0, 30)).toEqual([]);
});
