import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, honeypotOf, login, outboxFor, ready, test } from "./fixtures";

/**
 * Accounts and the user area (issue 5), each test with JavaScript on and off. Every test
 * uses its own e-mail addresses and its own client IP (X-Forwarded-For, trusted from
 * loopback), so rate limits and data never leak between tests or runs.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const emailOf = (name: string) => `${name}-${unique()}@example.com`;
const randomPhone = () => `0912${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
const PASSWORD = "safe-pass-123";

test.beforeEach(async ({ context }) => {
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
});

/** Solves the image puzzle as a person reading it would (the answer from the test-only hook). */
async function solveCaptcha(page: Page) {
  const id = await page.locator('input[name="captchaId"]').inputValue();
  const answer = await page.request.get(`/_/e2e/captcha/${id}`);
  await page.getByLabel("Your answer").fill(await answer.text());
}

async function codeFrom(page: Page, to: string) {
  await expect.poll(async () => (await outboxFor(page, to)).length).toBeGreaterThan(0);
  const [latest] = await outboxFor(page, to);
  return { code: /\b(\d{6})\b/.exec(latest.body)![1], message: latest };
}

async function signUpByEmail(page: Page, jsEnabled: boolean, email: string, firstName = "Sara") {
  await page.goto("/en/sign-up");
  await ready(page, jsEnabled);
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Ahmadi");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat password").fill(PASSWORD);
  await page.getByLabel("How did you find us? (optional)").selectOption("friend");
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your account" })).toBeVisible();
}

async function signIn(page: Page, jsEnabled: boolean, identifier: string, password: string) {
  await ready(page, jsEnabled);
  await page.getByLabel("E-mail or mobile number").fill(identifier);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("sign-up by e-mail with the code from the outbox", async ({ page, jsEnabled }) => {
  const email = emailOf("signup");
  await signUpByEmail(page, jsEnabled, email);
  await expect(page.getByText(/We sent a 6-digit code to si•••@example\.com/)).toBeVisible();
  const { code, message } = await codeFrom(page, email);
  expect(message.channel).toBe("email");
  // A wrong code first.
  await ready(page, jsEnabled);
  await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Wrong code").last()).toBeVisible();
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/en\/user$/);
  await expect(page.getByText("Your email registered successfully.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hello, Sara" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sara" })).toBeVisible();
});

test("the link in the sign-up e-mail approves the account in one click", async ({ page }) => {
  const email = emailOf("link");
  await signUpByEmail(page, false, email, "Reza");
  const { message } = await codeFrom(page, email);
  const link = /(https?:\/\/\S+token=\S+)/.exec(message.body)![1];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { name: "Hello, Reza" })).toBeVisible();
  // Used once: the same link now fails.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText("This confirmation link has expired or has already been used.")).toBeVisible();
});

test("sign-up by mobile phone with the code from the SMS outbox", async ({ page, jsEnabled }) => {
  const phone = randomPhone();
  await page.goto("/en/sign-up");
  await ready(page, jsEnabled);
  await page.getByRole("link", { name: "Mobile phone" }).click();
  await expect(page).toHaveURL(/method=phone/);
  await ready(page, jsEnabled);
  await page.getByLabel("First name").fill("Mina");
  await page.getByLabel("Last name").fill("Karimi");
  await page.getByLabel("Country code").selectOption("+98");
  await page.getByLabel("Mobile number").fill(phone.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat password").fill(PASSWORD);
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(/by text message/).first()).toBeVisible();
  const e164 = `+98${phone.slice(1)}`;
  const { code, message } = await codeFrom(page, e164);
  expect(message.channel).toBe("sms");
  await ready(page, jsEnabled);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Your phone number has been registered.")).toBeVisible();
  // The same number cannot sign up twice; it signs in instead.
  await page.getByRole("navigation", { name: "User area" }).getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "You are signed out." })).toBeVisible();
  await page.goto("/en/sign-in");
  await signIn(page, jsEnabled, phone, PASSWORD);
  await expect(page.getByText("Welcome, Mina!")).toBeVisible();
});

test("sign-up checks the form and refuses an address in use", async ({ page, jsEnabled }) => {
  const email = emailOf("taken");
  await login(page, { email, password: PASSWORD, signIn: false });
  await page.goto("/en/sign-up");
  await ready(page, jsEnabled);
  await page.getByLabel("First name").fill("Ali");
  await page.getByLabel("Last name").fill("Rahimi");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("abc");
  await page.getByLabel("Repeat password").fill("abd");
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("At least 6 character please").last()).toBeVisible();
  await expect(page.getByText("Passwords should be equal").last()).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Ali");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat password").fill(PASSWORD);
  // Each post uses up the puzzle: a fresh one is shown, and a wrong answer is refused.
  await page.getByLabel("Your answer").fill("1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please complete the image puzzle.").last()).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat password").fill(PASSWORD);
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This email is in use").last()).toBeVisible();
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
});

test("sign-in, back to the page asked for", async ({ page, jsEnabled }) => {
  const email = emailOf("signin");
  await login(page, { email, firstName: "Nima", password: PASSWORD, signIn: false });
  await page.goto("/en/user/account/passengers");
  await expect(page).toHaveURL(/\/en\/sign-in\?redirectTo=%2Fen%2Fuser%2Faccount%2Fpassengers$/);
  await signIn(page, jsEnabled, email.toUpperCase(), PASSWORD);
  await expect(page).toHaveURL(/\/en\/user\/account\/passengers$/);
  await expect(page.getByText("Welcome, Nima!")).toBeVisible();
});

test("a wrong password is refused, and repeated failures ask for the image puzzle", async ({ page, jsEnabled }) => {
  const email = emailOf("wrongpw");
  await login(page, { email, password: PASSWORD, signIn: false });
  await page.goto("/en/sign-in");
  for (let i = 0; i < 3; i++) {
    await signIn(page, jsEnabled, email, "not-the-password");
    await expect(page.getByText("The e-mail, mobile number or password is not right.")).toBeVisible();
    await expect(page.getByLabel("E-mail or mobile number")).toHaveValue(email);
  }
  await expect(page.getByRole("group", { name: "Security check" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Please complete the image puzzle.").last()).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Welcome, Test!")).toBeVisible();
});

test("strangers failing on an account cannot lock its owner out; one source is refused", async ({
  page,
  jsEnabled,
}) => {
  const email = emailOf("limited");
  await login(page, { email, password: PASSWORD, signIn: false });
  const attempt = async (ip: string) =>
    page.request.post("/en/sign-in", {
      form: { ...(await honeypotOf(page.request, "/en/sign-in")), identifier: email, password: "wrong-password" },
      headers: { "X-Forwarded-For": ip },
      maxRedirects: 0,
    });
  // Twelve wrong passwords from other IPs, and eleven from one: only that one source is refused.
  for (let i = 0; i < 12; i++) expect((await attempt(`10.201.${i}.${(i % 200) + 1}`)).status()).not.toBe(429);
  const one: number[] = [];
  for (let i = 0; i < 11; i++) one.push((await attempt("10.202.0.1")).status());
  expect(one.slice(-1)).toEqual([429]);
  // The owner, elsewhere, is asked to solve the puzzle and gets in.
  await page.goto("/en/sign-in");
  await signIn(page, jsEnabled, email, PASSWORD);
  await expect(page.getByText("Please complete the image puzzle.").last()).toBeVisible();
  await expect(page.getByText("Too many attempts. Please try again later.")).toHaveCount(0);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Welcome, Test!")).toBeVisible();
});

test("the image puzzle is a picture with the same digits spoken in the page's language", async ({ page }) => {
  await page.goto("/fa/sign-up");
  const image = page.getByRole("img", { name: "پنج رقم کج و درهم" });
  await expect(image).toHaveAttribute("src", /^data:image\/png;base64,/);
  const link = page.getByRole("link", { name: "شنیدن رقم‌ها (صوتی)" });
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/_\/captcha\/[\w-]+\/audio\?lang=fa$/);
  const audio = await page.request.get(href);
  expect(audio.status()).toBe(200);
  expect(audio.headers()["content-type"]).toBe("audio/wav");
  expect((await audio.body()).subarray(0, 4).toString("ascii")).toBe("RIFF");
  expect(await page.content()).not.toMatch(/به علاوه/);
});

test("a suspended account cannot sign in and is sent to the contact page", async ({ page, jsEnabled }) => {
  const email = emailOf("suspended");
  await login(page, { email, password: PASSWORD, status: "suspended", signIn: false });
  await page.goto("/en/sign-in");
  await signIn(page, jsEnabled, email, PASSWORD);
  await expect(
    page.getByText("Your account has been suspended. Please use the contact page to reach us."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the contact page" })).toHaveAttribute("href", "/en/contact");
  await page.goto("/en/user");
  await expect(page).toHaveURL(/sign-in/);
});

test("every user screen has the one user-area navigation, each destination once", async ({ page, jsEnabled }) => {
  await login(page, { email: emailOf("sidebar") });
  const screens = [
    ["/en/user/booked", "My bookings", "Booked"],
    ["/en/user/report", "Spending report", "Report"],
    ["/en/user/account/financial", "Financial", "Financial"],
    ["/en/user/account/edit", "Edit profile", "Profile"],
    ["/en/user/account/password", "Change password", "Settings"],
  ] as const;
  for (const [path, heading, entry] of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "User area" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: entry, exact: true })).toHaveAttribute("aria-current", /page|true/);
  }
  await page.goto("/en/user");
  await ready(page, jsEnabled);
  const nav = page.getByRole("navigation", { name: "User area" });
  const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  await expect(nav.getByRole("link", { name: "Edit profile" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Account settings" })).toHaveCount(0);
  // The dashboard's cards: the last list of the page's main part (after the navigation's two).
  const areas = page.getByRole("main").getByRole("list").last().getByRole("link");
  const cards = await areas.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  // The seven areas and, since issue 28, "My projects".
  expect(cards.length).toBe(8);
  expect(new Set(cards).size).toBe(cards.length);
});

test("empty bookings and report lead to a flight search", async ({ page, jsEnabled }) => {
  await login(page, { email: emailOf("empty") });
  await page.goto("/en/user/report");
  await expect(page.getByText("Nothing to report yet.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Search flights" })).toHaveAttribute(
    "href",
    "/en/flights",
  );
  await page.goto("/en/user/booked");
  await ready(page, jsEnabled);
  await expect(page.getByText("You have no bookings yet.")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Search flights" }).click();
  await expect(page).toHaveURL(/\/en\/flights$/);
  await expect(page.getByRole("form", { name: "Search flights" })).toBeVisible();
});

test("a password flagged for change leads to the change form after sign-in", async ({ page, jsEnabled }) => {
  const email = emailOf("mustchange");
  await login(page, { email, password: PASSWORD, mustChangePassword: true, signIn: false });
  await page.goto("/en/sign-in");
  await signIn(page, jsEnabled, email, PASSWORD);
  await expect(page).toHaveURL(/\/en\/user\/account\/password/);
  await expect(page.getByText("Please choose a new password before you continue.").first()).toBeVisible();
});

test("password reset: same notice for any address, a one-use link", async ({ page, jsEnabled }) => {
  const email = emailOf("reset");
  await login(page, { email, password: PASSWORD, signIn: false });
  for (const address of [emailOf("nobody"), email]) {
    await page.goto("/en/password/forgot");
    await ready(page, jsEnabled);
    await page.getByLabel("E-mail or mobile number").fill(address);
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(
      page.getByText("If an account exists for this address, we have sent it a link to reset the password.").first(),
    ).toBeVisible();
  }
  const [mail] = await outboxFor(page, email);
  const link = new URL(/(https?:\/\/\S+token=\S+)/.exec(mail.body)![1]);
  await page.goto(link.pathname + link.search);
  await ready(page, jsEnabled);
  await page.getByLabel("New password", { exact: true }).fill("brand-new-pass");
  await page.getByLabel("Repeat new password").fill("brand-new-pass");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("your password changed successfully")).toBeVisible();
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("This link has expired or has already been used.")).toBeVisible();
  await page.context().clearCookies();
  await page.goto("/en/sign-in");
  await signIn(page, jsEnabled, email, "brand-new-pass");
  await expect(page.getByText("Welcome, Test!")).toBeVisible();
});

test("logout shows a short page and goes home in the visitor's language after 2 seconds", async ({
  page,
  jsEnabled,
}) => {
  await login(page, { email: emailOf("logout") });
  await page.goto("/nl/gebruiker");
  await ready(page, jsEnabled);
  await page.getByRole("navigation", { name: "Gebruikersomgeving" }).getByRole("button", { name: "Uitloggen" }).click();
  await expect(page.getByRole("heading", { name: "U bent uitgelogd." })).toBeVisible();
  await expect(page).toHaveURL(/\/nl$/, { timeout: 6000 });
  await expect(page.getByRole("banner").getByRole("link", { name: "Inloggen" })).toBeVisible();
  await page.goto("/nl/gebruiker");
  await expect(page).toHaveURL(/inloggen/);
});

test("guards: auth screens send visitors to sign-in, guest screens send users home, redirects stay local", async ({
  page,
}) => {
  for (const path of ["/en/user", "/en/user/profile", "/en/user/account/edit"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(`/en/sign-in?redirectTo=${encodeURIComponent(path)}`);
  }
  await page.goto("/fa/کاربر/پروفایل");
  await expect(page).toHaveURL(/\/fa\/%D9%88%D8%B1%D9%88%D8%AF\?redirectTo=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ورود");
  const email = emailOf("guard");
  await login(page, { email, password: PASSWORD, signIn: false });
  for (const evil of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
    await page.context().clearCookies();
    const response = await page.request.post("/en/sign-in", {
      form: {
        ...(await honeypotOf(page.request, "/en/sign-in")),
        identifier: email,
        password: PASSWORD,
        redirectTo: evil,
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/en");
  }
  await page.goto("/en/sign-in");
  await expect(page).toHaveURL(/\/en$/);
  await page.goto("/fa/ثبت-نام");
  await expect(page).toHaveURL(/\/fa$/);
});

test("editing the profile, with the date of birth in the Jalali calendar in Persian", async ({ page, jsEnabled }) => {
  await login(page, { email: emailOf("profile") });
  await page.goto("/en/user/account/edit");
  await ready(page, jsEnabled);
  await page.getByLabel("First name").fill("Leila");
  await page.getByLabel("Mobile number").fill("12");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Please insert a valid phone number.").last()).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Leila");
  await page.getByLabel("Last name").fill("Hosseini");
  // A new number waits for its code (the next test); the account keeps its e-mail only.
  await page.getByLabel("Mobile number").fill("");
  await page.getByLabel("Date of birth").fill("1991-08-12");
  await page.getByLabel("Occupation").selectOption("engineer");
  await page.getByLabel("Organization").fill("Parvaz Labs");
  await page.getByLabel("About me").fill("I love mountains.");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page).toHaveURL(/\/en\/user\/profile$/);
  await expect(page.getByText("Your profile has been saved.")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("Leila Hosseini");
  await expect(main).toContainText("12/08/1991");
  await expect(main).toContainText("Engineer");
  // In Persian the same date is shown and typed in the Solar Hijri calendar.
  await page.goto("/fa/کاربر/حساب/ویرایش");
  await expect(page.getByLabel("تاریخ تولد (هجری شمسی)")).toHaveValue("۱۳۷۰/۰۵/۲۱");
  await ready(page, jsEnabled);
  await page.getByLabel("تاریخ تولد (هجری شمسی)").fill("۱۳۷۰/۰۵/۲۲");
  await page.getByRole("button", { name: "ذخیره پروفایل" }).click();
  await expect(page.getByText("پروفایل شما ذخیره شد.")).toBeVisible();
  await page.goto("/en/user/profile");
  await expect(page.getByRole("main")).toContainText("13/08/1991");
});

test("a new mobile number is saved only with the code texted to it; another account's number gets the same answer", async ({
  page,
  jsEnabled,
}) => {
  const e164 = (local: string) => `+98${local.slice(1)}`;
  const masked = (local: string) => `${e164(local).slice(0, 6)}•••${local.slice(-4)}`;
  const held = randomPhone();
  await login(page, { email: emailOf("holder"), phone: e164(held), signIn: false });
  await login(page, { email: emailOf("newphone"), firstName: "Nima" });
  const post = (phone: string) =>
    page.request.post("/en/user/account/edit", {
      form: { firstName: "Nima", lastName: "Rad", countryCode: "+98", phone },
      maxRedirects: 0,
    });

  // The same status and the same place for a registered number and a free one (before: 400 against 303).
  const free = randomPhone();
  const answers = [];
  for (const phone of [held, free]) {
    const response = await post(phone);
    answers.push([response.status(), response.headers()["location"]]);
  }
  expect(answers[0]).toEqual([303, "/en/user/account/edit"]);
  expect(answers[1]).toEqual(answers[0]);

  // The same code step on the page, whoever has the number.
  const codeStep = async (phone: string) => {
    await page.goto("/en/user/account/edit");
    await ready(page, jsEnabled);
    await page.getByLabel("Mobile number", { exact: true }).fill(phone);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(
      page.getByText("Your profile has been saved. We sent a code to your new mobile number."),
    ).toBeVisible();
    const step = page.getByRole("region", { name: "Confirm your new mobile number" });
    await expect(step).toContainText(`We sent a 6-digit code by text message to ${masked(phone)}.`);
    return (await step.innerText()).replace(masked(phone), "…");
  };
  const heldStep = await codeStep(held);
  // The holder is told by text message, in the holder's language (Persian, the accounts' default), that the
  // number is registered; nobody gets a code for it.
  const [notice] = await outboxFor(page, e164(held));
  expect(notice.body).toContain("این شماره پیش‌تر ثبت شده است");
  expect(notice.body).not.toMatch(/\b\d{6}\b/);
  await page.getByLabel("Verification code").fill("123456");
  await page.getByRole("button", { name: "Confirm new number" }).click();
  await expect(page.getByText("Wrong code").last()).toBeVisible();

  expect(await codeStep(free)).toBe(heldStep);
  if (jsEnabled) await expectNoAxeViolations(page);
  // In Persian the number is written in Persian digits.
  await page.goto("/fa/کاربر/حساب/ویرایش");
  const persian = masked(free).replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]);
  await expect(page.getByRole("region", { name: "تأیید شماره موبایل تازه" })).toContainText(persian);
  await page.goto("/en/user/account/edit");
  const { code, message } = await codeFrom(page, e164(free));
  expect(message.channel).toBe("sms");
  await ready(page, jsEnabled);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm new number" }).click();
  await expect(page).toHaveURL(/\/en\/user\/profile$/);
  await expect(page.getByText("Your mobile number has been changed.")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(e164(free));

  // A new number counts like a sign-in attempt: the eleventh in 15 minutes gets 429.
  const statuses = [];
  for (let i = 0; i < 8; i++) statuses.push((await post(randomPhone())).status());
  expect(statuses).toEqual([303, 303, 303, 303, 303, 303, 429, 429]);
});

test("a photo is checked for type and size", async ({ page }) => {
  await login(page, { email: emailOf("photo") });
  await page.goto("/en/user/account/edit");
  await page
    .getByLabel("Choose a photo")
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText("Please choose a JPEG, PNG or WebP image")).toBeVisible();
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  await page.getByLabel("Choose a photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText("Your photo has been saved.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Your profile photo" })).toBeVisible();
});

test("changing the password ends other sessions and the new one works", async ({ page, jsEnabled, browser }) => {
  const email = emailOf("changepw");
  await login(page, { email, password: PASSWORD, signIn: false });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await login(otherPage, { email });
  await page.goto("/en/sign-in");
  await signIn(page, jsEnabled, email, PASSWORD);
  await expect(page.getByText("Welcome, Test!")).toBeVisible();
  await page.goto("/en/user/account/password");
  await ready(page, jsEnabled);
  await page.getByLabel("Current password").fill("wrong-one");
  await page.getByLabel("New password", { exact: true }).fill("another-pass-9");
  await page.getByLabel("Repeat new password").fill("another-pass-9");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is not right.").last()).toBeVisible();
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("another-pass-9");
  await page.getByLabel("Repeat new password").fill("another-pass-9");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("your password changed successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/user$/);
  // The other device was signed out.
  await otherPage.goto("/en/user");
  await expect(otherPage).toHaveURL(/sign-in/);
  await other.close();
  await page.context().clearCookies();
  await page.goto("/en/sign-in");
  await signIn(page, jsEnabled, email, "another-pass-9");
  await expect(page.getByText("Welcome, Test!")).toBeVisible();
});

test("signing out on all other devices from the settings screen", async ({ page, jsEnabled, browser }) => {
  const email = emailOf("devices");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await login(otherPage, { email });
  await login(page, { email });
  await page.goto("/en/user/settings");
  await ready(page, jsEnabled);
  await expect(page.getByText("You are signed in on 2 devices.")).toBeVisible();
  await page.getByRole("button", { name: "Sign out on all other devices" }).click();
  await expect(page.getByText("You have been signed out on all other devices.")).toBeVisible();
  await expect(page.getByText("You are signed in on 1 device.")).toBeVisible();
  await otherPage.goto("/en/user");
  await expect(otherPage).toHaveURL(/sign-in/);
  await other.close();
});

test("changing the e-mail address with a code sent to the new one", async ({ page, jsEnabled }) => {
  const email = emailOf("oldmail");
  const next = emailOf("newmail");
  await login(page, { email, password: PASSWORD });
  await page.goto("/en/user/account/email");
  await ready(page, jsEnabled);
  await page.getByLabel("New e-mail", { exact: true }).fill(next);
  await page.getByLabel("Repeat new e-mail").fill(next);
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Send confirmation code" }).click();
  await expect(page.getByText(/We sent a 6-digit code to ne•••@example\.com/)).toBeVisible();
  const { code } = await codeFrom(page, next);
  await ready(page, jsEnabled);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm new e-mail" }).click();
  await expect(page.getByText("your email changed successfully")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(next);
});

test("account settings change language, currency and newsletter", async ({ page, jsEnabled }) => {
  await login(page, { email: emailOf("settings") });
  await page.goto("/en/user/account/settings");
  await ready(page, jsEnabled);
  const main = page.getByRole("main");
  await main.getByLabel("Language").selectOption("nl");
  await main.getByLabel("Currency").selectOption("GBP");
  await page.getByLabel("Send me the newsletter with special offers and travel news").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page).toHaveURL(/\/nl\/gebruiker\/account\/instellingen$/);
  await expect(page.getByText("Uw instellingen zijn opgeslagen.")).toBeVisible();
  await expect(page.getByLabel("Stuur mij de nieuwsbrief met aanbiedingen en reisnieuws")).toBeChecked();
});

test("saved passengers: add, edit, delete — and no one else's", async ({ page, jsEnabled, browser }) => {
  await login(page, { email: emailOf("owner") });
  await page.goto("/en/user/account/passengers");
  await ready(page, jsEnabled);
  await expect(page.getByText("You have no saved passengers yet.")).toBeVisible();
  await page.getByLabel("First name (English)").fill("Darya");
  await page.getByLabel("Surname (English)").fill("Moradi");
  await page.getByLabel("Gender").selectOption("female");
  await page.getByLabel("Birthday").fill("1990-04-02");
  await page.getByLabel("Passport number").fill("X1234567");
  await page.getByLabel("Issuing country").selectOption("IR");
  await page.getByLabel("Passport expiry date").fill("2020-01-01");
  await page.getByRole("button", { name: "Save passenger" }).click();
  await expect(page.getByText("Your passport has been expired!!!").last()).toBeVisible();
  await page.getByLabel("Passport expiry date").fill("2035-01-01");
  await page.getByRole("button", { name: "Save passenger" }).click();
  await expect(page.getByText("The passenger has been saved.")).toBeVisible();
  await expect(page.getByText("Darya Moradi")).toBeVisible();

  await page.getByRole("link", { name: "Edit Darya Moradi" }).click();
  await expect(page).toHaveURL(/\?edit=\d+$/);
  await expect(page.getByRole("heading", { name: "Edit Darya Moradi" })).toBeVisible();
  const editUrl = page.url();
  await ready(page, jsEnabled);
  await page.getByLabel("Surname (English)").fill("Moradi-Rad");
  await page.getByRole("button", { name: "Save passenger" }).click();
  await expect(page.getByText("The passenger has been updated.")).toBeVisible();
  await expect(page.getByText("Darya Moradi-Rad")).toBeVisible();

  // Another customer cannot open, change or delete it by its id.
  const intruder = await browser.newContext();
  const intruderPage = await intruder.newPage();
  await login(intruderPage, { email: emailOf("intruder") });
  const stolen = await intruderPage.goto(new URL(editUrl).pathname + new URL(editUrl).search);
  expect(stolen?.status()).toBe(404);
  const id = new URL(editUrl).searchParams.get("edit")!;
  await intruderPage.request.post("/en/user/account/passengers", { form: { intent: "delete", id } });
  await intruderPage.request.post("/en/user/account/passengers", {
    form: {
      id,
      firstName: "Evil",
      lastName: "Change",
      gender: "male",
      birthDate: "1980-01-01",
      documentType: "id_card",
      nationalId: "1234567890",
    },
  });
  await intruderPage.goto("/en/user/profile");
  await expect(intruderPage.getByRole("main")).not.toContainText("Darya");
  await intruder.close();
  await page.reload();
  await expect(page.getByText("Darya Moradi-Rad")).toBeVisible();
  await expect(page.getByText("Evil Change")).toHaveCount(0);

  await page.getByRole("button", { name: "Delete Darya Moradi-Rad" }).click();
  await expect(page.getByText("The passenger has been deleted.")).toBeVisible();
  await expect(page.getByText("You have no saved passengers yet.")).toBeVisible();
});

test.describe("accessibility", () => {
  const screens: Record<"en" | "fa", string[]> = {
    en: [
      "/en/sign-in",
      "/en/sign-up",
      "/en/sign-up?method=phone",
      "/en/sign-up/verify",
      "/en/password/forgot",
      "/en/password/reset",
    ],
    fa: ["/fa/ورود", "/fa/ثبت-نام", "/fa/ثبت-نام/تایید", "/fa/رمز-عبور/فراموشی", "/fa/رمز-عبور/بازنشانی"],
  };
  const userScreens: Record<"en" | "fa", string[]> = {
    en: [
      "/en/user",
      "/en/user/profile",
      "/en/user/settings",
      "/en/user/account/edit",
      "/en/user/account/settings",
      "/en/user/account/password",
      "/en/user/account/email",
      "/en/user/account/passengers",
      "/en/sign-out",
    ],
    fa: [
      "/fa/کاربر",
      "/fa/کاربر/پروفایل",
      "/fa/کاربر/تنظیمات",
      "/fa/کاربر/حساب/ویرایش",
      "/fa/کاربر/حساب/تنظیمات",
      "/fa/کاربر/حساب/رمز-عبور",
      "/fa/کاربر/حساب/ایمیل",
      "/fa/کاربر/حساب/مسافران",
      "/fa/خروج",
    ],
  };
  for (const lang of ["en", "fa"] as const) {
    test(`axe finds nothing on the account screens in ${lang}`, async ({ page, jsEnabled }) => {
      test.skip(!jsEnabled, "axe runs in the JavaScript project");
      test.setTimeout(240_000);
      for (const path of screens[lang]) {
        await page.goto(path);
        await ready(page, jsEnabled);
        await expectNoAxeViolations(page);
      }
      await login(page, { email: emailOf(`axe-${lang}`), firstName: "Axe" });
      for (const path of userScreens[lang]) {
        await page.goto(path);
        await ready(page, jsEnabled);
        await expectNoAxeViolations(page);
      }
    });
  }
});

test("on the demo, a newcomer reads the sign-up code in the demo mailbox, linked from the footer (issue 22)", async ({
  page,
  jsEnabled,
}) => {
  const email = emailOf("mailbox");
  await signUpByEmail(page, jsEnabled, email);
  // The mailbox in a second tab, reached from the footer as a newcomer would.
  const box = await page.context().newPage();
  await box.goto("/en");
  await box.getByRole("contentinfo").getByRole("link", { name: "Demo mailbox" }).click();
  await expect(box.getByRole("heading", { level: 1, name: "Demo mailbox" })).toBeVisible();
  await box.getByLabel("Show messages for").fill(email);
  await box.getByRole("button", { name: "Show", exact: true }).click();
  await expect(box).toHaveURL(/to=/);
  await expect(box.getByRole("main").getByRole("status")).toHaveText("1 message");
  const mail = box.getByRole("article").first();
  await expect(mail).toContainText(email);
  const code = /\b(\d{6})\b/.exec(await mail.innerText())![1];
  // In Persian the page is Persian, its times in Persian digits.
  await box.goto(`/fa/صندوق-پیام-نمایشی?to=${encodeURIComponent(email)}`);
  await expect(box.getByRole("heading", { level: 1 })).toHaveText("صندوق پیام نسخهٔ نمایشی");
  await expect(box.getByRole("main").getByRole("status")).toHaveText("۱ پیام");
  await box.close();
  await ready(page, jsEnabled);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/en\/user$/);
});
