import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, payOnSandbox, ready, test } from "./fixtures";
import { addDays, agencyToday } from "../../app/travel/clock";
import { formatJalali } from "../../app/utils/jalali";
import { pathFor } from "../../app/routing/screens";

/**
 * Trains booked online (issue 14, items 1–5), each test with JavaScript on ("js") and off
 * ("nojs"): search → results (filter, sort) → place plan (a compartment) → passengers → cart
 * → checkout → sandbox payment → confirmation in English; Persian typing (Arabic ي) and a
 * Jalali date through an open car's seats to the cart; the spec's field errors; a place
 * taken meanwhile; axe on every train screen. The e2e server seeds the train catalog (no
 * place is sold beforehand); each run uses its own dates so the two projects do not meet.
 */
const daysAhead = (n: number) => addDays(agencyToday(), n);
const ddmmyyyy = (iso: string) => iso.split("-").reverse().join("/");
const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function searchEnglish(page: Page, jsEnabled: boolean, from: string, to: string, date: string, adults = "2") {
  await page.goto("/en/trains");
  await ready(page, jsEnabled);
  const form = page.getByRole("form", { name: "Find a train" });
  await form.getByLabel("From").fill(from);
  await form.getByLabel("To", { exact: true }).fill(to);
  await form.getByLabel("Departure date").fill(ddmmyyyy(date));
  await form.getByLabel("Adults").selectOption(adults);
  await form.getByRole("button", { name: "Search trains" }).click();
}

/** Fills one passenger's fieldset. */
async function fillPassenger(
  page: Page,
  name: string,
  p: { first: string; last: string; gender: string; year: string; nationality: string; id?: string; passport?: string },
  labels = {
    first: "First name",
    last: "Last name",
    year: "Year",
    month: "Month",
    day: "Day",
    nationality: "Nationality",
    id: "National ID",
    passport: "Passport number",
  },
) {
  const group = page.getByRole("group", { name });
  await group.getByLabel(labels.first, { exact: true }).fill(p.first);
  await group.getByLabel(labels.last).fill(p.last);
  await group.getByRole("radio", { name: p.gender, exact: true }).check();
  await group.getByLabel(labels.year).fill(p.year);
  await group.getByLabel(labels.month).fill("3");
  await group.getByLabel(labels.day).fill("14");
  await group.getByLabel(labels.nationality).selectOption(p.nationality);
  if (p.id) await group.getByLabel(labels.id).fill(p.id);
  if (p.passport) await group.getByLabel(labels.passport).fill(p.passport);
}

/** The passenger step for two adults on the first wholly free compartment of a Tehran → Mashhad 4-berth wagon. */
async function toPassengers(page: Page, jsEnabled: boolean, date: string) {
  await searchEnglish(page, jsEnabled, "Tehran", "Mashhad", date);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trains from Tehran to Mashhad");
  await ready(page, jsEnabled);
  await page
    .getByRole("link", { name: /^Choose places — 4-berth compartment/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Choose your places" })).toBeVisible();
  await ready(page, jsEnabled);
  const compartment = page.getByRole("radio", { name: /^Compartment \d+ Free$/ }).first();
  const label = (await compartment.getAttribute("value"))!;
  await compartment.check();
  await page.getByRole("button", { name: "Continue to passengers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Passengers" })).toBeVisible();
  return Number(label);
}

const sara = { first: "Sara", last: "Ahmadi", gender: "Female", year: "1988", nationality: "IR", id: "0012345679" };
const jan = { first: "Jan", last: "de Vries", gender: "Male", year: "1985", nationality: "NL", passport: "NX1234567" };

test("search Tehran → Mashhad → filter and sort → a compartment → passengers → cart → checkout → payment", async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(150_000);
  const email = unique("train");
  const date = daysAhead(jsEnabled ? 20 : 21);
  await searchEnglish(page, jsEnabled, "Tehran", "Mashhad", date);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trains from Tehran to Mashhad");
  const status = page.getByRole("status").filter({ hasText: /trains? found/ });
  await expect(status).toHaveText(/^[2-9] trains found$/);
  // Each card: times, duration, wagon types with places left and the party's price.
  const cards = page.getByRole("article");
  await expect(cards.first()).toContainText(/\d{2}:\d{2}/);
  await expect(cards.first()).toContainText(/\d+ h(?: \d+ min)?/);
  await expect(cards.first()).toContainText(/\d+ places left/);

  // Filter: operator Raja (checkbox + apply without JavaScript; sent on change with it).
  await ready(page, jsEnabled);
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByLabel(/^Raja/).check();
  if (!jsEnabled) await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/op=raja/);
  await expect(status).toHaveText("1 train found");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Raja");
  await expect(page.getByRole("form", { name: "Filters" }).getByLabel(/^Raja/)).toBeChecked();
  await page.getByRole("navigation", { name: "Sort by" }).getByRole("link", { name: "Cheapest" }).click();
  await expect(page).toHaveURL(/sort=price/);
  await expect(page).toHaveURL(/op=raja/);

  await page
    .getByRole("link", { name: /^Choose places — 4-berth compartment/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Choose your places" })).toBeVisible();
  // The plan: a table with a radio per compartment; the refund ladder in words before purchase.
  const plan = page.getByTestId("place-plan");
  await expect(plan.getByRole("row")).toHaveCount(11);
  await expect(plan).toContainText(/Berth \d+: free/);
  await expect(page.getByTestId("refund-ladder")).toContainText(/Until \d{1,2} \w+ \d{4}, 12:00: 90% back/);
  await expect(page.getByTestId("train-total")).toBeVisible();
  await ready(page, jsEnabled);
  const compartment = page.getByRole("radio", { name: /^Compartment \d+ Free$/ }).first();
  const chosen = Number(await compartment.getAttribute("value"));
  await compartment.check();
  await page.getByRole("radio", { name: /^Dinner/ }).check();
  await page.getByRole("button", { name: "Continue to passengers" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Passengers" })).toBeVisible();
  const places = `Wagon \\d+, places ${(chosen - 1) * 4 + 1}, ${(chosen - 1) * 4 + 2}`;
  await expect(page.getByTestId("chosen-places")).toHaveText(new RegExp(places));
  await ready(page, jsEnabled);
  // Nothing filled: the message is at the fields, nothing is booked.
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByText("This is a mandatory field").first()).toBeVisible();
  await fillPassenger(page, "Passenger 1: adult", sara);
  await fillPassenger(page, "Passenger 2: adult", jan);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Mobile").fill("+98 912 345 6789");
  await page.getByRole("button", { name: "Add to basket" }).click();

  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByText("The train ticket has been added to your basket.")).toBeVisible();
  const trip = page.getByTestId("train-trip");
  await expect(trip).toContainText("Raja");
  await expect(trip).toContainText(new RegExp(places));
  await expect(trip).toContainText("Dinner");
  await expect(page.getByTestId("cart-line")).toContainText("Sara Ahmadi");
  await expect(page.getByTestId("cart-line")).toContainText("Jan de Vries");
  // A train's summary speaks of its fare, not of a flight's ticket (issue 22 item 5).
  await expect(page.locator("dt", { hasText: /^Fare$/ })).toBeVisible();
  await expect(page.getByText("Ticket amount")).toHaveCount(0);

  await ready(page, jsEnabled);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByTestId("train-trip")).toContainText("Raja");
  await expect(page.locator("dt", { hasText: /^Fare$/ }).first()).toBeVisible();
  await ready(page, jsEnabled);
  await page.getByLabel("First name").fill("Sara");
  await page.getByLabel("Last name").fill("Ahmadi");
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Mobile phone").fill("+989123456789");
  await page.getByLabel(/I accept/).check();
  await page.getByRole("button", { name: "Confirm booking" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await ready(page, jsEnabled);
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByRole("heading", { name: "Secure card payment" })).toBeVisible();
  await payOnSandbox(page);
  await expect(page.getByText("Thank you!")).toBeVisible();
  await expect(page.getByText("Tehran → Mashhad").first()).toBeVisible();
});

test("in Persian: Arabic-keyboard names, a Jalali date, an open car's seats, to the cart", async ({
  page,
  jsEnabled,
}) => {
  const date = daysAhead(jsEnabled ? 25 : 26);
  await page.goto("/fa/قطار");
  await ready(page, jsEnabled);
  const form = page.getByRole("form", { name: "جستجوی قطار" });
  await form.getByLabel("مبدأ").fill("مشهد");
  // نیشابور typed with the Arabic yeh (ي); the date in the Jalali calendar with Latin digits.
  await form.getByLabel("مقصد").fill("نيشابور");
  await form.getByLabel("تاریخ رفت").fill(formatJalali(date).replace(/[۰-۹]/g, (d) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(d))));
  await form.getByRole("button", { name: "جستجوی قطار" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("قطارهای مشهد به نیشابور");
  await expect(page.getByRole("status").filter({ hasText: "قطار پیدا شد" })).toHaveText(/^[۰-۹]+ قطار پیدا شد$/);
  // Persian digits everywhere: times, durations, places left.
  const card = page.getByRole("article").first();
  await expect(card).toContainText(/[۰-۹]{2}:[۰-۹]{2}/);
  await expect(card).toContainText(/[۰-۹]+ جای خالی/);
  await expect(card).not.toContainText(/[0-9]/);
  await ready(page, jsEnabled);
  await page
    .getByRole("link", { name: /^انتخاب جا — صندلی/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "انتخاب جا" })).toBeVisible();
  await expect(page.getByTestId("refund-ladder")).toContainText(/تا [۰-۹]+ [^\s]+ ۱۴[۰-۹]{2}، ۱۲:۰۰: ۹۰٪ بازپرداخت/);
  await ready(page, jsEnabled);
  // One adult: tick one free seat in the plan.
  const seat = page.getByTestId("place-plan").getByRole("checkbox", { disabled: false }).nth(5);
  await seat.check();
  await page.getByRole("button", { name: "ادامه به مسافران" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "مسافران" })).toBeVisible();
  await expect(page.getByTestId("chosen-places")).toHaveText(/^واگن [۰-۹]+، جاهای [۰-۹]+$/);
  await ready(page, jsEnabled);
  await fillPassenger(
    page,
    "مسافر ۱: بزرگسال",
    { first: "Reza", last: "Karimi", gender: "مرد", year: "۱۳۶۵", nationality: "IR", id: "۰۰۱۲۳۴۵۶۷۹" },
    {
      first: "نام",
      last: "نام خانوادگی",
      year: "سال",
      month: "ماه",
      day: "روز",
      nationality: "ملیت",
      id: "کد ملی",
      passport: "شماره گذرنامه",
    },
  );
  await page.getByLabel("ایمیل", { exact: true }).fill(unique("train-fa"));
  await page.getByLabel("موبایل").fill("۰۹۱۲۳۴۵۶۷۸۹");
  await page.getByRole("button", { name: "افزودن به سبد خرید" }).click();
  await expect(page.getByText("بلیت قطار به سبد خرید شما افزوده شد.")).toBeVisible();
  const trip = page.getByTestId("train-trip");
  await expect(trip).toContainText("رجا");
  await expect(trip).toContainText(/واگن [۰-۹]+، جاهای [۰-۹]+/);
  await expect(trip).not.toContainText(/[0-9]/);
});

test("field errors: reversed dates and no passenger are said at their fields, the input kept", async ({
  page,
  jsEnabled,
}) => {
  await page.goto("/en/trains");
  await ready(page, jsEnabled);
  let form = page.getByRole("form", { name: "Find a train" });
  await form.getByLabel("Return", { exact: true }).check();
  await form.getByLabel("From").fill("Tehran");
  await form.getByLabel("To", { exact: true }).fill("Isfahan");
  await form.getByLabel("Departure date").fill(ddmmyyyy(daysAhead(12)));
  await form.getByLabel("Return date").fill(ddmmyyyy(daysAhead(10)));
  await form.getByLabel("Adults").selectOption("0");
  await form.getByRole("button", { name: "Search trains" }).click();
  form = page.getByRole("form", { name: "Change search" });
  await expect(form.getByText("the return date is before departure date.")).toBeVisible();
  await expect(form.getByLabel("Return date")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Return date")).toHaveAccessibleDescription(
    /the return date is before departure date\./,
  );
  await expect(form.getByText("min 1 passenger should be selected.")).toBeVisible();
  await expect(form.getByLabel("Adults")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("From")).toHaveValue("Tehran");
  await expect(form.getByLabel("Departure date")).toHaveValue(ddmmyyyy(daysAhead(12)));
  await expect(form.getByLabel("Return date")).toHaveValue(ddmmyyyy(daysAhead(10)));
  await expect(page.getByRole("article")).toHaveCount(0);
  // No departure date: the spec's message at that field.
  await form.getByLabel("Departure date").fill("");
  await form.getByLabel("Adults").selectOption("1");
  await form.getByRole("button", { name: "Search trains" }).click();
  await expect(
    page.getByRole("form", { name: "Change search" }).getByText("please enter your departure date!"),
  ).toBeVisible();
  // The travel desk's request form moved to its own screen.
  await page.goto("/en/trains");
  await page.getByRole("link", { name: "Ask the travel desk" }).click();
  await expect(page).toHaveURL(/\/en\/trains\/request$/);
  await expect(page.getByRole("button", { name: "Send request" })).toBeVisible();
});

test('a place booked meanwhile: "This place has just been taken" with a way back to the plan', async ({
  page,
  context,
  jsEnabled,
}) => {
  test.setTimeout(150_000);
  const date = daysAhead(jsEnabled ? 30 : 31);
  const compartment = await toPassengers(page, jsEnabled, date);
  await ready(page, jsEnabled);
  await fillPassenger(page, "Passenger 1: adult", sara);
  await fillPassenger(page, "Passenger 2: adult", jan);
  await page.getByLabel("E-mail", { exact: true }).fill(unique("train-late"));
  await page.getByLabel("Mobile").fill("+98 912 345 6789");

  // Meanwhile someone else books the same places through to an order (the order's transaction holds them).
  const other = await context.newPage();
  await other.goto(page.url());
  await ready(other, jsEnabled);
  await fillPassenger(other, "Passenger 1: adult", { ...sara, first: "Mina" });
  await fillPassenger(other, "Passenger 2: adult", { ...jan, first: "Piet" });
  const email = unique("train-first");
  await other.getByLabel("E-mail", { exact: true }).fill(email);
  await other.getByLabel("Mobile").fill("+98 912 000 1111");
  await other.getByRole("button", { name: "Add to basket" }).click();
  await expect(other).toHaveURL(/\/en\/cart$/);
  await ready(other, jsEnabled);
  await other.getByRole("link", { name: "Go to checkout" }).click();
  await ready(other, jsEnabled);
  await other.getByLabel("First name").fill("Mina");
  await other.getByLabel("Last name").fill("Ahmadi");
  await other.getByLabel("E-mail address", { exact: true }).fill(email);
  await other.getByLabel("Mobile phone").fill("+989120001111");
  await other.getByLabel(/I accept/).check();
  await other.getByRole("button", { name: "Confirm booking" }).click();
  await expect(other.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await other.close();

  // The places are re-checked when the form is sent: the spec's message, and a way back to the plan.
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This place has just been taken.");
  await expect(page.getByText("Someone booked it a moment ago.")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Choose other places" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Choose your places" })).toBeVisible();
  // The plan now shows the other party's berths in that compartment as taken.
  const row = page.getByTestId("place-plan").getByRole("row").nth(compartment);
  await expect(row).toContainText(`Berth ${(compartment - 1) * 4 + 1}: taken`);
  await expect(row).toContainText("Family");
});

test("axe: every train screen in English and Persian", async ({ page, jsEnabled }) => {
  test.skip(!jsEnabled, "axe needs JavaScript in the page");
  test.setTimeout(300_000);
  const date = daysAhead(40);
  for (const lang of ["en", "fa"] as const) {
    const base = lang === "fa" ? "/fa/قطار" : "/en/trains";
    await page.goto(base);
    await ready(page, jsEnabled);
    await expectNoAxeViolations(page);
    await page.goto(`${base}/${lang === "fa" ? "درخواست" : "request"}`);
    await ready(page, jsEnabled);
    await expectNoAxeViolations(page);
    const q = new URLSearchParams({ from: "tehran", to: "mashhad", date, adults: "1", trip: "return" });
    q.set("ret", addDays(date, 3));
    await page.goto(`${base}/${lang === "fa" ? "جستجو" : "search"}?${q}`);
    await ready(page, jsEnabled);
    await expectNoAxeViolations(page);
    await page
      .getByRole("link", { name: lang === "fa" ? /^انتخاب جا/ : /^Choose places/ })
      .first()
      .click();
    await ready(page, jsEnabled);
    await expect(page.getByTestId("place-plan")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: lang === "fa" ? "ادامه به مسافران" : "Continue to passengers" }).click();
    await ready(page, jsEnabled);
    await expect(page.getByTestId("chosen-places")).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

// Issue 22 item 7: the way back's form refilled the names but not the birth dates (6 "This is a mandatory field").
const returnWords = {
  en: {
    choose: /^Choose places — 4-berth compartment/,
    next: "Continue to passengers",
    heading: "Passengers",
    group: (n: number) => `Passenger ${n}: adult`,
    add: "Add to basket",
    labels: undefined,
    email: "E-mail",
    mobile: "Mobile",
    female: "Female",
    male: "Male",
    required: "This is a mandatory field",
    from: "Tehran",
    to: "Mashhad",
    people: [
      { ...sara, year: "1988" },
      { ...jan, year: "1985" },
    ],
    shownYears: ["1988", "1985"],
    shownMonth: "3",
    shownDay: "14",
  },
  fa: {
    choose: /^انتخاب جا — کوپهٔ ۴ تخته/,
    next: "ادامه به مسافران",
    heading: "مسافران",
    group: (n: number) => `مسافر ${"۰۱۲۳۴۵۶۷۸۹"[n]}: بزرگسال`,
    add: "افزودن به سبد خرید",
    labels: {
      first: "نام",
      last: "نام خانوادگی",
      year: "سال",
      month: "ماه",
      day: "روز",
      nationality: "ملیت",
      id: "کد ملی",
      passport: "شماره گذرنامه",
    },
    email: "ایمیل",
    mobile: "موبایل",
    female: "زن",
    male: "مرد",
    required: "این فیلد اجباری است",
    from: "تهران",
    to: "مشهد",
    // Jalali years typed in Persian digits.
    people: [
      { ...sara, gender: "زن", year: "۱۳۶۷", id: "۰۰۱۲۳۴۵۶۷۹" },
      { ...jan, gender: "مرد", year: "۱۳۶۴" },
    ],
    shownYears: ["۱۳۶۷", "۱۳۶۴"],
    shownMonth: "۳",
    shownDay: "۱۴",
  },
} as const;

for (const locale of ["en", "fa"] as const) {
  const w = returnWords[locale];
  test(`${locale}: a return journey: the way back's passenger form starts from the way out's travellers, birth dates too, and is sent as it is`, async ({
    page,
    jsEnabled,
  }) => {
    test.setTimeout(150_000);
    const email = unique(`train-return-${locale}`);
    // Each run its own dates, so the four runs do not take each other's compartments.
    const shift = (locale === "fa" ? 2 : 0) + (jsEnabled ? 0 : 1);
    const out = daysAhead(44 + shift);
    const back = daysAhead(48 + shift);
    const q = new URLSearchParams({ from: w.from, to: w.to, date: out, trip: "return", ret: back, adults: "2" });
    await page.goto(`${pathFor("trainResults", locale)}?${q}`);
    await ready(page, jsEnabled);
    await page.locator("#outbound").getByRole("link", { name: w.choose }).first().click();
    await ready(page, jsEnabled);
    await page.getByRole("button", { name: w.next }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.heading })).toBeVisible();
    await ready(page, jsEnabled);
    await fillPassenger(page, w.group(1), w.people[0], w.labels);
    await fillPassenger(page, w.group(2), w.people[1], w.labels);
    await page.getByLabel(w.email, { exact: true }).fill(email);
    await page.getByLabel(w.mobile).fill("+98 912 345 6789");
    await page.getByRole("button", { name: w.add }).click();

    // Back on the results at the way back; its passenger form already holds both travellers, birth dates included.
    await expect(page).toHaveURL(/#inbound$/);
    await ready(page, jsEnabled);
    await page.locator("#inbound").getByRole("link", { name: w.choose }).first().click();
    await ready(page, jsEnabled);
    await page.getByRole("button", { name: w.next }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.heading })).toBeVisible();
    const labels = w.labels ?? { first: "First name", last: "Last name", year: "Year", month: "Month", day: "Day" };
    for (const [i, person] of w.people.entries()) {
      const group = page.getByRole("group", { name: w.group(i + 1) });
      await expect(group.getByLabel(labels.first, { exact: true })).toHaveValue(person.first);
      await expect(group.getByLabel(labels.last, { exact: true })).toHaveValue(person.last);
      await expect(group.getByRole("radio", { name: person.gender, exact: true })).toBeChecked();
      await expect(group.getByLabel(labels.year)).toHaveValue(w.shownYears[i]);
      await expect(group.getByLabel(labels.month)).toHaveValue(w.shownMonth);
      await expect(group.getByLabel(labels.day)).toHaveValue(w.shownDay);
    }
    await expect(page.getByLabel(w.email, { exact: true })).toHaveValue(email);
    // Sent as it is: no field to fill again.
    await ready(page, jsEnabled);
    await page.getByRole("button", { name: w.add }).click();
    await expect(page).toHaveURL(new RegExp(`${pathFor("cart", locale)}$`));
    await expect(page.getByText(w.required)).toHaveCount(0);
    await expect(page.getByText(new RegExp(`${w.from}.*${w.to}`)).first()).toBeVisible();
    await expect(page.getByText(new RegExp(`${w.to}.*${w.from}`)).first()).toBeVisible();
  });
}

test("a birth year of -99999999 answers 400 with the field's message, not a 500 (issue 21 item 3)", async ({
  page,
  jsEnabled,
}) => {
  await toPassengers(page, jsEnabled, daysAhead(jsEnabled ? 32 : 33));
  await ready(page, jsEnabled);
  await fillPassenger(page, "Passenger 1: adult", { ...sara, year: "-99999999" });
  await fillPassenger(page, "Passenger 2: adult", jan);
  await page.getByLabel("E-mail", { exact: true }).fill(unique("train-year"));
  await page.getByLabel("Mobile").fill("+98 912 345 6789");
  // The request as the browser would send it, straight to the action: 400 with the message, the year kept.
  const form = page.locator("form[method='post']", { has: page.getByRole("button", { name: "Add to basket" }) });
  const fields = await form.evaluate((f) => [...new FormData(f as HTMLFormElement)].map(([k, v]) => [k, String(v)]));
  for (const year of ["-99999999", "-275760"]) {
    const answer = await page.request.post(page.url(), {
      form: { ...Object.fromEntries(fields), "passengers[0].birthYear": year },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(answer.status(), year).toBe(400);
    const html = await answer.text();
    expect(html).toContain("Enter a birth year between 1900 and this year");
    expect(html).toContain(`value="${year}"`);
  }
  // And through the page: the message next to the field, what was typed kept.
  await page.getByRole("button", { name: "Add to basket" }).click();
  const group = page.getByRole("group", { name: "Passenger 1: adult" });
  await expect(group.getByText("Enter a birth year between 1900 and this year")).toBeVisible();
  await expect(group.getByLabel("Year")).toHaveValue("-99999999");
});
