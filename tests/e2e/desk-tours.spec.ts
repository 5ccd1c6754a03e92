import fs from "node:fs";
import { deskLogin, expect, expectNoAxeViolations, ready, test } from "./fixtures";
import { pathFor } from "../../app/routing/screens";
import { dateTextValue } from "../../app/utils/date-text";

/**
 * Tours on the desk (issue 27, decision 707), in Persian and English, JavaScript on and off: a guest's paid tour
 * order on a departure; an agent finds the departure by its day and tour, opens it, sees the booking and the
 * rooming list (passports masked), downloads the rooming list as CSV, is told next to the box that the customers
 * must be told, then cancels the departure, which missed its minimum: the order is cancelled and refunded.
 * Every new screen passes axe.
 */
const read = (lang: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, "utf8"));
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

for (const lang of ["fa", "en"] as const) {
  const w = read(lang, "deskTours");
  const o = read(lang, "deskOrders");
  const screen = read(lang, "common").screen;

  test(`an agent opens a departure, downloads its rooming list and cancels it (${lang})`, async ({
    page,
    jsEnabled,
  }) => {
    const made = await page.request.post("/_/e2e/tour-desk-order", {
      data: { locale: lang, email: `tour-desk-${unique()}@example.com` },
    });
    expect(made.ok(), `${made.status()} ${await made.text()}`).toBe(true);
    const { orderNumber, departureId, tourId, departsOn } = (await made.json()) as Record<string, string>;
    await deskLogin(page, `agent-tours-${lang}-${unique()}@example.com`, "agent");

    // From the inventory screen to the departures of that day and tour.
    await page.goto(pathFor("deskInventory", lang));
    await page.getByRole("link", { name: screen.deskTourDepartures }).click();
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);
    await page.getByLabel(w.list.from).fill(dateTextValue(departsOn, lang));
    await page.getByLabel(w.list.to).fill(dateTextValue(departsOn, lang));
    await page.getByLabel(w.list.tour, { exact: true }).selectOption(tourId);
    await page.getByRole("button", { name: w.list.show }).click();
    await expect(page).toHaveURL(/[?&]tour=/);
    const table = page.getByRole("region", { name: w.list.caption });
    await expect(table.getByRole("row")).toHaveCount(2);
    if (jsEnabled) await expectNoAxeViolations(page);
    await table.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/${departureId}$`));
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);

    // The booking and the rooming list, the passports masked.
    await expect(page.getByRole("link", { name: orderNumber, exact: true })).toBeVisible();
    await expect(page.getByText("AHMADI Sara")).toBeVisible();
    await expect(page.getByText("•••••5678")).toBeVisible();
    await expect(page.getByText("X12345678")).toHaveCount(0);

    // The rooming list as CSV: UTF-8 with a byte-order mark, the masked documents.
    const href = await page.getByRole("link", { name: w.rooming.csvLabel }).getAttribute("href");
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const text = (await csv.body()).toString("utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain(`"${w.csv.lastName}"`);
    expect(text).toContain(orderNumber);
    expect(text).toContain("•••••4321");
    expect(text).not.toContain("X87654321");

    // Not ticked: said next to the box; ticked: cancelled, the customers told.
    await page.getByRole("button", { name: w.decide.cancel }).click();
    await expect(page.getByText(w.validation.acknowledge).first()).toBeVisible();
    await ready(page, jsEnabled);
    await page.getByLabel(w.decide.acknowledge).check();
    await page.getByRole("button", { name: w.decide.cancel }).click();
    await expect(page.getByText(w.done.cancelled)).toBeVisible();
    await expect(page.getByText(w.status.cancelled).first()).toBeVisible();
    await expect(page.getByRole("button", { name: w.decide.cancel })).toHaveCount(0);
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);

    // The order: cancelled, refunded in full.
    await page.getByRole("link", { name: orderNumber, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${orderNumber}$`));
    await expect(page.getByText(o.order.cancelledAt).first()).toBeVisible();
    await expect(page.getByTestId("refund-amount")).toHaveCount(1);
  });

  test(`an agent moves a booking to another departure of its tour (${lang})`, async ({ page, jsEnabled }) => {
    const made = await page.request.post("/_/e2e/tour-desk-order", {
      data: { locale: lang, email: `tour-move-${unique()}@example.com` },
    });
    expect(made.ok(), `${made.status()} ${await made.text()}`).toBe(true);
    const { orderNumber, departureId } = (await made.json()) as Record<string, string>;
    await deskLogin(page, `agent-move-${lang}-${unique()}@example.com`, "agent");
    await page.goto(pathFor("deskTourDeparture", lang, { id: departureId }));
    await page.getByRole("link", { name: `${w.departure.move} ${orderNumber}` }).click();
    await expect(page.getByRole("heading", { name: w.move.title.replace("{{order}}", orderNumber) })).toBeVisible();
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);

    // Nothing chosen, nothing ticked: both said next to their fields.
    await page.getByRole("button", { name: w.move.submit }).click();
    await expect(page.getByText(w.validation.target).first()).toBeVisible();
    await expect(page.getByText(w.validation.agreed).first()).toBeVisible();
    await ready(page, jsEnabled);

    // The first later departure, agreed: moved, on the order's desk page with what the money does.
    const choice = page.getByRole("radio").first();
    await choice.check();
    await page.getByLabel(w.move.acknowledge).check();
    await page.getByRole("button", { name: w.move.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${orderNumber}$`));
    const done = [w.move.done, w.move.doneOwed, w.move.doneRefund];
    await expect(
      page.getByText(new RegExp(done.map((x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"))),
    ).toBeVisible();

    // The old departure no longer lists it.
    await page.goto(pathFor("deskTourDeparture", lang, { id: departureId }));
    await expect(page.getByRole("link", { name: orderNumber, exact: true })).toHaveCount(0);
  });
}
