import type { Page } from "@playwright/test";
import { expect, login, ready, test } from "./fixtures";
import { addDays, agencyToday } from "../../app/domains/flights/dates";
import { locales, pathFor, screenIds, screenOf, type Locale, type ScreenId } from "../../app/routing/screens";

/**
 * Layout in every language (issue 12, item 6): no screen scrolls sideways at phone,
 * tablet and laptop widths. One page visits every built screen of the route table in
 * fa, en, nl and fr (parameters from real seeded content and a booking made here) and
 * measures each at every width by resizing the same page.
 */
const widths = [320, 390, 1024, 1366];
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Screens with parameters: the first link to them on their list page, per language. */
const fromList: Partial<Record<ScreenId, ScreenId>> = {
  blogArticle: "blogList",
  faqEntry: "faqList",
  qaEntry: "qaList",
  teamMember: "team",
};

/** The first link under a path on a page, read from its HTML (cheaper than opening it). */
async function firstLinkUnder(page: Page, pagePath: string, listPath: string, separator = "/") {
  const html = await (await page.request.get(pagePath)).text();
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
  const found = hrefs.find((h) => h.startsWith(`${listPath}${separator}`));
  expect(found, `a link under ${decodeURI(listPath)}`).toBeTruthy();
  return found!;
}

/** A paid booking made as a guest through the screens (its confirmation page is a screen to measure). */
async function bookAsGuest(page: Page) {
  const response = await page.request.post("/_/e2e/cart-line", { data: { flight: { adults: 2 } } });
  expect(response.ok()).toBe(true);
  await page.goto("/en/checkout");
    await page.getByLabel("First name").fill("Sara");
  await page.getByLabel("Last name").fill("Ahmadi");
  await page.getByLabel("E-mail address", { exact: true }).fill(`layout-${unique()}@example.com`);
  await page.getByLabel("Mobile phone").fill("+989121234567");
  await page.getByLabel("Which cause should we support?").selectOption("orphans");
  await page.getByLabel("How did you find us?").selectOption("friend");
  await page.getByLabel(/I accept the fare rules/).check();
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
    await page.getByRole("button", { name: /^Pay/ }).click();
  await page.getByLabel("Name on card").fill("Sara Ahmadi");
  await page.getByLabel("Card number").fill("4242424242424242");
  await page.getByLabel("Expiry date").fill("12/39");
  await page.getByLabel("Security code (CVV)").fill("123");
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByTestId("order-number")).toBeVisible();
  return (await page.getByTestId("order-number").textContent())!.trim();
}

test("no screen scrolls sideways at 320, 390, 1024 or 1366 px in any language", async ({ page, jsEnabled }) => {
  const started = Date.now();
  // Measured once, without JavaScript: the no-JS page is the wider one (it shows the switchers' submit buttons) and loads fastest.
  test.skip(jsEnabled, "layout is measured once, in the no-JavaScript run");
  test.setTimeout(180_000);
  const orderNumber = await bookAsGuest(page);
  const overflows: string[] = [];
  const measure = async (path: string) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const { scroll, inner } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      if (scroll > inner) overflows.push(`${decodeURI(path)} at ${width} px: ${scroll} px wide`);
    }
  };
  let visits = 0;
  const visit = async (path: string) => {
    visits++;
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(path, { waitUntil: "load" });
    await measure(path);
  };
  const depart = addDays(agencyToday(), 4);
  const signedIn = (id: ScreenId) => screenOf(id).guard === "auth" || id === "signOut";
  const built = screenIds.filter((id) => screenOf(id).file !== null);
  const pathsOf = async (locale: Locale, id: ScreenId): Promise<string[]> => {
    const list = fromList[id];
    if (list) {
      return [await firstLinkUnder(page, pathFor(list, locale), pathFor(list, locale))];
    }
    if (id === "confirmation") return [pathFor("confirmation", locale, { orderNumber })];
    if (id === "flightResults") {
      const q = new URLSearchParams({ from: "THR", to: "MHD", depart, adults: "1", children: "0", infants: "0" });
      return [`${pathFor("flightResults", locale)}?${q}&trip=oneway`];
    }
    if (id === "passengers") {
      const q = new URLSearchParams({ from: "THR", to: "MHD", depart, adults: "2", children: "1", infants: "0" });
      const results = `${pathFor("flightResults", locale)}?${q}&trip=oneway`;
      return [await firstLinkUnder(page, results, pathFor("passengers", locale), "?")];
    }
    return [pathFor<ScreenId>(id, locale)];
  };
  for (const locale of locales) {
    for (const id of built.filter((s) => !signedIn(s))) for (const path of await pathsOf(locale, id)) await visit(path);
    await visit(`/${locale}/abc-123/no-such-page`);
  }
  await visit("/lang");
  await login(page, { email: `layout-${unique()}@example.com`, firstName: "Fereshteh", lastName: "Nourbakhsh-Tehrani" });
  for (const locale of locales)
    for (const id of built.filter((s) => signedIn(s) && s !== "signOut")) await visit(pathFor<ScreenId>(id, locale));
  console.log(`layout: ${visits} pages in ${Date.now() - started} ms`);
  expect(overflows).toEqual([]);
});
