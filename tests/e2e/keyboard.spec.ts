import type { Page } from "@playwright/test";
import { expect, login, ready, test } from "./fixtures";
import { addDays, agencyToday } from "../../app/travel/clock";
import { pathFor } from "../../app/routing/screens";

/**
 * Keyboard and screen reader (issue 23 items 1–4), each test with JavaScript on and off:
 * Enter in a form never takes a destructive button; at 390 px no focused control is hidden
 * behind the cookie notice, a toast or a sticky bar; the results have a skip link; the
 * error summary without JavaScript names each field.
 */
const daysAhead = (n: number) => addDays(agencyToday(), n);
const ddmmyyyy = (iso: string) => iso.split("-").reverse().join("/");
const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Flight results for one adult, THR → MHD, in `locale`. */
const flightResults = (locale: "en" | "fa", days: number) =>
  `${pathFor("flightResults", locale)}?${new URLSearchParams({
    adults: "1",
    children: "0",
    infants: "0",
    trip: "oneway",
    from: "THR",
    to: "MHD",
    depart: daysAhead(days),
  })}`;

/**
 * Tabs through the whole page from its top and returns every focus stop that is hidden: no box of
 * it (an inline link has one per line) has its centre showing the control itself — what
 * document.elementFromPoint finds there is something else. A visually hidden input (a CSS-only
 * toggle) shows its focus on its label, so its label is what must show.
 */
async function hiddenFocusStops(page: Page, limit = 150) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const hidden: string[] = [];
  let stops = 0;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      // Back at the start (or out of the page): the walk is over.
      if (!el || el === document.body || el.dataset.tabWalked) return null;
      el.dataset.tabWalked = "1";
      const labels = [...((el as HTMLInputElement).labels ?? [])];
      const name = (el.getAttribute("aria-label") ?? labels[0]?.textContent ?? el.textContent ?? "")
        .trim()
        .slice(0, 40);
      const own = el.getBoundingClientRect();
      const shown = own.width <= 1 && own.height <= 1 ? labels : [el];
      const mine = (hit: Element | null) =>
        !!hit && (el.contains(hit) || labels.some((l) => l === hit || l.contains(hit)));
      let blocker = "nothing";
      for (const part of shown)
        for (const box of part.getClientRects()) {
          if (box.width < 1 || box.height < 1) continue;
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (mine(hit)) return { name, clear: true, blocker };
          if (hit) blocker = `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 40)}`;
        }
      return { name: name || `${el.tagName.toLowerCase()}[name=${el.getAttribute("name")}]`, clear: false, blocker };
    });
    if (!stop) break;
    stops++;
    if (!stop.clear) hidden.push(`${stop.name} (under ${stop.blocker})`);
  }
  return { stops, hidden };
}

test.describe("at 390 px a focused control is never hidden (WCAG 2.4.11)", () => {
  // The service worker's "ready offline" toast is one of the things that must not hide the focus.
  test.use({ consent: false, viewport: { width: 390, height: 844 }, serviceWorkers: "allow" });

  test("Tab through /fa, the passengers form, the cart and checkout with the cookie notice showing", async ({
    page,
    jsEnabled,
  }) => {
    test.setTimeout(120_000);
    const walk = async (what: string) => {
      await ready(page, jsEnabled);
      await expect(page.getByRole("region", { name: "کوکی‌ها در پرواز" })).toBeVisible();
      const { stops, hidden } = await hiddenFocusStops(page);
      expect(stops, `${what}: focus stops`).toBeGreaterThan(10);
      expect(hidden, `${what}: hidden of ${stops}`).toEqual([]);
    };
    await page.goto("/fa");
    // With JavaScript the service worker installs on this first visit and says "ready to work offline" in a toast.
    if (jsEnabled) await expect(page.locator("#pwa-status > *")).toHaveCount(1, { timeout: 20_000 });
    await walk("/fa");

    await page.goto(flightResults("fa", jsEnabled ? 10 : 11));
    await page
      .getByRole("link", { name: /^انتخاب/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/fa\/.*\?out=/);
    await walk("passengers");

    await page.request.post("/_/e2e/cart-line", { data: { flight: { adults: 1 } } });
    await page.goto(pathFor("checkout", "fa"));
    await walk("checkout");
  });
});

/**
 * Every form of the page in which Enter can submit (it has a field to type in or tick) and that has
 * several submit buttons, with the button Enter presses — the first submit button in tree order,
 * as the browser chooses it — unless that button does what one of the form's visible,
 * non-destructive buttons does (same name, value, action and method) and is no row action of
 * conform's (`__intent__`: remove, insert, update).
 */
async function destructiveDefaults(page: Page) {
  return page.evaluate(() => {
    const destructive = /remove|delete|cancel|clear|حذف|لغو|پاک|verwijder|annuleer|wis|supprimer|annuler|effacer/i;
    const typing = (e: Element) =>
      (e instanceof HTMLInputElement &&
        !["hidden", "submit", "button", "reset", "image", "file"].includes(e.type) &&
        !e.disabled) ||
      false;
    const isSubmit = (e: Element): e is HTMLButtonElement | HTMLInputElement =>
      (e instanceof HTMLButtonElement && e.type === "submit") ||
      (e instanceof HTMLInputElement && (e.type === "submit" || e.type === "image"));
    const visible = (e: HTMLElement) => {
      const r = e.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && e.getAttribute("aria-hidden") !== "true";
    };
    const same = (a: HTMLButtonElement | HTMLInputElement, b: HTMLButtonElement | HTMLInputElement) =>
      a.name === b.name &&
      (a.name ? a.value === b.value : true) &&
      a.formAction === b.formAction &&
      a.formMethod === b.formMethod;
    const found: { form: string; buttons: string[]; enter: string }[] = [];
    const problems: string[] = [];
    for (const form of document.forms) {
      const elements = [...form.elements];
      const submits = elements.filter(isSubmit);
      if (submits.length < 2 || !elements.some(typing)) continue;
      const enter = submits[0];
      const name = (b: HTMLElement) => (b.getAttribute("aria-label") ?? b.textContent ?? "").trim();
      const entry = {
        form: form.getAttribute("aria-label") ?? form.getAttribute("action") ?? form.id,
        buttons: submits.map(name),
        enter: name(enter),
      };
      found.push(entry);
      const twin = submits.find(
        (b) => visible(b) && same(b, enter) && b.name !== "__intent__" && !destructive.test(name(b)),
      );
      if (enter.name === "__intent__" || !twin || enter.disabled)
        problems.push(`${entry.form}: Enter presses "${entry.enter}" (buttons: ${entry.buttons.join(" | ")})`);
    }
    return { found, problems };
  });
}

test("Enter in a form of the booking flows presses its proceed button, never a row's or a destructive one", async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(150_000);
  // Signed in with a saved traveller, so the traveller steps also offer "Use …" buttons; two of each kind of traveller.
  await login(page, { email: unique("enter") });
  await page.goto("/en/user/account/passengers");
  await ready(page, jsEnabled);
  await page.getByLabel("First name (English)").fill("Darya");
  await page.getByLabel("Surname (English)").fill("Moradi");
  await page.getByLabel("Gender").selectOption("female");
  await page.getByLabel("Birthday").fill("02/04/1990");
  await page.getByLabel("Passport number").fill("X1234567");
  await page.getByLabel("Issuing country").selectOption("IR");
  await page.getByLabel("Passport expiry date").fill("01/01/2035");
  await page.getByRole("button", { name: "Save passenger" }).click();
  await expect(page.getByText("The passenger has been saved.")).toBeVisible();

  const forms: string[] = [];
  const problems: string[] = [];
  const check = async (step: string) => {
    await ready(page, jsEnabled);
    const seen = await destructiveDefaults(page);
    forms.push(...seen.found.map((f) => `${step}: ${f.form}`));
    problems.push(...seen.problems.map((p) => `${step}: ${p}`));
  };

  // Flights: search, results, passengers (two adults).
  await page.goto("/en/flights");
  await check("flight search");
  await page.goto(flightResults("en", jsEnabled ? 12 : 13).replace("adults=1", "adults=2"));
  await check("flight results");
  await page
    .getByRole("link", { name: /^Select:/ })
    .first()
    .click();
  await expect(page.getByRole("group", { name: "Passenger 2", exact: true })).toBeVisible();
  await check("flight passengers");

  // Hotels: search, results, property, guests (two rooms).
  await page.goto("/en/hotels");
  await check("hotel search");
  const search = page.getByRole("form", { name: "Find a hotel" });
  await search.getByLabel("Destination or hotel").fill("Kish");
  await search.getByLabel("Check-in").fill(ddmmyyyy(daysAhead(30)));
  await search.getByLabel("Check-out").fill(ddmmyyyy(daysAhead(32)));
  await search.getByRole("button", { name: "Search hotels" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hotels in Kish Island");
  await check("hotel results");
  await page
    .getByRole("link", { name: /^See rooms and rates/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Rooms and rates" })).toBeVisible();
  await check("hotel property");
  await page.getByRole("button", { name: "Reserve", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Guests" })).toBeVisible();
  await check("hotel guests");

  // Trains: search, results, places, passengers (two adults).
  await page.goto("/en/trains");
  await check("train search");
  const trains = page.getByRole("form", { name: "Find a train" });
  await trains.getByLabel("From").fill("Tehran");
  await trains.getByLabel("To", { exact: true }).fill("Mashhad");
  await trains.getByLabel("Departure date").fill(ddmmyyyy(daysAhead(jsEnabled ? 24 : 25)));
  await trains.getByLabel("Adults").selectOption("2");
  await trains.getByRole("button", { name: "Search trains" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trains from Tehran to Mashhad");
  await check("train results");
  await page
    .getByRole("link", { name: /^Choose places — 4-berth compartment/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Choose your places" })).toBeVisible();
  await check("train places");
  await ready(page, jsEnabled);
  await page
    .getByRole("radio", { name: /^Compartment \d+ Free$/ })
    .first()
    .check();
  await page.getByRole("button", { name: "Continue to passengers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Passengers" })).toBeVisible();
  await check("train passengers");

  // The cart (a flight, a hotel and a train line), checkout and payment.
  await page.request.post("/_/e2e/cart-line", { data: { flight: { adults: 2 } } });
  await page.goto("/en/cart");
  await check("cart");
  await page.goto("/en/checkout");
  await check("checkout");

  // The traveller steps have rows with their own buttons: those forms were found and Enter goes on in each.
  expect(forms.filter((f) => /passengers|guests/.test(f)).length, forms.join("\n")).toBeGreaterThanOrEqual(3);
  expect(problems).toEqual([]);
});

for (const locale of ["en", "fa"] as const) {
  test(`Enter in a passenger's field keeps the passenger and goes on (${locale})`, async ({ page, jsEnabled }) => {
    const words = {
      en: {
        select: /^Select:/,
        passenger: "Passenger 1",
        first: "First name (in English)",
        last: "Surname (in English)",
        female: "Female",
        year: "Year",
        month: "Month",
        day: "Day",
        id: "ID card",
        nationalId: "National ID number",
        email: "E-mail address",
        mobile: "Mobile number",
        birthYear: "1990",
      },
      fa: {
        select: /^انتخاب/,
        passenger: "مسافر ۱",
        first: "نام (به لاتین)",
        last: "نام خانوادگی (به لاتین)",
        female: "زن",
        year: "سال",
        month: "ماه",
        day: "روز",
        id: "کارت ملی",
        nationalId: "کد ملی",
        email: "نشانی ایمیل",
        mobile: "شماره موبایل",
        birthYear: "1369",
      },
    }[locale];
    await page.goto(flightResults(locale, (jsEnabled ? 14 : 15) + (locale === "fa" ? 2 : 0)));
    await page.getByRole("link", { name: words.select }).first().click();
    await ready(page, jsEnabled);
    const box = () => page.getByRole("group", { name: words.passenger, exact: true });
    // Half filled: Enter in the first name checks the form; the passenger and what was typed stay.
    await box().getByLabel(words.first).fill("Sara");
    await box().getByLabel(words.first).press("Enter");
    await expect(box().getByLabel(words.first)).toHaveValue("Sara");
    await expect(box().getByLabel(words.last)).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\?out=/);
    // Filled: Enter in the last field typed goes on to the cart with the passenger.
    await box().getByLabel(words.last).fill("Ahmadi");
    await box().getByLabel(words.female, { exact: true }).check();
    await box().getByLabel(words.year).fill(words.birthYear);
    await box().getByLabel(words.month).fill("5");
    await box().getByLabel(words.day).fill("14");
    await box().getByLabel(words.id, { exact: true }).check();
    await box().getByLabel(words.nationalId).fill("0012345679");
    await page.getByLabel(words.email, { exact: true }).fill(unique("enter"));
    await page.getByLabel(words.mobile).fill("+98 912 345 6789");
    await page.getByLabel(words.mobile).press("Enter");
    await expect(page.getByTestId("cart-line")).toContainText("Sara Ahmadi");
    expect(new URL(page.url()).pathname).toBe(pathFor("cart", locale));
    // The cart link says its number with the noun in the language's form (item 5: "1 items" before).
    await expect(
      page.getByRole("link", { name: locale === "en" ? /1 item in your basket$/ : /۱ مورد در سبد خرید شما$/ }),
    ).toBeVisible();
  });
}

test.describe("results pages have a skip link to their results", () => {
  for (const width of [390, 1366]) {
    test(`flights (fa), hotels and trains at ${width} px: the first result in four key presses`, async ({
      page,
      jsEnabled,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      /** From the top of the page: Tab to "Skip to results", Enter, Tab; the focus is on the first result's action. */
      const skip = async (label: string, first: RegExp) => {
        await ready(page, jsEnabled);
        const presses: string[] = [];
        for (let i = 0; i < 3; i++) {
          await page.keyboard.press("Tab");
          presses.push("Tab");
          if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === label) break;
        }
        const link = page.getByRole("link", { name: label, exact: true });
        await expect(link).toBeFocused();
        // Shown while it has focus.
        expect((await link.boundingBox())!.width).toBeGreaterThan(20);
        await page.keyboard.press("Enter");
        await page.keyboard.press("Tab");
        presses.push("Enter", "Tab");
        const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
        expect(focused).toMatch(first);
        expect(presses.length).toBeLessThanOrEqual(4);
      };
      await page.goto(flightResults("fa", 9));
      await skip("رفتن به نتایج", /^انتخاب/);

      await page.goto(
        `/en/hotels/search?${new URLSearchParams({ q: "Kish", in: ddmmyyyy(daysAhead(40)), out: ddmmyyyy(daysAhead(42)), rooms: "1", a1: "2", c1: "0" })}`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hotels in Kish Island");
      await skip("Skip to results", /^See rooms and rates/);

      await page.goto(
        `/en/trains/search?${new URLSearchParams({ trip: "oneway", from: "Tehran", to: "Mashhad", date: ddmmyyyy(daysAhead(22)), adults: "1", children: "0", infants: "0" })}`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trains from Tehran to Mashhad");
      await skip("Skip to results", /^Choose places/);
    });
  }
});

/**
 * After a failed submit: each link of the error summary (no JavaScript) names the field it leads to
 * (the text of its label, or of its group's legend for radio buttons); every option of an invalid radio
 * group says it is invalid; no element points to the same description twice (read out twice).
 */
async function errorProblems(page: Page, summary: boolean) {
  return page.evaluate((summary) => {
    const problems: string[] = [];
    const text = (e: Element | null | undefined) => (e?.textContent ?? "").replace(/\s+/g, " ").trim();
    const nameOf = (target: HTMLElement) =>
      target instanceof HTMLInputElement && target.type === "radio"
        ? text(target.closest("fieldset")?.querySelector("legend"))
        : text((target as HTMLInputElement).labels?.[0]);
    const box = document.querySelector('[role="alert"][aria-labelledby$="-summary"]');
    if (summary) {
      const links = [...(box?.querySelectorAll("a[href^='#']") ?? [])];
      if (!links.length) problems.push("no error summary");
      for (const link of links) {
        const target = document.getElementById(decodeURIComponent(link.getAttribute("href")!.slice(1)));
        if (!target) problems.push(`"${text(link)}" leads nowhere`);
        else if (!text(link).includes(nameOf(target)))
          problems.push(`"${text(link)}" does not name "${nameOf(target)}"`);
      }
    }
    for (const radio of document.querySelectorAll<HTMLInputElement>("input[type=radio]")) {
      const group = [...document.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${radio.name}"]`)];
      const described = group.some((r) => r.getAttribute("aria-describedby"));
      if (described && radio.getAttribute("aria-invalid") !== "true")
        problems.push(`${radio.name}=${radio.value}: an option of an invalid group without aria-invalid`);
    }
    for (const el of document.querySelectorAll("[aria-describedby]")) {
      const ids = el.getAttribute("aria-describedby")!.split(/\s+/).filter(Boolean);
      if (new Set(ids).size !== ids.length) problems.push(`${el.id}: aria-describedby names an id twice`);
    }
    return problems;
  }, summary);
}

test("a failed submit: the summary names each field, radio groups say they are invalid, each error read once", async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(150_000);
  /** Sends the form as it is, past the browser's own checks (what a server answers to), and checks the answer. */
  const submitEmpty = async (button: string | RegExp, what: string) => {
    await ready(page, jsEnabled);
    await page.evaluate(() => document.querySelectorAll("form").forEach((f) => (f.noValidate = true)));
    await page.getByRole("button", { name: button }).first().click();
    await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    // Without JavaScript the answer is a new page: read it whole, not while it is still arriving.
    await page.waitForLoadState("load");
    expect(await errorProblems(page, !jsEnabled), what).toEqual([]);
  };
  for (const locale of ["en", "fa"] as const) {
    await page.goto(flightResults(locale, 18));
    await page
      .getByRole("link", { name: locale === "en" ? /^Select:/ : /^انتخاب/ })
      .first()
      .click();
    await submitEmpty(locale === "en" ? "Continue to the basket" : "ادامه و افزودن به سبد خرید", `flights (${locale})`);
  }

  await page.goto(
    `/en/trains/search?${new URLSearchParams({ trip: "oneway", from: "Tehran", to: "Mashhad", date: ddmmyyyy(daysAhead(26)), adults: "2", children: "0", infants: "0" })}`,
  );
  await page
    .getByRole("link", { name: /^Choose places — 4-berth compartment/ })
    .first()
    .click();
  await ready(page, jsEnabled);
  await page
    .getByRole("radio", { name: /^Compartment \d+ Free$/ })
    .first()
    .check();
  await page.getByRole("button", { name: "Continue to passengers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Passengers" })).toBeVisible();
  await submitEmpty("Add to basket", "trains");

  await page.goto(
    `/en/hotels/search?${new URLSearchParams({ q: "Kish", in: ddmmyyyy(daysAhead(44)), out: ddmmyyyy(daysAhead(46)), rooms: "1", a1: "2", c1: "0" })}`,
  );
  await page
    .getByRole("link", { name: /^See rooms and rates/ })
    .first()
    .click();
  await ready(page, jsEnabled);
  await page.getByRole("button", { name: "Reserve", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Guests" })).toBeVisible();
  await submitEmpty("Add to basket", "hotel guests");

  await page.request.post("/_/e2e/cart-line", { data: { flight: { adults: 1 } } });
  await page.goto("/en/checkout");
  await submitEmpty("Confirm booking", "checkout");

  await page.goto("/en/contact");
  await submitEmpty(/^Send/, "contact");
});
