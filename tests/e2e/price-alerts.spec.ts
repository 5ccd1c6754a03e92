import { expect, expectNoAxeViolations, login, outboxFor, ready, test } from "./fixtures";
import { addDays, agencyToday } from "../../app/travel/clock";

/**
 * Flight price alerts (issue 25 item 7, decision 108), in English and Persian, with JavaScript on
 * and off: a guest follows a route from the results, confirms by the e-mailed link, the price of
 * the cheapest flight drops (test hook) and the check e-mails the new price; one click stops it.
 */
const words = {
  en: {
    results: "/en/flights/search",
    email: "alert-email",
    submit: "Track prices",
    received: "If this address does not follow this route yet",
    confirmed: "Your price alert is on.",
    drop: "Price drop",
    stop: "Stop",
    stopped: "is stopped",
    following: "You are following this route.",
    list: "/en/user/price-alerts",
    calendar: "/en/flights/calendar",
    active: "Active",
    stoppedStatus: "Stopped",
  },
  fa: {
    results: "/fa/پرواز/جستجو",
    email: "alert-email",
    submit: "پیگیری قیمت",
    received: "اگر این نشانی هنوز این مسیر را پیگیری نمی‌کند",
    confirmed: "هشدار قیمت شما فعال شد.",
    drop: "کاهش قیمت",
    stop: "توقف",
    stopped: "متوقف شده است",
    following: "این مسیر را پیگیری می‌کنید.",
    list: "/fa/کاربر/هشدارهای-قیمت",
    calendar: "/fa/پرواز/تقویم",
    active: "فعال",
    stoppedStatus: "متوقف",
  },
} as const;

/** The first link of an e-mail whose query has `name`. */
const linkWith = (body: string, name: string) => new RegExp(`https?://\\S+\\?${name}=\\S+`).exec(body)?.[0];

for (const lang of ["en", "fa"] as const) {
  test(`a price alert e-mail after a price drop (${lang})`, async ({ page, jsEnabled }) => {
    const w = words[lang];
    // Each run its own day and address, so the four runs never share an alert or a fare.
    const depart = addDays(agencyToday(), 20 + (lang === "fa" ? 2 : 0) + (jsEnabled ? 0 : 1));
    const email = `alert-${lang}-${jsEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
    await page.goto(`${w.results}?trip=oneway&from=THR&to=KER&depart=${depart}&adults=1&children=0&infants=0`);
    await ready(page, jsEnabled);
    await page.locator(`#${w.email}`).fill(email);
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByText(w.received)).toBeVisible();

    await expect.poll(async () => (await outboxFor(page, email)).length).toBe(1);
    const confirm = linkWith((await outboxFor(page, email))[0].body, "confirm");
    expect(confirm).toBeTruthy();
    await page.goto(confirm!);
    await expect(page.getByText(w.confirmed)).toBeVisible();
    if (jsEnabled) await expectNoAxeViolations(page);

    const drop = await page.request.post("/_/e2e/price-drop", {
      data: { from: "THR", to: "KER", depart, percent: 30 },
    });
    expect(drop.status(), await drop.text()).toBe(200);
    await expect.poll(async () => (await outboxFor(page, email)).length).toBe(2);
    const [mail] = await outboxFor(page, email);
    expect(mail.subject).toContain(w.drop);
    expect(mail.body).toContain(`depart=${depart}`);
    // A second check at the same price sends nothing more.
    await page.request.post("/_/e2e/price-drop", { data: { from: "THR", to: "KER", depart, percent: 1 } });
    expect(await outboxFor(page, email)).toHaveLength(2);

    // The e-mail's unsubscribe link: the page asks first; a mail client's one-click POST stops it at once.
    const unsubscribe = linkWith(mail.body, "unsubscribe")!;
    expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${unsubscribe}>`);
    await page.goto(unsubscribe);
    await expect(page.getByRole("button", { name: w.stop, exact: true })).toBeVisible();
    if (jsEnabled) await expectNoAxeViolations(page);
    const oneClick = await page.request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);
    await page.goto(unsubscribe);
    await expect(page.getByText(w.stopped)).toBeVisible();
  });
}

for (const lang of ["en", "fa"] as const) {
  test(`a signed-in user follows a route in one click and stops it in the user area (${lang})`, async ({
    page,
    jsEnabled,
  }) => {
    const w = words[lang];
    const depart = addDays(agencyToday(), 24 + (lang === "fa" ? 2 : 0) + (jsEnabled ? 0 : 1));
    await login(page, { email: `alerts-${lang}-${jsEnabled ? "js" : "nojs"}-${Date.now()}@example.com` });
    await page.goto(`${w.results}?trip=oneway&from=THR&to=KER&depart=${depart}&adults=1&children=0&infants=0`);
    await ready(page, jsEnabled);
    await expect(page.locator(`#${w.email}`)).toHaveCount(0);
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByText(w.following)).toBeVisible();
    if (jsEnabled) await expectNoAxeViolations(page);

    await page.goto(w.list);
    await ready(page, jsEnabled);
    const row = page.getByRole("row").nth(1);
    await expect(row.getByRole("cell").nth(3)).toHaveText(w.active);
    if (jsEnabled) await expectNoAxeViolations(page);
    await row.getByRole("button").click();
    await expect(page.getByRole("row").nth(1).getByRole("cell").nth(3)).toHaveText(w.stoppedStatus);

    // The price calendar follows its whole month.
    await page.goto(`${w.calendar}?from=THR&to=KER&adults=1&children=0&infants=0`);
    await ready(page, jsEnabled);
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByText(w.following)).toBeVisible();
    if (jsEnabled) await expectNoAxeViolations(page);
  });
}
