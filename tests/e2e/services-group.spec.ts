import fs from "node:fs";
import { deskLogin, expect, expectNoAxeViolations, login, payOnSandbox, ready, test } from "./fixtures";
import { pathFor } from "../../app/routing/screens";
import { addDays, agencyToday } from "../../app/travel/clock";

/**
 * A firm quote paid by a group (issue 28, decision 814), JavaScript on and off: the leader's estimate is firmed up
 * by the desk; the leader adds two participants on the project's page (equal shares by default); the demo mailbox
 * shows each their personal link; the leader sends one participant a new link (the first then opens nothing); she
 * opens it (also in Persian: Persian words and digits), pays her share through the basket, checkout and the sandbox
 * card; the leader's page then shows her as paid and the other as not yet ordered. The share's page passes axe.
 */
const read = (lang: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, "utf8"));
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

test("a group leader adds participants and one of them pays their share through their personal link", async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(240_000);
  const en = read("en", "servicesPay");
  const fa = read("fa", "servicesPay");
  const desk = read("en", "deskServices");
  const screen = read("en", "common").screen;
  const leader = `group-lead-${unique()}@example.com`;
  const sara = `group-sara-${unique()}@example.com`;
  const reza = `group-reza-${unique()}@example.com`;

  // The leader's estimate, saved, its firm quote asked for (as its forms post).
  await login(page, { email: leader, firstName: "Leila", lastName: "Karimi" });
  const started = await page.request.post(pathFor("estimateNew", "en"), {
    form: { intent: "start", service: "school-trip" },
    maxRedirects: 0,
  });
  expect(started.status()).toBe(302);
  const slug = new URL(started.headers().location, "http://x").searchParams.get("project")!;
  expect(
    (
      await page.request.post(`${pathFor("estimateNew", "en")}?project=${slug}`, {
        form: { intent: "save", project: slug },
      })
    ).ok(),
  ).toBe(true);
  const projectPath = pathFor("estimateProject", "en", { slug });
  expect((await page.request.post(projectPath, { form: { intent: "quote", note: "" } })).ok()).toBe(true);

  // The desk firms it up (paid in full, valid two weeks).
  await deskLogin(page, `agent-group-${unique()}@example.com`, "agent");
  await page.goto(pathFor("deskProjects", "en"));
  await page
    .getByRole("region", { name: screen.deskProjects })
    .getByRole("row")
    .filter({ hasText: leader })
    .getByRole("link")
    .click();
  await ready(page, jsEnabled);
  const firm = page.getByRole("region", { name: desk.firm.title });
  await firm.getByLabel(desk.firm.validUntil).fill(addDays(agencyToday(), 14));
  await firm.getByRole("button", { name: desk.firm.submit }).click();
  await expect(page.getByText(desk.saved.firm)).toBeVisible();

  // The leader adds two participants (Sara with the default, an equal share; Reza with his own); a bad e-mail is
  // said beside its field, the name kept.
  await login(page, { email: leader });
  await page.goto(projectPath);
  await ready(page, jsEnabled);
  const group = () => page.getByRole("region", { name: en.group.title });
  await group().getByLabel(en.group.name).fill("Sara");
  await group().getByLabel(en.group.email).fill("sara@invalid");
  await group().getByRole("button", { name: en.group.add }).click();
  await expect(group().getByText(en.group.errors.email)).toBeVisible();
  await expect(group().getByLabel(en.group.name)).toHaveValue("Sara");
  await ready(page, jsEnabled);
  await group().getByLabel(en.group.email).fill(sara);
  await group().getByRole("button", { name: en.group.add }).click();
  await expect(page.getByText(en.group.added)).toBeVisible();
  await ready(page, jsEnabled);
  await group().getByLabel(en.group.name).fill("Reza");
  await group().getByLabel(en.group.email).fill(reza);
  await group()
    .getByLabel(/^Share before VAT/)
    .fill("100");
  await group().getByRole("button", { name: en.group.add }).click();
  await expect(page.getByText(en.group.added)).toBeVisible();
  await ready(page, jsEnabled);
  const rows = group().getByTestId("participant");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Sara" })).toContainText(en.group.state.notOrdered);
  if (jsEnabled) await expectNoAxeViolations(page);
  // Sara lost her e-mail: the leader sends her a new link (the first one stops working).
  await page.goto(`${pathFor("mailbox", "en")}?to=${encodeURIComponent(sara)}`);
  const firstLink = /https?:\/\/\S+\/share\/\S+/.exec(await page.getByRole("article").first().innerText())![0];
  await page.goto(projectPath);
  await group()
    .getByRole("button", { name: en.group.resend.replace("{{name}}", "Sara") })
    .click();
  await expect(page.getByText(en.group.resent)).toBeVisible();
  expect((await page.request.get(new URL(firstLink).pathname)).status()).toBe(404);

  // The demo mailbox shows Sara her new link, first.
  await page.goto(`${pathFor("mailbox", "en")}?to=${encodeURIComponent(sara)}`);
  await expect(page.getByRole("article")).toHaveCount(2);
  const mail = page.getByRole("article").first();
  await expect(mail).toContainText(en.group.mail.subject.replace("{{title}}", "").trim());
  const link = /https?:\/\/\S+\/share\/\S+/.exec(await mail.innerText())![0];
  const sharePath = new URL(link).pathname;

  // Sara opens it; in Persian too, in Persian words and digits.
  await login(page, { email: sara, firstName: "Sara", lastName: "Ahmadi" });
  const key = decodeURIComponent(sharePath.split("/").at(-1)!);
  await page.goto(pathFor("estimateShare", "fa", { slug, key }));
  await ready(page, jsEnabled);
  await expect(page.getByRole("button", { name: fa.group.page.button })).toBeVisible();
  await expect(page.getByTestId("my-share")).not.toHaveText(/[0-9]/);
  await expect(page.getByTestId("my-share")).toHaveText(/[۰-۹]/);
  // The share's page fits a 320 px phone (layout.spec.ts cannot reach it: it opens by a participant's link only).
  if (!jsEnabled) {
    for (const path of [pathFor("estimateShare", "fa", { slug, key }), sharePath]) {
      await page.goto(path);
      for (const width of [320, 768]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await page.goto(sharePath);
  await ready(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const share = (await page.getByTestId("my-share").innerText()).trim();
  if (jsEnabled) await expectNoAxeViolations(page);
  await page.getByRole("button", { name: en.group.page.button }).click();
  await expect(page.getByText(en.added)).toBeVisible();
  await ready(page, jsEnabled);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await ready(page, jsEnabled);
  await page.getByLabel("First name", { exact: true }).fill("Sara");
  await page.getByLabel("Last name").fill("Ahmadi");
  await page.getByLabel("E-mail address", { exact: true }).fill(sara);
  await page.getByLabel("Mobile phone").fill("+989123456789");
  await page.getByLabel(/I accept/).check();
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await ready(page, jsEnabled);
  await page.getByRole("button", { name: /^Pay/ }).click();
  await payOnSandbox(page, "en", "4242424242424242");
  await expect(page).not.toHaveURL(/sandbox/);
  await page.goto(sharePath);
  await expect(page.getByText(en.group.page.paid)).toBeVisible();

  // The leader's page: Sara paid, Reza not yet.
  await login(page, { email: leader });
  await page.goto(projectPath);
  await ready(page, jsEnabled);
  await expect(rows.filter({ hasText: "Sara" }).getByTestId("participant-state")).toHaveText(en.group.state.paid);
  await expect(rows.filter({ hasText: "Reza" }).getByTestId("participant-state")).toHaveText(en.group.state.notOrdered);
  await expect(group().getByTestId("group-paid")).toHaveText(share);
});
