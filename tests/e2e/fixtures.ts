import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

/**
 * Shared e2e fixtures.
 * - Cookie consent is answered beforehand (except where a test sets `consent: false`),
 *   so the notice does not cover what a test clicks.
 * - `jsEnabled` tells a test which of the two runs it is in.
 */
export const test = base.extend<{ consent: boolean; jsEnabled: boolean }>({
  consent: [true, { option: true }],
  jsEnabled: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  context: async ({ context, consent, baseURL }, use) => {
    if (consent)
      await context.addCookies([
        { name: "consent", value: encodeURIComponent(btoa(JSON.stringify("necessary"))), url: baseURL! },
      ]);
    await use(context);
  },
});

export { expect };

/** Waits until React has hydrated (JS run only), so enhanced handlers are attached. */
export async function ready(page: Page, jsEnabled: boolean) {
  if (jsEnabled)
    await page.waitForFunction(
      () =>
        (window as unknown as { __remixContext?: unknown }).__remixContext &&
        document.documentElement.dataset.hydrated === "1",
    );
}

/** axe-core: no WCAG A/AA violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * The honeypot fields of the form on `path`, as a fresh page serves them (decision 207): a
 * token is bound to its form and kept once, so a test that means a real post fetches the
 * page first, like a person, for every post.
 */
export async function honeypotOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const token = /name="website_from"[^>]*value="([^"]+)"/.exec(await response.text())?.[1];
  if (!token) throw new Error(`no honeypot token on ${path} (${response.status()})`);
  return { website: "", website_from: token };
}

/** Messages sent to an address (e-mail or SMS outbox), newest first. */
export async function outboxFor(page: Page, to: string) {
  const response = await page.request.get(`/_/outbox?to=${encodeURIComponent(to)}`);
  return (await response.json()) as {
    recipient: string;
    subject: string;
    body: string;
    html: string | null;
    headers: Record<string, string> | null;
    channel: string;
  }[];
}

/**
 * Signs a user in (creating an active one for the e-mail if needed) through the
 * test-only endpoint; the session cookie lands in the page's browser context. With a
 * `password` the account can also sign in through the form; `signIn: false` only creates it.
 * `role` makes the account staff; `desk: true` also opens a desk session (`deskLogin`).
 */
export async function login(
  page: Page,
  user: {
    email: string;
    firstName?: string;
    lastName?: string;
    status?: string;
    mustChangePassword?: boolean;
    password?: string;
    phone?: string;
    signIn?: boolean;
    /** Staff with this role (the desk, issue 26). */
    role?: "agent" | "editor" | "finance" | "admin";
    /** With `role`: a desk session already open (the second factor is tested on its own). */
    desk?: boolean;
  },
) {
  const response = await page.request.post("/_/e2e/login", { data: user });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { userId: number };
}

/** Signs in a member of staff with a desk session open, ready for a desk area's screens. */
export function deskLogin(page: Page, email: string, role: "agent" | "editor" | "finance" | "admin") {
  return login(page, { email, role, desk: true, firstName: "Desk", lastName: role });
}

const sandboxLabels = {
  en: { holder: "Name on card", number: "Card number", expiry: "Expiry date", cvv: "Security code (CVV)", pay: /^Pay/ },
  fa: {
    holder: "نام دارنده کارت",
    number: "شماره کارت",
    expiry: "تاریخ انقضا",
    cvv: "کد امنیتی (CVV2)",
    pay: /^پرداخت/,
  },
};

/** Pays on the sandbox provider's card page (already open) with a card that is accepted, in its language. */
export async function payOnSandbox(
  page: Page,
  lang: "en" | "fa" = "en",
  number = "4242 4242 4242 4242",
  holder = "Sara Ahmadi",
) {
  const w = sandboxLabels[lang];
  await expect(page).toHaveURL(/\/_\/pay\/sandbox\/\d+/);
  await page.getByLabel(w.holder).fill(holder);
  await page.getByLabel(w.number).fill(number);
  await page.getByLabel(w.expiry).fill("12/39");
  await page.getByLabel(w.cvv).fill("123");
  await page.getByRole("button", { name: w.pay }).click();
}

/**
 * Starts an estimate from a service for the page's browser, as the "Estimate it" form does (issue 28), and gives the
 * project's slug; the guest's projects cookie lands in the browser context.
 */
export async function startEstimate(page: Page, service = "school-trip") {
  const response = await page.request.post("/en/services/estimate/new", {
    form: { intent: "start", service },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const slug = new URL(response.headers().location, "http://x").searchParams.get("project");
  expect(slug).toMatch(/^[a-z2-9]{24}$/);
  return slug!;
}
