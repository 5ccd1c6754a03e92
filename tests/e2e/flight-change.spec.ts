import { expect, expectNoAxeViolations, outboxFor, payOnSandbox, ready, test } from "./fixtures";

/**
 * Managing a trip (issue 25 item 8, decision 109), in English and Persian, JavaScript on and off: a guest's
 * paid flight (made by the test-only /_/e2e/flight-order hook through the booking core) is moved to the next
 * day from its booking page — the fare rules that apply, the days around it, the next day's flights with the
 * fare difference and the change fee — and the balance is paid by card on the provider's page; the booking
 * then shows the change, and the e-mail with the new tickets is sent. Then a seat and an extra bag are bought on
 * the seat map page, paid by card, and shown on the e-ticket.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const words = {
  en: {
    link: "Change the date",
    title: "Change your flight date",
    pick: "Choose a new date",
    fee: "10% of the fare",
    pay: /^Pay and change/,
    extrasLink: "Choose seats or add bags",
    extrasPay: "Pay and add",
    seat: "Seat",
    bags: /^Extra 23 kg bags/,
    seatShown: (seat: string) => `Sara Ahmadi: seat ${seat} · 1 extra bag (23 kg)`,
    done: "Your booking is updated.",
    subject: /^Booking PZ\d{8} changed: your new tickets$/,
  },
  fa: {
    link: "تغییر تاریخ",
    title: "تغییر تاریخ پرواز",
    pick: "انتخاب تاریخ تازه",
    fee: "۱۰٪ کرایه",
    pay: /^پرداخت و تغییر/,
    extrasLink: "انتخاب صندلی یا افزودن بار",
    extrasPay: "پرداخت و افزودن",
    seat: "صندلی",
    bags: /^بار اضافهٔ ۲۳ کیلوگرمی/,
    seatShown: (seat: string) => `Sara Ahmadi: صندلی ${seat}، ۱ بار اضافه (۲۳ کیلوگرم)`,
    done: "رزرو شما به‌روز شد.",
    subject: /^رزرو PZ\d{8} تغییر کرد: بلیت‌های تازهٔ شما$/,
  },
};

for (const lang of ["en", "fa"] as const) {
  test(`a booked flight moved to the next day, the balance paid by card (${lang})`, async ({ page, jsEnabled }) => {
    const w = words[lang];
    const email = `change-${unique()}@example.com`;
    const response = await page.request.post("/_/e2e/flight-order", { data: { locale: lang, email } });
    expect(response.ok()).toBe(true);
    const made = (await response.json()) as { confirmation: string; changeDay: string; changeFlight: string };

    await page.goto(made.confirmation);
    await ready(page, jsEnabled);
    await page.getByRole("link", { name: w.link, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    // The fare rules that apply now: a standard fare more than 7 days ahead changes for 10 % of the fare.
    await expect(page.getByText(w.fee)).toBeVisible();
    await page.getByRole("link", { name: w.pick }).click();
    await page.locator(`a[href*="date=${made.changeDay}"]`).click();
    await expect(page.locator(`a[aria-current="date"][href*="date=${made.changeDay}"]`)).toBeVisible();
    if (jsEnabled) await expectNoAxeViolations(page);
    const balance = page.getByTestId("change-balance").first();
    await expect(balance).toBeVisible();
    await ready(page, jsEnabled);
    // The next day's direct flight (the first option of the day may be a connection, two e-tickets).
    await page.getByRole("button", { name: new RegExp(`${w.pay.source}.* ${made.changeFlight} `) }).click();

    await payOnSandbox(page, lang);
    await expect(page.getByText(w.done)).toBeVisible();
    await expect(page.getByTestId("eticket")).toHaveCount(1);
    await expect
      .poll(async () => (await outboxFor(page, email)).map((m) => m.subject))
      .toContainEqual(expect.stringMatching(w.subject));
  });
}

for (const lang of ["en", "fa"] as const) {
  test(`a seat and an extra bag bought for a booked flight (${lang})`, async ({ page, jsEnabled }) => {
    const w = words[lang];
    const email = `extras-${unique()}@example.com`;
    const response = await page.request.post("/_/e2e/flight-order", { data: { locale: lang, email } });
    expect(response.ok()).toBe(true);
    const made = (await response.json()) as { confirmation: string; flightNumber: string };

    await page.goto(made.confirmation);
    await ready(page, jsEnabled);
    await page.getByRole("link", { name: w.extrasLink }).click();
    await page.getByRole("link", { name: new RegExp(made.flightNumber) }).click();
    const seat = page.getByRole("combobox", { name: w.seat, exact: true });
    await expect(seat).toBeVisible();
    if (jsEnabled) await expectNoAxeViolations(page);
    // A standard seat (the options after the extra-legroom group), any of them: the runs in parallel share a flight.
    const standard = seat.locator("optgroup").nth(1).locator("option");
    const pick = Math.floor(Math.random() * (await standard.count()));
    const value = await standard.nth(pick).getAttribute("value");
    await seat.selectOption(value!);
    await page.getByRole("combobox", { name: w.bags }).selectOption("1");
    await ready(page, jsEnabled);
    await page.getByRole("button", { name: w.extrasPay }).click();

    await payOnSandbox(page, lang);
    await expect(page.getByText(w.done)).toBeVisible();
    await expect(page.getByTestId("leg-extra")).toContainText(w.seatShown(value!));
  });
}
