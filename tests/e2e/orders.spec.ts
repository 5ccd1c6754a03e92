import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, login, outboxFor, payOnSandbox, ready, test } from "./fixtures";
import { agencyToday } from "../../app/travel/clock";
import { formatMonth } from "../../app/utils/format";

/**
 * Cart, checkout, payment, confirmation and inquiry, with JavaScript on and off. Cart
 * lines come from the test-only /_/e2e/cart-line endpoint (a real flight line on a seeded
 * flight, exactly as the passenger form adds it), so each test starts at the cart; the
 * whole journey from the search form is in booking.spec.ts. Every test uses its own
 * buyer address.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function addFlightLine(page: Page, options: { passengers?: number } = {}) {
  const response = await page.request.post("/_/e2e/cart-line", {
    data: { flight: { adults: options.passengers ?? 1 } },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { flightNumber: string };
}

async function fillBilling(page: Page) {
  const billing = page.getByRole("group", { name: "Billing address" });
  await billing.getByLabel("Post code").fill("1234567890");
  await billing.getByLabel("Address", { exact: true }).fill("Valiasr 12");
  await billing.getByLabel("City").fill("Tehran");
  await billing.getByLabel("Province").fill("Tehran");
}

/** The buyer's contact comes prefilled from the traveller step; a test still types its own e-mail address. */
async function fillCheckout(page: Page, email: string, options: { sendTo?: string } = {}) {
  await page.getByLabel("First name").fill("Sara");
  await page.getByLabel("Last name").fill("Ahmadi");
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Mobile phone").fill("+989121234567");
  await page.getByLabel("Which cause should we support?").selectOption("orphans");
  await page.getByLabel("How did you find us?").selectOption("friend");
  if (options.sendTo) {
    await page.getByLabel("Also send the ticket to someone else").check();
    await page.getByLabel("Their name").fill("Reza");
    await page.getByLabel("Their e-mail address").fill(options.sendTo);
  }
  await page.getByLabel(/I accept the fare rules/).check();
}

async function payWithCard(page: Page, number: string) {
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByRole("heading", { name: "Secure card payment" })).toBeVisible();
  await payOnSandbox(page, "en", number);
}

/** Cart → checkout → payment with a good card → confirmation; returns the order and first e-ticket numbers. */
async function bookAsGuest(page: Page, jsEnabled: boolean, email: string, options: { sendTo?: string } = {}) {
  await addFlightLine(page);
  await page.goto("/en/cart");
  await ready(page, jsEnabled);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await ready(page, jsEnabled);
  await fillCheckout(page, email, options);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await ready(page, jsEnabled);
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page.getByText("Thank you!")).toBeVisible();
  const orderNumber = (await page.getByTestId("order-number").textContent())!.trim();
  const ticket = (await page.getByTestId("eticket").first().textContent())!.trim();
  return { orderNumber, ticket };
}

test("a guest books a one-way flight from the cart to a downloaded PDF ticket", async ({ page, jsEnabled }) => {
  const email = `guest-${unique()}@example.com`;
  const friend = `friend-${unique()}@example.com`;
  const { flightNumber } = await addFlightLine(page);
  await page.goto("/en/cart");
  await ready(page, jsEnabled);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line")).toContainText(flightNumber);
  await expect(page.getByTestId("cart-line")).toContainText("Sara Ahmadi");
  // Deadlines are on the agency's clock, flights on their airports' clocks, each with its place named.
  await expect(page.getByTestId("cart-line")).toContainText(/Price held until .+ \d{2}:\d{2} Tehran time/);
  const departs = /Departs [^·]*?(\d{2}:\d{2} [A-Z][a-z]+(?: [A-Z][a-z]+)* time)/.exec(
    (await page.getByTestId("leg").first().textContent()) ?? "",
  )?.[1];
  expect(departs).toBeTruthy();
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await ready(page, jsEnabled);
  // A mistake is shown next to its field, and what was typed stays.
  await page.getByLabel("First name").fill("Sara");
  await page.getByLabel("E-mail address", { exact: true }).fill("not-an-email");
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByText("Please insert a valid email").first()).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Sara");
  await fillCheckout(page, email, { sendTo: friend });
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await ready(page, jsEnabled);
  await payWithCard(page, "4242424242424242");
  await expect(page.getByText("Thank you!")).toBeVisible();
  await expect(page.getByText("Order confirmed. Your e-tickets are ready.")).toBeVisible();
  await expect(page.getByText(`Confirmation e-mail sent to ${email}.`)).toBeVisible();
  await expect(page.getByTestId("eticket")).toHaveCount(1);
  await expect(page.getByTestId("eticket").first()).toHaveText(/^\d{13}$/);
  await expect(page.getByTestId("departure-time")).toHaveText(departs!);
  await expect(page.getByRole("link", { name: "Print details" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the ticket (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^parvaz-ticket-PZ\d{8}\.pdf$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");
  const mail = await outboxFor(page, email);
  expect(mail[0].subject).toMatch(/^Booking confirmation PZ\d{8}$/);
  // HTML with a text part, in the order's language (decision 021).
  expect(mail[0].html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
  expect(mail[0].body).toMatch(/Total price: /);
  expect((await outboxFor(page, friend))[0].body).toContain("Sara Ahmadi booked this trip for you");
  // The cart is empty after ordering.
  await page.goto("/en/cart");
  await expect(page.getByText("Your basket is empty.")).toBeVisible();
});

test("an order is charged, confirmed and e-mailed in the currency chosen, with its cancellation terms shown", async ({
  page,
  jsEnabled,
}) => {
  const email = `dollars-${unique()}@example.com`;
  await addFlightLine(page);
  await page.goto("/en/cart");
  await ready(page, jsEnabled);
  await page.getByLabel("Currency").selectOption("USD");
  if (!jsEnabled) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByLabel("Currency")).toHaveValue("USD");
  // The cancellation timeline, before purchase (a <details>: opens without JavaScript).
  await page.getByText("Cancellation and refund").first().click();
  await expect(page.getByTestId("cancellation-timeline").first()).toContainText(/Until .+ Tehran time: /);
  await expect(page.getByTestId("cancellation-timeline").first()).toContainText("After that: no refund");
  await page.goto("/en/checkout");
  await ready(page, jsEnabled);
  await expect(page.getByTestId("order-total").first()).toContainText("$");
  const quoted = (await page.getByTestId("order-total").first().textContent())!.trim();
  await fillCheckout(page, email);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  // What the checkout showed is what the payment page asks, in dollars.
  await expect(page.getByTestId("order-total")).toHaveText(quoted);
  await expect(page.getByRole("button", { name: /^Pay/ })).toContainText("$");
  await ready(page, jsEnabled);
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page.getByText("Thank you!")).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(quoted);
  await expect(page.getByTestId("cancellation-timeline").first()).toBeAttached();
  // Switching the site's currency afterwards does not change what the receipt says.
  await page.getByLabel("Currency").selectOption("EUR");
  if (!jsEnabled) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByLabel("Currency")).toHaveValue("EUR");
  await expect(page.getByTestId("order-total")).toHaveText(quoted);
  const mail = await outboxFor(page, email);
  expect(mail[0].body).toContain("$");
  expect(mail[0].body).not.toContain("€");
});

test("the checkout asks only what an e-ticket needs: contact prefilled, billing only with an invoice", async ({
  page,
  jsEnabled,
}) => {
  await addFlightLine(page);
  await page.goto("/en/checkout");
  await ready(page, jsEnabled);
  // The contact given on the traveller step (stored on the cart line) is already there.
  await expect(page.getByLabel("First name")).toHaveValue("Sara");
  await expect(page.getByLabel("Last name")).toHaveValue("Ahmadi");
  await expect(page.getByLabel("E-mail address", { exact: true })).toHaveValue("traveller@example.com");
  await expect(page.getByLabel("Mobile phone")).toHaveValue("+989121234567");
  // No billing, shipping or send-to fields until they are asked for.
  const billing = page.getByRole("group", { name: "Billing address" });
  await expect(billing).toBeHidden();
  await expect(page.getByRole("group", { name: "Shipping address" })).toHaveCount(0);
  await expect(page.getByLabel("Their name")).toBeHidden();
  await page.getByLabel("Also send the ticket to someone else").check();
  await expect(page.getByLabel("Their name")).toBeVisible();
  await page.getByLabel("Also send the ticket to someone else").uncheck();
  await page.getByLabel("I need an invoice").check();
  await expect(billing).toBeVisible();
  const email = `invoice-${unique()}@example.com`;
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel(/I accept the fare rules/).check();
  await page.getByRole("button", { name: "Confirm booking" }).click();
  // Ticked and empty: each required field says so, and what was typed stays.
  await expect(billing.getByText("This is a mandatory field")).toHaveCount(4);
  await expect(page.getByLabel("I need an invoice")).toBeChecked();
  await expect(page.getByLabel("E-mail address", { exact: true })).toHaveValue(email);
  await ready(page, jsEnabled);
  await fillBilling(page);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await ready(page, jsEnabled);
  await payWithCard(page, "4242424242424242");
  await expect(page.getByText("Thank you!")).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Valiasr 12, 1234567890, Tehran, Tehran");
});

test("a signed-in buyer's name comes from the profile, the contact from the traveller step", async ({
  page,
  jsEnabled,
}) => {
  await login(page, { email: `profile-${unique()}@example.com`, firstName: "Darya", lastName: "Moradi" });
  await addFlightLine(page);
  await page.goto("/en/checkout");
  await ready(page, jsEnabled);
  await expect(page.getByLabel("First name")).toHaveValue("Darya");
  await expect(page.getByLabel("Last name")).toHaveValue("Moradi");
  await expect(page.getByLabel("E-mail address", { exact: true })).toHaveValue("traveller@example.com");
});

test("on a phone the price summary and the confirm button stay together at the bottom", async ({ page, jsEnabled }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await addFlightLine(page);
  await page.goto("/en/checkout");
  await ready(page, jsEnabled);
  const summary = page.getByRole("complementary", { name: "Price summary" });
  const confirm = page.getByRole("button", { name: "Confirm booking" });
  const total = summary.getByText("Total price", { exact: true }).filter({ visible: true });
  await expect(confirm).toBeInViewport();
  await expect(total).toBeInViewport();
  // While the form scrolls under them, they stay on screen; at the end they sit after the form.
  for (const field of ["Mobile phone", "How did you find us?"]) {
    await page.getByLabel(field).scrollIntoViewIfNeeded();
    await expect(confirm).toBeInViewport();
    await expect(total).toBeInViewport();
  }
  // The breakdown opens on demand (CSS only).
  await expect(summary.getByTestId("order-total")).toBeHidden();
  await summary.getByText("Price details").click();
  await expect(summary.getByTestId("order-total")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(3000);
  // On a desktop the summary sits beside the form.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const form = (await page.getByRole("group", { name: "Buyer contact" }).boundingBox())!;
  const aside = (await summary.boundingBox())!;
  expect(aside.x).toBeGreaterThanOrEqual(form.x + form.width);
  expect(aside.y).toBeLessThan(form.y + form.height);
});

test("a declined card, then a successful one, pays once", async ({ page, jsEnabled }) => {
  const email = `declined-${unique()}@example.com`;
  await addFlightLine(page);
  await page.goto("/en/checkout");
  await ready(page, jsEnabled);
  await fillCheckout(page, email);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await ready(page, jsEnabled);
  await payWithCard(page, "4000 0000 0000 0002");
  await expect(page.getByText("Your card was declined. Please try another card.").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await ready(page, jsEnabled);
  // A bad card number is refused on the provider's page.
  await page.getByRole("button", { name: /^Pay/ }).click();
  await page.getByLabel("Name on card").fill("Sara Ahmadi");
  await page.getByLabel("Card number").fill("4242 4242 4242 4241");
  await page.getByLabel("Expiry date").fill("12/39");
  await page.getByLabel("Security code (CVV)").fill("123");
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByText("Please insert a valid card").last()).toBeVisible();
  await page.getByLabel("Card number").fill("5555 5555 5555 4444");
  await page.getByLabel("Security code (CVV)").fill("123");
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByText("Thank you!")).toBeVisible();
  // Going back to the payment page of a paid order shows the confirmation, never a second charge.
  const number = (await page.getByTestId("order-number").textContent())!.trim();
  await page.goto(`/en/payment?order=${number}`);
  await expect(page.getByText("Thank you!")).toBeVisible();
  expect((await outboxFor(page, email)).filter((m) => m.subject.startsWith("Booking confirmation"))).toHaveLength(1);
});

test("a discount code: a wrong one is refused, a good one lowers the total", async ({ page, jsEnabled }) => {
  await addFlightLine(page, { passengers: 2 });
  await page.goto("/en/checkout");
  await ready(page, jsEnabled);
  const total = await page.getByTestId("order-total").textContent();
  await page.getByLabel("Discount code", { exact: true }).fill("NOPE-123");
  await page.getByRole("main").getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Wrong discount code")).toBeVisible();
  await ready(page, jsEnabled);
  await page.getByLabel("Discount code", { exact: true }).fill("welcome10");
  await page.getByRole("main").getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("The discount is applied.")).toBeVisible();
  await expect(page.getByTestId("discount-amount")).toBeVisible();
  const discount = await page.getByTestId("discount-amount").textContent();
  await expect(page.getByTestId("order-total")).not.toHaveText(total!);
  await ready(page, jsEnabled);
  await fillCheckout(page, `discount-${unique()}@example.com`);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await expect(page.getByTestId("discount-amount")).toHaveText(discount!);
});

test("the inquiry screen needs the e-ticket number and the order number together", async ({ page, jsEnabled }) => {
  const { orderNumber, ticket } = await bookAsGuest(page, jsEnabled, `inquiry-${unique()}@example.com`);
  await page.goto("/en/inquiry");
  await ready(page, jsEnabled);
  if (jsEnabled) await expectNoAxeViolations(page);
  await page.getByLabel("Electronic ticket number").fill(ticket);
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText("This is a mandatory field").last()).toBeVisible();
  await expect(page.getByRole("heading", { name: `Booking ${orderNumber}` })).toHaveCount(0);
  await page.getByLabel("Order number").fill("PZ00000000");
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText("No booking matches both numbers.")).toBeVisible();
  await page.getByLabel("Order number").fill(orderNumber);
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByRole("heading", { name: `Booking ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Order confirmed");
});

test("user A cannot see or change user B's order", async ({ page, browser, jsEnabled }) => {
  await login(page, { email: `owner-${unique()}@example.com` });
  const { orderNumber } = await bookAsGuest(page, jsEnabled, `owner-buyer-${unique()}@example.com`);
  const other = await browser.newContext({ javaScriptEnabled: jsEnabled });
  const intruder = await other.newPage();
  await login(intruder, { email: `intruder-${unique()}@example.com` });
  expect((await intruder.goto(`/en/booking/${orderNumber}`))?.status()).toBe(404);
  expect((await intruder.goto(`/en/payment?order=${orderNumber}`))?.status()).toBe(404);
  expect((await intruder.request.get(`/_/ticket/${orderNumber}`)).status()).toBe(404);
  await intruder.goto("/en/user/booked");
  await expect(intruder.getByTestId("booked-order")).toHaveCount(0);
  const response = await intruder.request.post("/en/user/booked", { form: { order: orderNumber }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  await page.goto("/en/user/booked");
  await expect(page.getByTestId("booked-order")).toContainText("Order confirmed");
  await other.close();
});

test("a guest opens the booking from the e-mail's link on another device, cancels it, and can withdraw the link", async ({
  page,
  browser,
  baseURL,
  jsEnabled,
}) => {
  const email = `link-${unique()}@example.com`;
  const { orderNumber } = await bookAsGuest(page, jsEnabled, email);
  const [mail] = await outboxFor(page, email);
  const link = /https?:\/\/\S+\?key=\S+/.exec(mail.body)?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;
  // Another device: no cookies at all.
  const device = await browser.newContext({ javaScriptEnabled: jsEnabled, baseURL });
  const phone = await device.newPage();
  expect((await phone.goto(`/en/booking/${orderNumber}`))?.status()).toBe(404);
  await phone.goto(path);
  await expect(phone).toHaveURL(new RegExp(`/en/booking/${orderNumber}$`));
  await expect(phone.getByTestId("order-number")).toHaveText(orderNumber);
  expect((await phone.request.get(`/_/ticket/${orderNumber}`)).status()).toBe(200);
  // Cancelling with the refund quote, explained, as a signed-in user would.
  await phone.getByRole("link", { name: "Cancel and request a refund" }).click();
  await expect(phone.getByTestId("refund-explained")).toContainText("To your bank card");
  await ready(phone, jsEnabled);
  await phone.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(phone.getByText(`Booking ${orderNumber} is cancelled`).first()).toBeVisible();
  // Withdrawn, the link opens nothing any more (this browser keeps its access).
  await ready(phone, jsEnabled);
  await phone.getByRole("button", { name: "Withdraw the links in my e-mails" }).click();
  await expect(phone.getByText("The links in your e-mails no longer open this booking.")).toBeVisible();
  const stranger = await (await browser.newContext({ javaScriptEnabled: jsEnabled, baseURL })).newPage();
  await stranger.goto(path);
  await expect(stranger).toHaveURL(/\/en\/inquiry/);
  await expect(stranger.getByText("This booking link was withdrawn.").first()).toBeVisible();
  // A forged key opens nothing either.
  await stranger.goto(path.replace(/key=[^&]+/, "key=PZ00000000.1.9999999999.forged"));
  await expect(stranger.getByText("This booking link is not valid.").first()).toBeVisible();
  await device.close();
});

test("a signed-in user cancels a booking: the refund is explained and goes back to the card", async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(120_000);
  await login(page, { email: `refund-${unique()}@example.com` });
  const { orderNumber } = await bookAsGuest(page, jsEnabled, `refund-buyer-${unique()}@example.com`);
  await page.goto("/en/user/booked");
  await ready(page, jsEnabled);
  if (jsEnabled) await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Cancel and request a refund" }).click();
  await expect(page.getByText("You will get back:")).toBeVisible();
  // Every part of the refund is named: fare, penalty, taxes, the fees that are kept, and where the money goes.
  const explained = page.getByTestId("refund-explained");
  await expect(explained).toContainText("Cancellation penalty (kept)");
  await expect(explained).toContainText("Service fee and other costs (not refunded)");
  await expect(explained).toContainText("To your bank card");
  await ready(page, jsEnabled);
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(page.getByText(`Booking ${orderNumber} is cancelled`).first()).toBeVisible();
  await page.goto("/en/user/account/financial");
  // Paid by card, refunded to the card through the provider (decision 406), listed with its reason.
  const refunds = page.getByTestId("card-refunds");
  await expect(refunds).toContainText(orderNumber);
  await expect(refunds).toContainText("You cancelled the booking");
  await expect(refunds).toContainText("Refunded");
  if (jsEnabled) {
    await ready(page, true);
    await expectNoAxeViolations(page);
  }
  await page.goto("/en/user/report");
  await expect(page.getByRole("table")).toBeVisible();
  // Months of the page's calendar, on the agency's day: the order confirmed today is in this Gregorian month
  // here, and in this Jalali month on the Persian page (2 Azar 1405 is in Azar, not in Aban with 1 November).
  await expect(page.getByRole("table")).toContainText(formatMonth(agencyToday(), "en"));
  await page.goto("/fa/کاربر/گزارش");
  await expect(page.getByRole("table")).toContainText(formatMonth(agencyToday(), "fa"));
  await page.goto("/en/user/report");
  // Each row in the currency it was paid in, shown by its sign, whatever the visitor's currency; no currency column.
  await expect(page.getByRole("columnheader", { name: "Currency" })).toHaveCount(0);
  await ready(page, jsEnabled);
  await page.getByLabel("Currency").selectOption("USD");
  if (!jsEnabled) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByLabel("Currency")).toHaveValue("USD");
  // The order was placed in the visitor's currency then (pounds, from en-GB), and stays in it.
  await expect(page.getByRole("table")).toContainText("£");
  await expect(page.getByRole("table")).not.toContainText("$");
  if (jsEnabled) {
    await ready(page, true);
    await expectNoAxeViolations(page);
  }
});

test("saved cards: a bad number and a duplicate are refused", async ({ page, jsEnabled }) => {
  await login(page, { email: `cards-${unique()}@example.com` });
  await page.goto("/en/user/account/financial");
  await ready(page, jsEnabled);
  const form = page.locator("form#add-card");
  await form.getByLabel("Name on card").fill("Sara Ahmadi");
  await form.getByLabel("Card number").fill("1234 5678 9012 3456");
  await form.getByLabel("Expiry date").fill("11/38");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByText("Please insert a valid card").last()).toBeVisible();
  await ready(page, jsEnabled);
  await page.locator("form#add-card").getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByTestId("saved-card")).toHaveCount(1);
  await expect(page.getByTestId("saved-card")).toContainText("4242");
  await ready(page, jsEnabled);
  await page.locator("form#add-card").getByLabel("Name on card").fill("Sara Ahmadi");
  await page.locator("form#add-card").getByLabel("Card number").fill("4242424242424242");
  await page.locator("form#add-card").getByLabel("Expiry date").fill("11/38");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByText("Duplicate card").last()).toBeVisible();
  await expect(page.getByTestId("saved-card")).toHaveCount(1);
});

test.describe("accessibility", () => {
  for (const lang of ["en", "fa"] as const) {
    test(`axe finds nothing on cart, checkout, payment and confirmation in ${lang}`, async ({ page, jsEnabled }) => {
      test.skip(!jsEnabled, "axe runs in the JavaScript project");
      const email = `axe-${lang}-${unique()}@example.com`;
      await addFlightLine(page);
      const paths = { en: ["/en/cart", "/en/checkout"], fa: ["/fa/سبد-خرید", "/fa/checkout"] }[lang];
      await page.goto(paths[0]);
      await ready(page, true);
      await expectNoAxeViolations(page);
      await page.goto(paths[1]);
      await ready(page, true);
      await expectNoAxeViolations(page);
      await page.goto("/en/checkout");
      await ready(page, true);
      await fillCheckout(page, email);
      await page.getByRole("button", { name: "Confirm booking" }).click();
      await expect(page).toHaveURL(/\/en\/payment\?order=/);
      const number = new URL(page.url()).searchParams.get("order")!;
      if (lang === "fa") await page.goto(`/fa/پرداخت?order=${number}`);
      await ready(page, true);
      await expectNoAxeViolations(page);
      if (lang === "fa") await page.goto(`/en/payment?order=${number}`);
      await ready(page, true);
      await payWithCard(page, "4242424242424242");
      await expect(page.getByTestId("order-number")).toBeVisible();
      if (lang === "fa") await page.goto(`/fa/رزرو/${number}`);
      await ready(page, true);
      await expectNoAxeViolations(page);
    });
  }
});
