import crypto from "node:crypto";
import fs from "node:fs";
import { expect, expectNoAxeViolations, login, outboxFor, ready, test } from "./fixtures";
import { pathFor } from "../../app/routing/screens";

/**
 * The desk's door (issue 26, decision 111), in Persian and English, with JavaScript on and off: the desk
 * is a 404 to visitors and to customers; a member of staff opens it with a code by e-mail, enrols an
 * authenticator app (QR key, a code, recovery codes shown once), leaves, and opens it again with the
 * app's code; the administrator's screens pass axe.
 */
const read = (lang: string) => JSON.parse(fs.readFileSync(`locales/${lang}/desk.json`, "utf8"));
const words = { fa: read("fa"), en: read("en") } as Record<"fa" | "en", typeof import("../../locales/en/desk.json")>;

/** The RFC 6238 code of a base32 secret for the 30-second step `now/30 + offset` (what the app shows). */
function totp(secret: string, offset = 0) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const c of secret.replace(/[\s=]/g, "").toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offset));
  const hmac = crypto.createHmac("sha1", key).update(counter).digest();
  const at = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

for (const lang of ["fa", "en"] as const) {
  const w = words[lang];

  test(`the desk is not there for visitors and customers (${lang})`, async ({ page }) => {
    for (const screen of ["desk", "deskStaff", "deskAudit", "deskSecurity", "deskVerify"] as const) {
      const response = await page.goto(pathFor(screen, lang));
      expect(response?.status(), screen).toBe(404);
    }
    await login(page, { email: `customer-desk-${lang}-${Date.now()}@example.com` });
    expect((await page.goto(pathFor("desk", lang)))?.status()).toBe(404);
    expect(
      (
        await page.request.post(pathFor("deskStaff", lang), {
          form: { intent: "grant", email: "x@example.com", role: "admin" },
        })
      ).status(),
    ).toBe(404);
  });

  test(`staff enrol an authenticator app and open the desk with it (${lang})`, async ({ page, jsEnabled }) => {
    const email = `agent-${lang}-${jsEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
    await login(page, { email, role: "agent", firstName: "Negar", lastName: "Tehrani" });
    await page.goto(pathFor("desk", lang));
    await ready(page, jsEnabled);
    // No desk session yet: the second factor first, by e-mail while no app is enrolled.
    await expect(page).toHaveURL(/\?next=/);
    await page.getByRole("button", { name: w.verify.send }).click();
    await expect(page.getByText(w.verify.sent)).toBeVisible();
    await expect.poll(async () => (await outboxFor(page, email)).length).toBe(1);
    const code = /\b(\d{6})\b/.exec((await outboxFor(page, email))[0]!.body)![1]!;
    await page.getByLabel(w.verify.emailLabel).fill(code);
    await page.getByRole("button", { name: w.verify.submit }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "fa" ? "میز کار" : "Agency desk");
    await expect(page.getByText(w.home.enrol)).toBeVisible();
    if (jsEnabled) await expectNoAxeViolations(page);

    await page.getByRole("link", { name: w.home.enrolLink }).click();
    await ready(page, jsEnabled);
    const secret = (await page.getByTestId("totp-secret").textContent())!;
    await expect(page.getByRole("img", { name: w.security.qrLabel })).toBeVisible();
    if (jsEnabled) await expectNoAxeViolations(page);
    await page.getByLabel(w.verify.totpLabel).fill("000000" === totp(secret) ? "111111" : "000000");
    await page.getByRole("button", { name: w.security.enrol }).click();
    await expect(page.getByText(w.verify.totpWrong).first()).toBeVisible();
    await page.getByLabel(w.verify.totpLabel).fill(totp(secret));
    await page.getByRole("button", { name: w.security.enrol }).click();
    const codes = page.getByRole("list", { name: w.security.codesTitle }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await expect(page.getByText(w.security.enrolled)).toBeVisible();

    // Leave the desk; coming back asks for the app's code (the next step's: this one is spent).
    await page.getByRole("button", { name: w.nav.leave, exact: true }).click();
    await expect(page.getByText(w.security.left)).toBeVisible();
    await page.goto(pathFor("deskSecurity", lang));
    await ready(page, jsEnabled);
    await expect(page.getByText(w.verify.introTotp)).toBeVisible();
    await expect(page.getByRole("button", { name: w.verify.send })).toHaveCount(0);
    await page.getByLabel(w.verify.totpLabel).fill(totp(secret, 1));
    await page.getByRole("button", { name: w.verify.submit }).click();
    await expect(page.getByText(w.verify.welcome)).toBeVisible();
    await expect(page.getByText(w.security.enrolled)).toBeVisible();
    // An agent has no staff or audit screens: they are not in the navigation and answer 404.
    await expect(page.getByRole("link", { name: lang === "fa" ? "کارکنان" : "Staff", exact: true })).toHaveCount(0);
    expect((await page.goto(pathFor("deskAudit", lang)))?.status()).toBe(404);
  });

  test(`an administrator grants a role and reads the audit log (${lang})`, async ({ page, jsEnabled }) => {
    const stamp = `${lang}-${jsEnabled ? "js" : "nojs"}-${Date.now()}`;
    const editor = `editor-${stamp}@example.com`;
    await login(page, { email: editor, signIn: false });
    await login(page, { email: `admin-${stamp}@example.com`, role: "admin", desk: true });
    await page.goto(pathFor("deskStaff", lang));
    await ready(page, jsEnabled);
    await page.getByLabel(w.staff.email, { exact: true }).fill(`nobody-${stamp}@example.com`);
    await page.getByLabel(w.staff.role, { exact: true }).selectOption("editor");
    await page.getByRole("button", { name: w.staff.grant }).click();
    await expect(page.getByText(w.staff.unknownAccount).first()).toBeVisible();
    await expect(page.getByLabel(w.staff.email, { exact: true })).toHaveValue(`nobody-${stamp}@example.com`);
    await page.getByLabel(w.staff.email, { exact: true }).fill(editor);
    await page.getByLabel(w.staff.role, { exact: true }).selectOption("editor");
    await page.getByRole("button", { name: w.staff.grant }).click();
    await expect(page.getByText(w.staff.granted)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(editor) })).toContainText(w.role.editor);
    if (jsEnabled) await expectNoAxeViolations(page);
    await page.goto(`${pathFor("deskAudit", lang)}?action=staff.grant`);
    await expect(page.getByRole("row", { name: new RegExp(w.action.staff.grant) }).first()).toContainText(
      '{"role":"editor"}',
    );
    if (jsEnabled) await expectNoAxeViolations(page);
  });
}
