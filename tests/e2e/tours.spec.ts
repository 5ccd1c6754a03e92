import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, outboxFor, payOnSandbox, ready, test } from "./fixtures";
import { agencyToday } from "../../app/travel/clock";
import { tourRows } from "../../app/products/tours/seed";

/**
 * Tours bought online (issue 27), each test with JavaScript on ("js") and off ("nojs"): the shop's search and
 * filters, a tour's room planner priced without JavaScript, the travellers' step, the cart, checkout and sandbox
 * payment; the room rules said in words; a full departure's waitlist through to the e-mailed offer that holds the
 * places; axe on every tour screen in English and Persian. The e2e server seeds the catalogue (decision 700): each
 * project books its own departures, so the two projects do not meet.
 */
const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The seeded departures of a tour, as the seed made them today (ids, dates, places left). */
function departuresOf(slug: string) {
  const rows = tourRows(agencyToday());
  const tour = rows.tours.find((t) => t.slug === slug)!;
  return rows.departures.filter((d) => d.tour_id === tour.id);
}

/** A departure of the tour with every place free, the n-th such (each test and project its own). */
function freeDeparture(slug: string, n: number) {
  return departuresOf(slug).filter((d) => d.places_left === d.places)[n];
}

async function fillTraveller(
  page: Page,
  name: RegExp,
  p: { first: string; last: string; gender: string; year: string; passport: string },
) {
  const group = page.getByRole("group", { name });
  await group.getByLabel("First name", { exact: true }).fill(p.first);
  await group.getByLabel("Last name").fill(p.last);
  await group.getByRole("radio", { name: p.gender, exact: true }).check();
  await group.getByLabel("Year").fill(p.year);
  await group.getByLabel("Month").fill("3");
  await group.getByLabel("Day").fill("14");
  await group.getByLabel("Nationality").selectOption("IR");
  await group.getByLabel("Passport number").fill(p.passport);
  await group.getByLabel("Passport valid until").fill("01/01/2033");
}

test("a family of two adults and a child of 8 books Istanbul with a deposit, uploads a passport scan, pays the balance later and gets the voucher", async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(180_000);
  const email = unique("tour");
  // A departure far enough ahead, its own per project.
  const departure = freeDeparture("istanbul-4-nights", jsEnabled ? 20 : 21);
  await page.goto("/en/tours");
  await ready(page, jsEnabled);
  const search = page.getByRole("form", { name: "Find a tour" });
  // The Dutch spelling finds it too (any language).
  await search.getByLabel("Destination or tour").fill("Istanboel");
  await search.getByRole("button", { name: "Find tours" }).click();
  await expect(page.getByRole("heading", { name: /tours? found/ })).toHaveText(/^[2-9] tours found$/);
  const cards = page.getByRole("article");
  await expect(cards.first()).toContainText("Istanbul");
  // Filter: 5 to 7 nights (radio + apply without JavaScript; sent on change with it).
  await ready(page, jsEnabled);
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByRole("radio", { name: /^5 to 7 nights/ }).check();
  if (!jsEnabled) await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/length=week/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("7 nights");
  await page.goto("/en/tours/istanbul-4-nights?all=1");
  await expect(page.getByRole("heading", { level: 1, name: "Istanbul, 4 nights" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Day by day" })).toBeVisible();

  // Choose the departure, then the party: two adults and a child of 8 in one room.
  await page.goto(`/en/tours/istanbul-4-nights?d=${departure.id}#planner`);
  await ready(page, jsEnabled);
  const planner = page.getByRole("form", { name: "Your rooms and price" });
  await planner.getByLabel("Children (0–11)").selectOption("1");
  if (!jsEnabled) await planner.getByRole("button", { name: "Show the price" }).click();
  await page
    .getByRole("form", { name: "Your rooms and price" })
    .getByLabel("Age of child 1 on departure")
    .selectOption("8");
  if (!jsEnabled)
    await page
      .getByRole("form", { name: "Your rooms and price" })
      .getByRole("button", { name: "Show the price" })
      .click();
  await expect(page.getByText("1 child with a bed")).toBeVisible();
  await expect(page.getByText("2 adults sharing a double")).toBeVisible();
  await expect(page.getByTestId("planner-total")).toHaveText(/\d/);
  // The cancellation timeline of this departure is shown before purchase.
  await expect(page.getByText(/Until .*: 10% of the price is kept/)).toBeVisible();
  // About ten weeks ahead: a deposit now, the balance three weeks before departure.
  await expect(page.getByTestId("planner-plan")).toContainText(/Pay a deposit of 30% now and the balance by/);
  await ready(page, jsEnabled);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Travellers" })).toBeVisible();
  await ready(page, jsEnabled);
  // Nothing filled: the message is at the fields, nothing is booked.
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByText("This is a mandatory field").first()).toBeVisible();
  await fillTraveller(page, /^Traveller 1/, {
    first: "Sara",
    last: "Ahmadi",
    gender: "Female",
    year: "1988",
    passport: "P1234567",
  });
  await fillTraveller(page, /^Traveller 2/, {
    first: "Reza",
    last: "Ahmadi",
    gender: "Male",
    year: "1986",
    passport: "P7654321",
  });
  await fillTraveller(page, /^Traveller 3/, {
    first: "Dana",
    last: "Ahmadi",
    gender: "Female",
    year: String(Number(departure.departs_on.slice(0, 4)) - 9),
    passport: "P5555555",
  });
  // A passport that runs out within six months of the return is refused at its field.
  await page
    .getByRole("group", { name: /^Traveller 1/ })
    .getByLabel("Passport valid until")
    .fill(departure.returns_on.split("-").reverse().join("/"));
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Mobile").fill("+98 912 345 6789");
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expect(
    page.getByText("The passport must be valid at least six months after the return date", { exact: true }),
  ).toBeVisible();
  await page
    .getByRole("group", { name: /^Traveller 1/ })
    .getByLabel("Passport valid until")
    .fill("01/01/2033");
  await page.getByRole("button", { name: "Add to basket" }).click();

  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByText("The tour is in your basket.")).toBeVisible();
  const line = page.getByTestId("tour-line");
  await expect(line).toContainText("Room 1: 2 adults · 1 child: Sara Ahmadi, Reza Ahmadi and Dana Ahmadi");

  await ready(page, jsEnabled);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await ready(page, jsEnabled);
  await page.getByLabel("First name").fill("Sara");
  await page.getByLabel("Last name").fill("Ahmadi");
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Mobile phone").fill("+989123456789");
  await page.getByLabel(/I accept/).check();
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await ready(page, jsEnabled);
  // A deposit now, the balance by the tour's day (decisions 411 and 703).
  await page.getByRole("radio", { name: /^Pay a deposit of .+ now, and the balance of .+ by / }).check();
  await page.getByRole("button", { name: /^Pay/ }).click();
  await payOnSandbox(page);
  await expect(page.getByText("Thank you!")).toBeVisible();
  await expect(page.getByText("Istanbul, 4 nights").first()).toBeVisible();
  const due = page.getByTestId("balance-due");
  await expect(due).toBeVisible();
  await expect(page.getByTestId("voucher-due")).toContainText(/still due/);
  // The voucher's rooming list names the family in their room.
  await expect(page.getByTestId("voucher-rooming")).toContainText("Dana Ahmadi");

  // A passport scan for the first traveller, on the booking page (decision 412).
  const docs = page.getByRole("region", { name: "Documents", exact: true });
  const scan = docs.getByLabel("Passport scan for Sara Ahmadi");
  const jpeg = await sharp({ create: { width: 900, height: 640, channels: 3, background: "#d8d0c0" } })
    .jpeg()
    .toBuffer();
  await scan.setInputFiles({ name: "sara-passport.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await scan.locator("xpath=ancestor::form").getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("link", { name: "View the Passport scan of Sara Ahmadi" })).toBeVisible();

  // Later, the balance from the booking page, by card: the booking is then paid in full.
  await ready(page, jsEnabled);
  await page.getByRole("radio", { name: "A bank card, on the bank's secure page" }).check();
  await page.getByRole("button", { name: /^Pay the balance/ }).click();
  await payOnSandbox(page);
  await expect(page.getByText("Balance received: your booking is paid in full.")).toBeVisible();
  await expect(page.getByTestId("balance-due")).toHaveCount(0);
  await expect(page.getByTestId("voucher-due")).toHaveCount(0);
  await expect(page.getByTestId("voucher-rooming")).toContainText("Sara Ahmadi");
});

test("in Persian: the family books Istanbul with a deposit, uploads a passport scan, pays the balance and reads the voucher", async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(180_000);
  const email = unique("tour-fa");
  const departure = freeDeparture("istanbul-4-nights", jsEnabled ? 22 : 23);
  // The child's birth year in the Jalali calendar: eight on the departure day (born in Khordad).
  const childYear = String(Number(departure.departs_on.slice(0, 4)) - 9 - 621);
  await page.goto(`/fa/تور/istanbul-4-nights?d=${departure.id}#planner`);
  await ready(page, jsEnabled);
  const planner = () => page.getByRole("form", { name: "اتاق‌ها و قیمت" });
  await planner().getByLabel("کودک (۰ تا ۱۱ سال)").selectOption("1");
  if (!jsEnabled) await planner().getByRole("button", { name: "نمایش قیمت" }).click();
  await planner().getByLabel("سن کودک ۱ در روز حرکت").selectOption("8");
  if (!jsEnabled) await planner().getByRole("button", { name: "نمایش قیمت" }).click();
  await expect(page.getByText("۱ کودک با تخت")).toBeVisible();
  await expect(page.getByText("۲ بزرگسال در اتاق دوتخته")).toBeVisible();
  await expect(page.getByTestId("planner-total")).toHaveText(/[۰-۹]/);
  await expect(page.getByTestId("planner-plan")).toContainText(
    /اکنون ۳۰٪ پیش‌پرداخت بپردازید و باقی را تا [۰-۹]+ \S+ ۱۴[۰-۹]{2}/,
  );
  await ready(page, jsEnabled);
  await page.getByRole("button", { name: "ادامه", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "مسافران" })).toBeVisible();
  await ready(page, jsEnabled);
  const fill = async (n: string, p: { first: string; gender: string; year: string; passport: string }) => {
    const group = page.getByRole("group", { name: new RegExp(`^مسافر ${n} `) });
    await group.getByLabel("نام", { exact: true }).fill(p.first);
    await group.getByLabel("نام خانوادگی").fill("Ahmadi");
    await group.getByRole("radio", { name: p.gender, exact: true }).check();
    await group.getByLabel("سال").fill(p.year);
    await group.getByLabel("ماه").fill("3");
    await group.getByLabel("روز").fill("14");
    await group.getByLabel("ملیت").selectOption("IR");
    await group.getByLabel("شماره گذرنامه").fill(p.passport);
    await group.getByLabel("تاریخ انقضای گذرنامه").fill("01/01/2033");
  };
  await fill("۱", { first: "Sara", gender: "زن", year: "۱۳۶۷", passport: "F1234567" });
  await fill("۲", { first: "Reza", gender: "مرد", year: "۱۳۶۵", passport: "F7654321" });
  await fill("۳", { first: "Dana", gender: "زن", year: childYear, passport: "F5555555" });
  await page.getByLabel("ایمیل", { exact: true }).fill(email);
  await page.getByLabel("موبایل").fill("۰۹۱۲۳۴۵۶۷۸۹");
  await page.getByRole("button", { name: "افزودن به سبد خرید" }).click();
  await expect(page.getByText("تور به سبد خرید شما افزوده شد.")).toBeVisible();
  await expect(page.getByTestId("tour-line")).toContainText("Sara Ahmadi");
  await expect(page.getByTestId("tour-line")).toContainText("اتاق ۱:");

  await ready(page, jsEnabled);
  await page.getByRole("link", { name: "ادامه و تسویه حساب" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "تکمیل خرید" })).toBeVisible();
  await ready(page, jsEnabled);
  await page.getByLabel("نام", { exact: true }).fill("Sara");
  await page.getByLabel("نام خانوادگی").fill("Ahmadi");
  await page.getByLabel("نشانی ایمیل", { exact: true }).fill(email);
  await page.getByLabel("تلفن همراه").fill("+989123456789");
  await page.getByLabel(/قوانین نرخ/).check();
  await page.getByRole("button", { name: "تأیید رزرو" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "پرداخت" })).toBeVisible();
  await ready(page, jsEnabled);
  await page.getByRole("radio", { name: /^پرداخت پیش‌پرداخت / }).check();
  await page.getByRole("button", { name: /^پرداخت/ }).click();
  await payOnSandbox(page, "fa");
  await expect(page.getByText("سپاسگزاریم!")).toBeVisible();
  await expect(page.getByTestId("balance-due")).toBeVisible();
  await expect(page.getByTestId("voucher-rooming")).toContainText("Dana Ahmadi");

  const scan = page.getByRole("region", { name: "مدارک", exact: true }).getByLabel("اسکن گذرنامه برای Sara Ahmadi");
  const jpeg = await sharp({ create: { width: 900, height: 640, channels: 3, background: "#d8d0c0" } })
    .jpeg()
    .toBuffer();
  await scan.setInputFiles({ name: "passport.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await scan.locator("xpath=ancestor::form").getByRole("button", { name: "بارگذاری" }).click();
  await expect(page.getByRole("link", { name: "مشاهدهٔ اسکن گذرنامه Sara Ahmadi" })).toBeVisible();

  await ready(page, jsEnabled);
  await page.getByRole("radio", { name: "کارت بانکی، در صفحه امن بانک" }).check();
  await page.getByRole("button", { name: /^پرداخت مانده/ }).click();
  await payOnSandbox(page, "fa");
  await expect(page.getByText("مانده دریافت شد: هزینهٔ رزرو شما کامل پرداخت شده است.")).toBeVisible();
  await expect(page.getByTestId("voucher-due")).toHaveCount(0);
});

test("in Persian: an Arabic-keyboard destination finds Kish, and a room rule is said in words, not priced", async ({
  page,
  jsEnabled,
}) => {
  const departure = freeDeparture("kish-3-nights", 3);
  await page.goto("/fa/تور");
  await ready(page, jsEnabled);
  const search = page.getByRole("form", { name: "جستجوی تور" });
  // "كيش" typed with an Arabic keyboard's kāf and yā'.
  await search.getByLabel("مقصد یا نام تور").fill("كيش");
  await search.getByRole("button", { name: "جستجوی تور" }).click();
  await expect(page.getByRole("article").first()).toContainText("کیش");
  await expect(page.getByRole("heading", { name: /تور پیدا شد/ })).toHaveText(/^[۲-۹] تور پیدا شد$/);
  // Four adults in one room: the rule, in Persian digits, instead of a price.
  await page.goto(`/fa/تور/kish-3-nights?d=${departure.id}&rooms=1&a1=4&c1=0#planner`);
  await expect(page.getByTestId("planner-error")).toHaveText(/^اتاق ۱ بیش از ظرفیت است/);
  await expect(page.getByTestId("planner-total")).toHaveCount(0);
  // An infant alone in a second room.
  await page.goto(`/fa/تور/kish-3-nights?d=${departure.id}&rooms=2&a1=2&c1=0&a2=0&c2=1&k2_1=1#planner`);
  await expect(page.getByTestId("planner-error")).toHaveText(/^اتاق ۲ به یک بزرگسال نیاز دارد/);
});

test("a full departure's waitlist: join it, places free up, the e-mailed link holds them and books them", async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(120_000);
  const slug = jsEnabled ? "dubai-5-nights" : "tbilisi-5-nights";
  const full = departuresOf(slug).find((d) => d.places_left === 0)!;
  const email = unique("waitlist");
  await page.goto(`/en/tours/${slug}?d=${full.id}&rooms=1&a1=2&c1=0#planner`);
  await ready(page, jsEnabled);
  await expect(page.getByRole("heading", { name: "Join the waitlist" })).toBeVisible();
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByText(/You are on the waitlist: number \d+ in line\./)).toBeVisible();
  // Two places come back (a cancellation): the first on the list whose party fits is e-mailed an offer.
  await page.request.post("/_/e2e/tour-release", { form: { departure: String(full.id), places: "2" } });
  const [mail] = await outboxFor(page, email);
  expect(mail.subject).toMatch(/^Places are free on /);
  const link = mail.body.match(/https?:\/\/\S+offer=[\w-]+/)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await ready(page, jsEnabled);
  await expect(page.getByText(/Your places from the waitlist are held for you until/)).toBeVisible();
  await expect(page.getByTestId("planner-total")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Travellers" })).toBeVisible();
});

test("in Persian: a full departure's waitlist, the e-mail in Persian, its link holding the places", async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(120_000);
  const slug = jsEnabled ? "baku-4-nights" : "yerevan-4-nights";
  const full = departuresOf(slug).find((d) => d.places_left === 0)!;
  const email = unique("waitlist-fa");
  await page.goto(`/fa/تور/${slug}?d=${full.id}&rooms=1&a1=2&c1=0#planner`);
  await ready(page, jsEnabled);
  await expect(page.getByRole("heading", { name: "ثبت‌نام در فهرست انتظار" })).toBeVisible();
  await page.getByLabel("ایمیل", { exact: true }).fill(email);
  await page.getByRole("button", { name: "ثبت‌نام در فهرست انتظار" }).click();
  await expect(page.getByText(/^در فهرست انتظار ثبت شدید: نفر [۰-۹]+ صف\.$/)).toBeVisible();
  await page.request.post("/_/e2e/tour-release", { form: { departure: String(full.id), places: "2" } });
  const [mail] = await outboxFor(page, email);
  expect(mail.subject).toMatch(/^جای خالی در /);
  const link = new URL(mail.body.match(/https?:\/\/\S+offer=[\w-]+/)![0]);
  await page.goto(link.pathname + link.search);
  await ready(page, jsEnabled);
  await expect(page.getByText(/جاهای شما از فهرست انتظار تا .+ برایتان نگه داشته می‌شود\./)).toBeVisible();
  await expect(page.getByTestId("planner-total")).toHaveText(/[۰-۹]/);
});

test("axe: the shop, a destination, a tour with its planner and the travellers' step, in English and Persian", async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "axe needs JavaScript in the page");
  test.setTimeout(120_000);
  const departure = freeDeparture("istanbul-4-nights", 12);
  for (const [shop, base] of [
    ["/en/tours", "/en/tours"],
    ["/fa/تور", "/fa/تور"],
  ] as const) {
    await page.goto(shop);
    await expectNoAxeViolations(page);
    await page.goto(`${base}/${base.startsWith("/fa") ? "مقصد" : "to"}/istanbul`);
    await expectNoAxeViolations(page);
    await page.goto(`${base}/istanbul-4-nights?d=${departure.id}&rooms=1&a1=2&c1=1&k1_1=8`);
    await expectNoAxeViolations(page);
  }
  await page.goto(`/en/tours/book/travellers?tour=istanbul-4-nights&d=${departure.id}&rooms=1&a1=2&c1=0`);
  await expect(page.getByRole("heading", { level: 1, name: "Travellers" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("malformed waitlist and travellers posts, and hostile planner queries, never answer 5xx", async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "request-level: runs once");
  const d = freeDeparture("istanbul-4-nights", 30);
  const other = freeDeparture("kashan-day", 2);
  const tour = "/en/tours/istanbul-4-nights";
  const travellers = `/en/tours/book/travellers?tour=istanbul-4-nights&d=${d.id}&rooms=1&a1=2&c1=0`;
  const posts: [string, Record<string, string>][] = [
    [tour, {}],
    [tour, { intent: "waitlist", departure: "-1", places: "2", email: "a@example.com" }],
    [tour, { intent: "waitlist", departure: "99999999999999999999", places: "2", email: "a@example.com" }],
    [tour, { intent: "waitlist", departure: String(other.id), places: "2", email: "a@example.com" }],
    [tour, { intent: "waitlist", departure: String(d.id), places: "999", email: "a@example.com" }],
    [tour, { intent: "waitlist", departure: String(d.id), places: "2", email: "x".repeat(5000) }],
    [tour, { intent: "other", departure: String(d.id) }],
    [travellers, {}],
    [travellers, { "passengers[0].room": "abc", "passengers[0].type": "alien", email: "bad" }],
    [travellers, { "passengers[17].firstName": "A", "passengers[0].birthYear": "-99999999", shownTotal: "-1" }],
    [travellers, { "passengers[0].passportExpiry": "99/99/99999", "passengers[0].nationality": "ZZ" }],
    [`/en/tours/book/travellers?tour=${"x".repeat(500)}&d=1`, { email: "a@example.com" }],
  ];
  for (const [path, form] of posts) {
    const response = await page.request.post(path, { form, maxRedirects: 0, failOnStatusCode: false });
    expect(response.status(), `${path} ${JSON.stringify(form).slice(0, 80)}`).toBeLessThan(500);
  }
  const queries = [
    `${tour}?d=abc&rooms=999&a1=-5&c1=99&k1_1=-3`,
    `${tour}?d=${d.id}&rooms=5&a1=3&a2=3&a3=3&a4=3&a5=3&c1=3&k1_1=0&k1_2=1&k1_3=2`,
    `${tour}?d=${other.id}&h=999999&offer=${"A".repeat(64)}`,
    `/en/tours?q=${"%25".repeat(200)}&month=2099-99&length=x&maxPrice=-1&stars=9&board=x&sort=x&page=-1`,
    "/en/tours/to/nowhere",
    "/en/tours/no-such-tour",
  ];
  for (const path of queries) {
    const response = await page.request.get(path, { failOnStatusCode: false });
    expect(response.status(), path).toBeLessThan(500);
  }
});
