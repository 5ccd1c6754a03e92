import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { brokenText, rawKeys, skippedHeadings, untranslatedNames } from "../support/page-text";
import { addDays, agencyToday } from "../../app/domains/flights/dates";
import { locales, pathFor, pattern, screenIds, screenOf, type Locale, type ScreenId } from "../../app/routing/screens";

/**
 * Every page of every language, fetched by plain HTTP (no browser, so it runs once, in the
 * "js" project): the raw bytes carry no NUL, no U+FFFD and only valid UTF-8 (decision 020),
 * no visible text is a raw message key, no heading level is skipped, and no name is left in
 * English (airlines, currencies, askers on Persian pages; the honeypot's label anywhere). Guarded screens are
 * fetched signed in; a screen with a parameter takes the first link to it on its parent
 * screen (a real article, question, member), else a made-up value (its 404 page).
 */
test.beforeEach(({ jsEnabled }) => test.skip(!jsEnabled, "request-level: runs once"));

const extraQuery: Partial<Record<ScreenId, string>> = {
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

test("every page of every language is whole UTF-8 text, with names in its language, no raw message keys or skipped headings", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const visitor = await playwright.request.newContext({ baseURL });
  const member = await playwright.request.newContext({ baseURL });
  const signIn = await member.post("/_/e2e/login", { data: { email: `text-${Date.now()}@example.com` } });
  expect(signIn.ok()).toBe(true);
  const as = (id: ScreenId): APIRequestContext => (screenOf(id).guard === "auth" ? member : visitor);

  const problems: string[] = [];
  let checked = 0;
  for (const locale of locales) {
    const pages = await pagesOf(locale, async (path) => (await visitor.get(path)).text());
    for (let i = 0; i < pages.length; i += 4) {
      await Promise.all(
        pages.slice(i, i + 4).map(async ({ id, path }) => {
          const response = await as(id).get(path, { maxRedirects: 0, failOnStatusCode: false });
          const where = `${id} ${decodeURI(path)} (${response.status()})`;
          if (response.status() >= 500) problems.push(`${where}: server error`);
          if (!(response.headers()["content-type"] ?? "").includes("text/html")) return;
          checked++;
          const bytes = await response.body();
          for (const p of brokenText(bytes)) problems.push(`${where}: ${p}`);
          const html = bytes.toString("utf8");
          for (const key of rawKeys(html, locale)) problems.push(`${where}: raw key "${key}"`);
          for (const skip of skippedHeadings(html)) problems.push(`${where}: heading skipped ${skip}`);
          // The demo mailbox shows each message as it was sent, in its customer's language, whatever the page's.
          if (id !== "mailbox")
            for (const name of untranslatedNames(html, locale)) problems.push(`${where}: English name "${name}"`);
        }),
      );
    }
  }
  console.log(`text: ${checked} pages checked in ${locales.length} languages`);
  expect(checked).toBeGreaterThan(150);
  expect(problems).toEqual([]);
  await visitor.dispose();
  await member.dispose();
});
