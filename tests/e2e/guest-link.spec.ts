import type { Browser } from "@playwright/test";
import { expect, outboxFor, ready, test } from "./fixtures";

/**
 * Issue 22 item 6: a guest who has only the order and ticket numbers asks, on the inquiry
 * screen, for "E-mail me a link to manage this booking" (JavaScript on and off, English and
 * Persian). The answer is one neutral sentence whether or not the numbers match; a mail goes
 * only when they do, to the booking's e-mail, in the booking's language, and its signed link
 * (decision 409) opens the booking in a browser that never had it. Each run poses as its own
 * client (X-Forwarded-For), so the per-IP limit of one run does not touch another.
 */
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

const words = {
  en: {
    ticket: "Electronic ticket number",
    order: "Order number",
    lookUp: "Look up",
    notFound: "No booking matches both numbers.",
    booking: (n: string) => `Booking ${n}`,
    button: "E-mail me a link to manage this booking",
    sent: "If these numbers match a booking, we have sent a link to the e-mail address it was booked with.",
    subject: (n: string) => `Your link to booking ${n}`,
  },
  fa: {
    ticket: "شماره بلیت الکترونیکی",
    order: "شماره سفارش",
    lookUp: "استعلام",
    notFound: "هیچ رزروی با هر دو شماره مطابقت ندارد.",
    booking: (n: string) => `رزرو ${n}`,
    button: "پیوند مدیریت این رزرو را برایم ایمیل کنید",
    sent: "اگر این شماره‌ها با رزروی مطابقت داشته باشند، پیوند را به ایمیلی که رزرو با آن ثبت شده است فرستادیم.",
    subject: (n: string) => `پیوند مدیریت رزرو ${n}`,
  },
} as const;

/** Another browser: no cookie of the one that booked (cookie consent answered, as the fixture does). */
async function otherBrowser(browser: Browser, baseURL: string, jsEnabled: boolean, ip: string) {
  const context = await browser.newContext({
    javaScriptEnabled: jsEnabled,
    baseURL,
    locale: "en-GB",
    extraHTTPHeaders: { "X-Forwarded-For": ip },
  });
  await context.addCookies([
    { name: "consent", value: encodeURIComponent(btoa(JSON.stringify("necessary"))), url: baseURL },
  ]);
  return context;
}

for (const locale of ["en", "fa"] as const) {
  const w = words[locale];
  test(`${locale}: a guest with only the numbers gets a link to manage the booking by e-mail; other numbers get the same answer and no e-mail`, async ({
    page,
    browser,
    baseURL,
    jsEnabled,
  }) => {
    test.setTimeout(90_000);
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const email = `guest-link-${unique()}@example.com`;
    const response = await page.request.post("/_/e2e/train-order", { data: { locale, email } });
    expect(response.ok()).toBe(true);
    const made = (await response.json()) as { orderNumber: string; confirmation: string; inquiry: string };
    // The numbers the guest has: the order number and an e-ticket number (from the booking browser's page).
    await page.goto(made.confirmation);
    const ticket = (await page.getByTestId("eticket").first().textContent())!.trim();
    await expect.poll(async () => (await outboxFor(page, email)).length).toBeGreaterThan(0);
    const before = (await outboxFor(page, email)).length;

    const context = await otherBrowser(browser, baseURL!, jsEnabled, ip);
    const guest = await context.newPage();
    expect((await guest.goto(made.confirmation))?.status()).toBe(404);

    // Numbers that match nothing (a real ticket, another order number): the status says so, the e-mail form answers
    // the same sentence as for a match, and no mail goes.
    await guest.goto(made.inquiry);
    await ready(guest, jsEnabled);
    await guest.getByLabel(w.ticket).fill(ticket);
    await guest.getByLabel(w.order).fill("PZ00000000");
    await guest.getByRole("button", { name: w.lookUp }).click();
    await expect(guest.getByText(w.notFound)).toBeVisible();
    await ready(guest, jsEnabled);
    await guest.getByRole("button", { name: w.button }).click();
    await expect(guest.getByRole("status").filter({ hasText: w.sent })).toBeVisible();
    const unmatched = await guest.getByRole("status").filter({ hasText: w.sent }).textContent();

    // The right numbers: the booking's status, and the same answer.
    await guest.getByLabel(w.order).fill(made.orderNumber);
    await guest.getByRole("button", { name: w.lookUp }).click();
    await expect(guest.getByRole("heading", { name: w.booking(made.orderNumber) })).toBeVisible();
    await ready(guest, jsEnabled);
    await guest.getByRole("button", { name: w.button }).click();
    await expect(guest.getByRole("status").filter({ hasText: w.sent })).toBeVisible();
    expect(await guest.getByRole("status").filter({ hasText: w.sent }).textContent()).toBe(unmatched);

    // One mail, the match's: at the booking's e-mail, in the booking's language, with the signed link.
    await expect.poll(async () => (await outboxFor(page, email)).length).toBe(before + 1);
    const [mail] = await outboxFor(page, email);
    expect(mail.subject).toBe(w.subject(made.orderNumber));
    const link = /https?:\/\/\S+\?key=\S+/.exec(mail.body)?.[0];
    expect(link).toBeTruthy();

    // The link opens the booking in the browser that had only the numbers.
    const url = new URL(link!);
    await guest.goto(url.pathname + url.search);
    await expect(guest).toHaveURL((u) => u.pathname === made.confirmation && u.search === "");
    await expect(guest.getByTestId("order-number")).toHaveText(made.orderNumber);
    await context.close();
  });
}
