import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, login, outboxFor, ready, startEstimate, test } from "./fixtures";
import { locales, pathFor, type ScreenId } from "../../app/routing/screens";

/**
 * Services and project estimates (issue 28, decisions 800–805), each flow with JavaScript on ("js") and off ("nojs"):
 * a guest builds an estimate from a service — a mistyped quantity said beside the field with what was typed kept,
 * an item added, changed and removed — saves it ("It is added to your projects"), signs in and finds it in "my
 * projects", and asks the agency for a firm quote, which e-mails the desk; the same in Persian with its digits; axe
 * on every new screen in English and Persian; every spec path of these screens answers 200 in every language.
 */
const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const PASSWORD = "estimate-pass-1";

async function addItem(
  page: Page,
  item: { name: string; kind: string; unit: string; volume: string; value: string; coefficient?: string },
) {
  const form = page.locator("#item-form");
  await form.getByLabel("Name").fill(item.name);
  await form.getByLabel("What it is").selectOption({ label: item.kind });
  await form.getByLabel("Unit", { exact: true }).selectOption({ label: item.unit });
  await form.getByLabel("Quantity").fill(item.volume);
  await form.getByLabel("Unit price").fill(item.value);
  await form.getByLabel("Currency").selectOption("EUR");
  await form.getByLabel("Coefficient").fill(item.coefficient ?? "1");
}

test("a guest builds an estimate from a service, changes and removes items, saves it, signs in, finds it in my projects and asks for a firm quote", async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(120_000);
  await page.goto("/en/services");
  await ready(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  await page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "School trip" }) })
    .getByRole("button", { name: "Estimate it" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "New project estimate" })).toBeVisible();
  const items = page.getByRole("region", { name: "Items" });
  await expect(items.getByRole("rowheader", { name: /Coach with driver/ })).toBeVisible();
  await expect(items.getByRole("rowheader")).toHaveCount(6);
  await ready(page, jsEnabled);

  // A quantity of 0: the message beside the field, in the page's language, and what was typed kept.
  await addItem(page, { name: "Farewell dinner", kind: "Catering", unit: "person", volume: "0", value: "15.50" });
  await page.getByRole("button", { name: "Add the item" }).click();
  const quantity = page.locator("#item-form").getByLabel("Quantity");
  await expect(
    page.getByText("Enter a quantity above 0 and up to 10,000, with at most two decimals.", { exact: true }),
  ).toBeVisible();
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#item-form").getByLabel("Name")).toHaveValue("Farewell dinner");
  await expect(page.locator("#item-form").getByLabel("Unit price")).toHaveValue("15.50");

  await quantity.fill("45");
  if (jsEnabled) {
    // The item's total as it is typed, before it is sent.
    await expect(page.getByTestId("line-total")).not.toBeEmpty();
  }
  await page.getByRole("button", { name: "Add the item" }).click();
  await expect(page.getByText("The item is added.")).toBeVisible();
  await expect(items.getByRole("rowheader", { name: /Farewell dinner/ })).toBeVisible();
  await expect(items.getByRole("rowheader")).toHaveCount(7);

  // Change it: fewer pupils.
  await ready(page, jsEnabled);
  await page.getByRole("link", { name: "Change Farewell dinner" }).click();
  await expect(page.getByRole("heading", { name: "Change the item" })).toBeVisible();
  await ready(page, jsEnabled);
  await page.locator("#item-form").getByLabel("Quantity").fill("40");
  await page.getByRole("button", { name: "Save the item" }).click();
  await expect(page.getByText("The item is saved.")).toBeVisible();
  await expect(
    items
      .getByRole("row", { name: /Farewell dinner/ })
      .getByRole("cell")
      .first(),
  ).toHaveText("40 person");

  // Remove one.
  await ready(page, jsEnabled);
  await page.getByRole("button", { name: "Remove Museum tickets" }).click();
  await expect(page.getByText("The item is removed.")).toBeVisible();
  await expect(items.getByRole("rowheader", { name: /Museum tickets/ })).toHaveCount(0);
  await expect(items.getByRole("rowheader")).toHaveCount(6);

  // Save: "It is added to your projects" (spec §8), on the project's page.
  await ready(page, jsEnabled);
  await page.getByRole("button", { name: "Save to my projects" }).click();
  await expect(page.getByText("It is added to your projects")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/services\/estimate\/projects\/[a-z2-9]{24}$/);
  const slug = page.url().split("/").pop()!;
  await expect(page.getByTestId("status")).toHaveText("In progress");

  // The guest's list has it; signing in moves it to the account.
  await page.goto("/en/projects");
  await expect(page.getByRole("link", { name: "School trip" })).toBeVisible();
  const email = unique("estimate");
  await login(page, { email, password: PASSWORD, firstName: "Shirin", signIn: false });
  await page.goto("/en/sign-in");
  await ready(page, jsEnabled);
  await page.getByLabel("E-mail or mobile number").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Welcome, Shirin!")).toBeVisible();
  await page.goto("/en/user");
  await page.getByRole("navigation", { name: "User area" }).getByRole("link", { name: "My projects" }).click();
  await expect(page).toHaveURL(/\/en\/user\/projects$/);
  const mine = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "School trip" }) });
  await expect(mine).toContainText("In progress");
  await mine.getByRole("link", { name: "School trip" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/services/estimate/projects/${slug}$`));

  // Ask for a firm quote: stored (status and history) and e-mailed to the desk.
  await ready(page, jsEnabled);
  await page.getByLabel("A note for the agency (optional)").fill("About 40 pupils, mid-May.");
  await page.getByRole("button", { name: "Ask the agency for a firm quote" }).click();
  await expect(
    page.getByText("Your request is sent: the agency will come back to you with a firm quote."),
  ).toBeVisible();
  await expect(page.getByTestId("status")).toHaveText("Firm quote asked");
  await expect(page.getByRole("listitem").filter({ hasText: "Firm quote asked, by You" })).toContainText(
    "About 40 pupils, mid-May.",
  );
  await expect(page.getByRole("button", { name: "Ask the agency for a firm quote" })).toHaveCount(0);
  const mail = (await outboxFor(page, "support@parvaz.example")).find((m) => m.subject.includes(slug));
  expect(mail?.body).toContain("Farewell dinner");
  expect(mail?.body).toContain("About 40 pupils, mid-May.");
});

test("in Persian: the estimate speaks Persian with Persian digits, says a mistake in Persian, and saves", async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(90_000);
  await page.goto(pathFor("serviceDetail", "fa", { slug: "pilgrimage-group" }));
  await ready(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "کاروان زیارتی" })).toBeVisible();
  await page.getByRole("button", { name: "برآورد را با این خدمت شروع کنید" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "برآورد پروژه جدید" })).toBeVisible();
  await ready(page, jsEnabled);
  const form = page.locator("#item-form");
  await form.getByLabel("نام", { exact: true }).fill("گشت شهری");
  await form.getByLabel("تعداد", { exact: true }).fill("۴۰");
  await form.getByLabel("قیمت واحد").fill("۱۲٫۵");
  await form.getByLabel("ارز", { exact: true }).selectOption("IRR");
  await form.getByLabel("ضریب").fill("۱");
  await page.getByRole("button", { name: "افزودن قلم" }).click();
  // Half a rial does not exist.
  await expect(
    page.getByText("این ارز واحدی به این کوچکی ندارد: رقم اعشار کمتری بنویسید.", { exact: true }),
  ).toBeVisible();
  await expect(form.getByLabel("نام", { exact: true })).toHaveValue("گشت شهری");
  await form.getByLabel("قیمت واحد").fill("۶۰۰۰۰۰۰");
  await page.getByRole("button", { name: "افزودن قلم" }).click();
  await expect(page.getByText("قلم اضافه شد.")).toBeVisible();
  const totals = page.getByTestId("totals");
  await expect(totals).toBeVisible();
  expect(await totals.innerText()).not.toMatch(/[0-9]/);
  await expect(page.getByRole("region", { name: "اقلام" }).getByRole("row", { name: /گشت شهری/ })).toContainText("۴۰");
  await ready(page, jsEnabled);
  await page.getByRole("button", { name: "ذخیره در پروژه‌های من" }).click();
  await expect(page.getByText("به پروژه‌های شما اضافه شد")).toBeVisible();
  await expect(page.getByTestId("status")).toHaveText("در جریان");
  // Dates of the history in the Jalali calendar, digits Persian.
  expect(await page.getByRole("list").filter({ hasText: "توسط شما" }).innerText()).toMatch(/۱۴۰[۵-۹]/);
  await page.goto(pathFor("estimateProjects", "fa"));
  await expect(page.getByRole("link", { name: "کاروان زیارتی" }).first()).toBeVisible();
});

test("the owner shares a read-only link with the group: the quote, per person and overall, and its PDF, until sharing stops", async ({
  page,
  browser,
  jsEnabled,
}) => {
  await page.goto("/en");
  const slug = await startEstimate(page, "wedding-honeymoon");
  const saved = await page.request.post(pathFor("estimateNew", "en"), {
    form: { intent: "save", project: slug },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);
  const own = pathFor("estimateProject", "en", { slug });
  await page.goto(own);
  await ready(page, jsEnabled);
  const share = page.getByRole("region", { name: "Share with your group" });
  await share.getByRole("button", { name: "Create a link to share" }).click();
  await expect(page.getByText("Your group can now open the project with this link.")).toBeVisible();
  const link = new URL(await share.getByLabel("The link to share").inputValue());
  expect(link.pathname).toBe(own);

  // Someone of the group, in another browser: the quote, read-only, with the prices per person and overall.
  const origin = new URL(page.url()).origin;
  const group = await browser.newContext({ javaScriptEnabled: jsEnabled, baseURL: origin, locale: "en-GB" });
  const friend = await group.newPage();
  await friend.goto(`${link.pathname}${link.search}`);
  await ready(friend, jsEnabled);
  await expect(friend.getByTestId("shared-banner")).toHaveText(
    "A quote shared with you by the organiser of the group: you can read it, not change it.",
  );
  await expect(friend.getByRole("heading", { level: 1, name: "Wedding and honeymoon" })).toBeVisible();
  await expect(friend.getByTestId("per-person")).not.toBeEmpty();
  await expect(friend.getByTestId("overall")).not.toBeEmpty();
  if (jsEnabled) await expectNoAxeViolations(friend);
  for (const hidden of [
    friend.getByRole("button", { name: "Ask the agency for a firm quote" }),
    friend.getByRole("link", { name: "Change the estimate" }),
    friend.getByRole("region", { name: "Share with your group" }),
    friend.getByRole("heading", { name: "Status history" }),
  ])
    await expect(hidden).toHaveCount(0);
  const pdfHref = await friend.getByRole("link", { name: /PDF/ }).getAttribute("href");
  const pdf = await friend.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  // Without the key, or with a forged one, nothing.
  expect((await friend.request.get(own)).status()).toBe(404);
  const key = link.searchParams.get("share")!;
  const forged = `${link.pathname}?share=${encodeURIComponent(`${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`)}`;
  expect((await friend.request.get(forged)).status()).toBe(404);

  // The owner stops sharing: the link given out stops working.
  await ready(page, jsEnabled);
  await share.getByRole("button", { name: "Stop sharing" }).click();
  await expect(page.getByText("Sharing is stopped: the link no longer works.")).toBeVisible();
  await expect(share.getByRole("button", { name: "Create a link to share" })).toBeVisible();
  expect((await friend.request.get(`${link.pathname}${link.search}`)).status()).toBe(404);
  expect((await friend.request.get(pdfHref!)).status()).toBe(404);
  await group.close();
});

test("axe: services, a service, the estimate, the editor, the projects and a project, in English and Persian", async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "axe needs JavaScript in the page");
  // Twelve pages read by axe in two languages: about a minute quiet, over two beside the other workers of a full run.
  test.setTimeout(240_000);
  await page.goto("/en");
  const slug = await startEstimate(page, "corporate-conference");
  for (const locale of ["en", "fa"] as const) {
    const paths = [
      pathFor("services", locale),
      pathFor("serviceDetail", locale, { slug: "corporate-conference" }),
      pathFor("estimate", locale),
      `${pathFor("estimateNew", locale)}?project=${slug}`,
      pathFor("estimateNew", locale),
      pathFor("estimateProjects", locale),
      pathFor("projects", locale),
      pathFor("estimateProject", locale, { slug }),
    ];
    for (const path of paths) {
      await page.goto(path);
      await ready(page, jsEnabled);
      await expectNoAxeViolations(page);
    }
  }
  await login(page, { email: unique("axe-projects"), firstName: "Arash" });
  for (const locale of ["en", "fa"] as const) {
    await page.goto(pathFor("userProjects", locale));
    await ready(page, jsEnabled);
    await expectNoAxeViolations(page);
  }
});

test("every path of the services' screens answers 200 in every language", async ({ page, jsEnabled }) => {
  test.skip(!jsEnabled, "request-level: runs once");
  await page.goto("/en");
  const slug = await startEstimate(page);
  const plain: ScreenId[] = ["services", "estimate", "estimateNew", "estimateProjects", "projects"];
  for (const locale of locales) {
    const paths = [
      ...plain.map((id) => pathFor(id, locale)),
      pathFor("serviceDetail", locale, { slug: "group-tour" }),
      pathFor("estimateProject", locale, { slug }),
    ];
    for (const path of paths) {
      const response = await page.request.get(path);
      expect(response.status(), decodeURI(path)).toBe(200);
    }
  }
  // The spec's own spellings (§2).
  for (const path of [
    "/en/services/estimate/new",
    "/en/services/estimate/projects",
    "/nl/diensten",
    "/nl/diensten/schatting",
    "/nl/diensten/schatting/nieuw",
    "/nl/diensten/schatting/projecten",
    "/nl/projecten",
    "/fr/services/devis",
    "/fr/services/devis/nouvelle",
    "/fr/services/devis/projets",
    "/en/projects",
  ])
    expect((await page.request.get(path)).status(), path).toBe(200);
  // Someone else's project, and an unknown service, are not found.
  const stranger = await page.context().browser()!.newContext();
  const other = await stranger.request.get(
    `http://127.0.0.1:${new URL(page.url()).port}${pathFor("estimateProject", "en", { slug })}`,
  );
  expect(other.status()).toBe(404);
  await stranger.close();
  expect((await page.request.get("/en/services/no-such-service")).status()).toBe(404);
});
