import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, login, payOnSandbox, ready, test } from "./fixtures";
import { addDays, agencyToday } from "../../app/travel/clock";
import { formatJalali } from "../../app/utils/jalali";

/**
 * Hotels booked online (issue 13, items 1–5), each test with JavaScript on ("js") and off
 * ("nojs"): search → results (filter, sort) → property → reserve → guests → cart → checkout
 * → sandbox payment → confirmation, in English and in Persian; a stay error at its field; a
 * filter and "update rooms and guests" without JavaScript. The e2e server seeds the default
 * 300 properties (Kish has about twenty).
 */
const daysAhead = (n: number) => addDays(agencyToday(), n);
const ddmmyyyy = (iso: string) => iso.split("-").reverse().join("/");
const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function searchKish(page: Page, jsEnabled: boolean, checkIn: string, checkOut: string) {
  await page.goto("/en/hotels");
  await ready(page, jsEnabled);
  const form = page.getByRole("form", { name: "Find a hotel" });
  await form.getByLabel("Destination or hotel").fill("Kish");
  await form.getByLabel("Check-in").fill(ddmmyyyy(checkIn));
  await form.getByLabel("Check-out").fill(ddmmyyyy(checkOut));
  await form.getByRole("button", { name: "Search hotels" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hotels in Kish Island");
}

/** Reserves the first rate with a Reserve button on the property page. */
async function reserveFirst(page: Page, jsEnabled: boolean, reserve = "Reserve") {
  await ready(page, jsEnabled);
  await page.getByRole("button", { name: reserve, exact: true }).first().click();
}

test("search Kish → filter and sort → property → reserve → guests → cart → checkout → payment", async ({
  page,
  jsEnabled,
}) => {
  const email = unique("hotel");
  await searchKish(page, jsEnabled, daysAhead(20), daysAhead(22));
  const status = page.getByRole("status").filter({ hasText: /properties? found/ });
  await expect(status).toBeVisible();
  const before = await status.textContent();

  // Filter: five stars (checkbox + apply without JavaScript; sent on change with it).
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByLabel(/^5 stars/).check();
  if (!jsEnabled) await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/stars=5/);
  await expect(status).not.toHaveText(before ?? "");
  const cards = page.getByRole("article");
  for (const card of await cards.all()) await expect(card).toContainText("5 stars");
  await expect(page.getByRole("form", { name: "Filters" }).getByLabel(/^5 stars/)).toBeChecked();

  await page.getByRole("navigation", { name: "Sort by" }).getByRole("link", { name: "Cheapest" }).click();
  await expect(page).toHaveURL(/sort=price/);
  await expect(page).toHaveURL(/stars=5/);

  await page
    .getByRole("link", { name: /^See rooms and rates/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/hotels\/property\//);
  await expect(page.getByRole("heading", { name: "Rooms and rates" })).toBeVisible();
  await expect(page.getByText("Prices for 2 nights, 1 room")).toBeVisible();
  await expect(page.getByRole("link", { name: "See it on the map (OpenStreetMap)" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
  );
  // Cancellation in plain words, on the hotel's clock.
  await expect(
    page
      .getByText(/Free cancellation until \d{1,2} \w+ \d{4}, 12:00|Non-refundable|% of the room price is kept/)
      .first(),
  ).toBeVisible();
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
  await reserveFirst(page, jsEnabled);

  await expect(page).toHaveURL(/\/en\/hotels\/guests\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Guests" })).toBeVisible();
  await ready(page, jsEnabled);
  // Nothing filled: the server (or the browser) says so at the fields, nothing is booked.
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByText("This is a mandatory field").first()).toBeVisible();
  const room = page.getByRole("group", { name: "Room 1: lead guest" });
  await room.getByLabel("First name").fill("Sara");
  await room.getByLabel("Last name").fill("Ahmadi");
  await room.getByLabel("Nationality").selectOption("IR");
  await room.getByLabel("National ID").fill("0012345679");
  await page.getByLabel("Arrival time").fill("15h30");
  await page.getByLabel("Special requests").fill("A quiet room, please");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Mobile").fill("+98 912 345 6789");
  await page.getByRole("button", { name: "Add to basket" }).click();

  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByText("The hotel has been added to your basket.")).toBeVisible();
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(name);
  await expect(line).toContainText("Sara Ahmadi");
  await expect(page.getByTestId("hotel-stay")).toContainText("2 nights");
  await expect(page.getByTestId("hotel-stay")).toContainText("1 room · 2 adults");
  await expect(page.getByTestId("hotel-stay")).toContainText("15:30");
  await expect(page.getByTestId("leg")).toHaveCount(0);
  // A stay's summary speaks of the stay (issue 22 item 5), on the cart and the checkout.
  await expect(page.locator("dt", { hasText: "Room price" })).toBeVisible();
  await expect(page.getByText("Ticket amount")).toHaveCount(0);

  await ready(page, jsEnabled);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByTestId("hotel-stay")).toContainText("2 nights");
  await expect(page.locator("dt", { hasText: "Room price" }).first()).toBeVisible();
  await expect(page.getByText("Ticket amount")).toHaveCount(0);
  await ready(page, jsEnabled);
  await page.getByLabel("First name").fill("Sara");
  await page.getByLabel("Last name").fill("Ahmadi");
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Mobile phone").fill("+989123456789");
  await page.getByLabel(/I accept/).check();
  await page.getByRole("button", { name: "Confirm booking" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await expect(page.getByTestId("hotel-stay")).toContainText("2 nights");
  await ready(page, jsEnabled);
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByRole("heading", { name: "Secure card payment" })).toBeVisible();
  await payOnSandbox(page);
  await expect(page.getByText("Thank you!")).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
});

test("in Persian: Jalali dates typed, Persian digits, results to the guest step", async ({ page, jsEnabled }) => {
  const checkIn = daysAhead(25);
  const checkOut = daysAhead(28);
  await page.goto("/fa/هتل/داخلی");
  await ready(page, jsEnabled);
  const form = page.getByRole("form", { name: "جستجوی هتل" });
  await form.getByLabel("مقصد یا هتل").fill("كيش");
  // Typed in the Jalali calendar with Latin digits; read the same with JavaScript or without.
  await form
    .getByLabel("تاریخ ورود")
    .fill(formatJalali(checkIn).replace(/[۰-۹]/g, (d) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(d))));
  await form.getByLabel("تاریخ خروج").fill(formatJalali(checkOut));
  await form.getByRole("button", { name: "جستجوی هتل" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("هتل‌های کیش");
  await expect(page.getByRole("status").filter({ hasText: "اقامتگاه پیدا شد" })).toHaveText(/^[۰-۹]+ اقامتگاه پیدا شد/);
  await expect(page.getByText(/[0-9]/).filter({ hasText: /شب/ })).toHaveCount(0);
  await page
    .getByRole("link", { name: /^دیدن اتاق‌ها و نرخ‌ها/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "اتاق‌ها و نرخ‌ها" })).toBeVisible();
  await expect(page.getByText(/قیمت‌ها برای ۳ شب، ۱ اتاق/)).toBeVisible();
  await expect(page.getByText(/لغو رایگان تا [۰-۹]+ [^\s]+ ۱۴[۰-۹]{2}، ۱۲:۰۰/).first()).toBeVisible();
  await reserveFirst(page, jsEnabled, "رزرو");
  await expect(page.getByRole("heading", { level: 1, name: "مهمانان" })).toBeVisible();
  await expect(page.getByText(/[۰-۹]+ شب/).first()).toBeVisible();
  await ready(page, jsEnabled);
  const room = page.getByRole("group", { name: "اتاق ۱: سرپرست" });
  await room.getByLabel("نام", { exact: true }).fill("Reza");
  await room.getByLabel("نام خانوادگی").fill("Karimi");
  await room.getByLabel("ملیت").selectOption("IR");
  await room.getByLabel("کد ملی").fill("۰۰۱۲۳۴۵۶۷۹");
  await page.getByLabel("ایمیل", { exact: true }).fill(unique("hotel-fa"));
  await page.getByLabel("موبایل").fill("۰۹۱۲۳۴۵۶۷۸۹");
  await page.getByRole("button", { name: "افزودن به سبد خرید" }).click();
  await expect(page.getByText("هتل به سبد خرید شما افزوده شد.")).toBeVisible();
  await expect(page.getByTestId("hotel-stay")).toContainText("۳ شب");
});

test("reversed dates: the message is at the check-out field and the input is kept", async ({ page, jsEnabled }) => {
  await page.goto("/en/hotels");
  await ready(page, jsEnabled);
  const form = page.getByRole("form", { name: "Find a hotel" });
  await form.getByLabel("Destination or hotel").fill("Shiraz");
  await form.getByLabel("Check-in").fill(ddmmyyyy(daysAhead(12)));
  await form.getByLabel("Check-out").fill(ddmmyyyy(daysAhead(10)));
  await form.getByRole("button", { name: "Search hotels" }).click();
  const results = page.getByRole("form", { name: "Change search" });
  await expect(results.getByText("Check-out must be after check-in")).toBeVisible();
  await expect(results.getByLabel("Check-out")).toHaveAttribute("aria-invalid", "true");
  await expect(results.getByLabel("Destination or hotel")).toHaveValue("Shiraz");
  await expect(results.getByLabel("Check-in")).toHaveValue(ddmmyyyy(daysAhead(12)));
  await expect(results.getByLabel("Check-out")).toHaveValue(ddmmyyyy(daysAhead(10)));
});

test("rooms and children's ages: two rooms, a child's age asked for and kept", async ({ page, jsEnabled }) => {
  await page.goto("/en/hotels");
  await ready(page, jsEnabled);
  const form = page.getByRole("form", { name: "Find a hotel" });
  await form.getByLabel("Destination or hotel").fill("Istanbul");
  await form.getByLabel("Check-in").fill(ddmmyyyy(daysAhead(30)));
  await form.getByLabel("Check-out").fill(ddmmyyyy(daysAhead(33)));
  await form.getByLabel("Rooms").selectOption("2");
  // Without JavaScript the form comes back with the second room's fields; with it they appear at once.
  if (!jsEnabled) await form.getByRole("button", { name: "Update rooms and guests" }).click();
  const again = page.getByRole("form", { name: /Find a hotel|Change search/ });
  const room2 = again.getByRole("group", { name: "Room 2" });
  await expect(room2).toBeVisible();
  await room2.getByLabel("Children").selectOption("1");
  if (!jsEnabled) await again.getByRole("button", { name: "Update rooms and guests" }).click();
  const third = page.getByRole("form", { name: /Find a hotel|Change search/ });
  await expect(third.getByLabel("Destination or hotel")).toHaveValue("Istanbul");
  // The age is required: searching without it says so at the age field.
  await third.getByRole("button", { name: "Search hotels" }).click();
  const checked = page.getByRole("form", { name: "Change search" });
  await expect(checked.getByText("Choose the child’s age")).toBeVisible();
  await checked.getByRole("group", { name: "Room 2" }).getByLabel("Age of child 1").selectOption("7");
  await checked.getByRole("button", { name: "Search hotels" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hotels in Istanbul");
  await expect(page).toHaveURL(/k2_1=7/);
});

test('more rooms than are left: "This room has just been taken" with a way back', async ({ page, jsEnabled }) => {
  const query = new URLSearchParams({ q: "Kish", in: daysAhead(40), out: daysAhead(42), rooms: "1", a1: "2" });
  await page.goto(`/en/hotels/search?${query}`);
  await ready(page, jsEnabled);
  // A property with few rooms left: its card says so.
  const card = page
    .getByRole("article")
    .filter({ hasText: /\d rooms? left/ })
    .first();
  await card.getByRole("link", { name: /^See rooms and rates/ }).click();
  await expect(page.getByRole("heading", { name: "Rooms and rates" })).toBeVisible();
  // The reserve form of a rate with fewer than five rooms left offers only those; ask for one more.
  const forms = page.locator("form[action='/en/hotels/guests']");
  let url: string | null = null;
  for (const form of await forms.all()) {
    const options = await form.locator("select[name=n] option").count();
    if (options >= 5) continue;
    const hidden = await form
      .locator("input[type=hidden]")
      .evaluateAll((list) => list.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value]));
    url = `/en/hotels/guests?${new URLSearchParams([...hidden, ["n", String(options + 1)]])}`;
    break;
  }
  expect(url).not.toBeNull();
  const response = await page.goto(url!);
  expect(response?.status()).toBe(409);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This room has just been taken.");
  await expect(page.getByText("Choose another room or rate.")).toBeVisible();
  await page.getByRole("main").getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "Rooms and rates" })).toBeVisible();
});

test("a price that changed since the page was shown is said before anything is added", async ({ page, jsEnabled }) => {
  const query = new URLSearchParams({ q: "Shiraz", in: daysAhead(35), out: daysAhead(36), rooms: "1", a1: "1" });
  await page.goto(`/en/hotels/search?${query}`);
  await page
    .getByRole("link", { name: /^See rooms and rates/ })
    .first()
    .click();
  await reserveFirst(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Guests" })).toBeVisible();
  await ready(page, jsEnabled);
  const room = page.getByRole("group", { name: "Room 1: lead guest" });
  await room.getByLabel("First name").fill("Sara");
  await room.getByLabel("Last name").fill("Ahmadi");
  await room.getByLabel("Nationality").selectOption("IR");
  await room.getByLabel("National ID").fill("0012345679");
  await page.getByLabel("E-mail", { exact: true }).fill(unique("hotel-price"));
  await page.getByLabel("Mobile").fill("09123456789");
  // The page posts the price it showed; here the first post claims another one, as if the price changed meanwhile.
  let tampered = false;
  await page.route(/\/en\/hotels\/guests/, async (route) => {
    const body = route.request().postData();
    if (route.request().method() !== "POST" || tampered || !body) return route.continue();
    tampered = true;
    await route.continue({ postData: body.replace(/shownTotal=\d+/, "shownTotal=1") });
  });
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByText("The price has changed since your search.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/hotels\/guests\?/);
  await expect(room.getByLabel("First name")).toHaveValue("Sara");
  // The page now shows (and posts) the price of now: continuing adds the line.
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByTestId("hotel-stay")).toContainText("1 night");
});

test("a signed-in customer loads a saved traveller into a room", async ({ page, jsEnabled }) => {
  const email = unique("hotel-saved");
  await login(page, { email });
  await page.goto("/en/user/account/passengers");
  await ready(page, jsEnabled);
  await page.getByLabel("First name (English)").fill("Darya");
  await page.getByLabel("Surname (English)").fill("Moradi");
  await page.getByLabel("Gender").selectOption("female");
  await page.getByLabel("Birthday").fill("1990-04-02");
  await page.getByLabel("Passport number").fill("X1234567");
  await page.getByLabel("Issuing country").selectOption("IR");
  await page.getByLabel("Passport expiry date").fill("2035-01-01");
  await page.getByRole("button", { name: "Save passenger" }).click();
  await expect(page.getByText("The passenger has been saved.")).toBeVisible();

  // Abroad an Iranian gives a passport: the saved one fits.
  const query = new URLSearchParams({ q: "Istanbul", in: daysAhead(45), out: daysAhead(47), rooms: "1", a1: "2" });
  await page.goto(`/en/hotels/search?${query}`);
  await page
    .getByRole("link", { name: /^See rooms and rates/ })
    .first()
    .click();
  await reserveFirst(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Guests" })).toBeVisible();
  await ready(page, jsEnabled);
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
  const room = page.getByRole("group", { name: "Room 1: lead guest" });
  await room.getByText("Load a saved traveller").click();
  await room.getByRole("button", { name: "Use Darya Moradi" }).click();
  await expect(room.getByLabel("First name")).toHaveValue("Darya");
  await expect(room.getByLabel("Passport number")).toHaveValue("X1234567");
  await expect(room.getByLabel("Nationality")).toHaveValue("IR");
  await page.getByLabel("Mobile").fill("09123456789");
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByTestId("cart-line")).toContainText("Darya Moradi");
});

test("the request form stays reachable for groups and long stays", async ({ page, jsEnabled }) => {
  await page.goto("/en/hotels");
  await ready(page, jsEnabled);
  await page.getByRole("link", { name: "Ask our travel desk" }).click();
  await expect(page).toHaveURL(/\/en\/hotels\/request$/);
  await expect(page.getByRole("button", { name: "Send request" })).toBeVisible();
});

for (const lang of ["en", "fa"] as const) {
  test(`axe: hotel search, results, property and guest pages in ${lang}`, async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "axe needs JavaScript in the page");
    const base = lang === "fa" ? "/fa/هتل" : "/en/hotels";
    await page.goto(base);
    await ready(page, jsEnabled);
    await expectNoAxeViolations(page);
    const query = new URLSearchParams({ q: "Kish", in: daysAhead(15), out: daysAhead(17), rooms: "1", a1: "2" });
    await page.goto(`${lang === "fa" ? "/fa/هتل/جستجو" : "/en/hotels/search"}?${query}`);
    await ready(page, jsEnabled);
    await expectNoAxeViolations(page);
    await page
      .getByRole("link", { name: lang === "fa" ? /^دیدن اتاق‌ها/ : /^See rooms/ })
      .first()
      .click();
    await ready(page, jsEnabled);
    await expectNoAxeViolations(page);
    await page
      .getByRole("button", { name: lang === "fa" ? "رزرو" : "Reserve", exact: true })
      .first()
      .click();
    await ready(page, jsEnabled);
    await expect(
      page.getByRole("button", { name: lang === "fa" ? "افزودن به سبد خرید" : "Add to basket" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
