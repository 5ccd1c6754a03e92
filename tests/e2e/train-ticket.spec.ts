import { asExtracted, readPdf } from "../pdf-reading";
import { expect, expectNoAxeViolations, outboxFor, ready, test } from "./fixtures";

/**
 * After a train ticket is bought (issue 14, items 6–7), in English and Persian, JavaScript on
 * and off: a paid train order (made by the test-only /_/e2e/train-order hook through the
 * booking core: places chosen, cart line, order, sandbox payment) shows its ticket on the
 * confirmation and its print view; the PDF ticket downloads with the train in it (Persian
 * shaped and in reading order); the e-mail carries it; the inquiry finds it; it is cancelled
 * with the rail refund ladder's step quoted first. A popular route's page renders with its
 * trains, TrainTrip JSON-LD and its sitemap entries.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const persian = (digits: string) => digits.replace(/[0-9]/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]);

const words = {
  en: {
    title: "Train ticket",
    train: (n: string) => `Train ${n}`,
    from: "Tehran",
    to: "Mashhad",
    date: /^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    time: /^\d{2}:\d{2}$/,
    place: /^Berth \d+$/,
    infant: "No place of their own",
    ladder: "90% back, 10% kept",
    pdf: "Download the train ticket (PDF)",
    lookUp: "Look up",
    refund: "Cancel and request a refund",
    step: "step 1 of 3 applies",
    confirm: "Confirm cancellation",
    cancelled: (n: string) => `Booking ${n} is cancelled`,
    status: "Cancelled",
  },
  fa: {
    title: "بلیت قطار",
    train: (n: string) => `قطار ${persian(n)}`,
    from: "تهران",
    to: "مشهد",
    date: /^\S+ [۰-۹]{1,2} \S+ [۰-۹]{4}$/,
    time: /^[۰-۹]{2}:[۰-۹]{2}$/,
    place: /^تخت [۰-۹]+$/,
    infant: "بدون جای جداگانه",
    ladder: "۹۰٪ بازپرداخت",
    pdf: "دریافت بلیت قطار (PDF)",
    lookUp: "استعلام",
    refund: "لغو و درخواست استرداد",
    step: "مرحلهٔ ۱ از ۳",
    confirm: "تأیید لغو",
    cancelled: (n: string) => `رزرو ${n} لغو شد`,
    status: "لغو شده",
  },
} as const;

for (const locale of ["en", "fa"] as const) {
  const w = words[locale];
  test(`${locale}: a train order's ticket, print view, PDF, e-mail, inquiry, and cancellation on the refund ladder`, async ({
    page,
    jsEnabled,
  }) => {
    test.setTimeout(90_000);
    // The print view opens the browser's print dialog when JavaScript runs: not in a test.
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    const email = `rail-${unique()}@example.com`;
    // In Persian the party takes a whole compartment (the note and its empty berths show).
    const response = await page.request.post("/_/e2e/train-order", { data: { locale, email, whole: locale === "fa" } });
    expect(response.ok()).toBe(true);
    const made = (await response.json()) as {
      orderNumber: string;
      confirmation: string;
      inquiry: string;
      train: string;
    };
    expect(made.train).toMatch(/^\d{3}$/);

    // The confirmation: the ticket with the train, the stations in the page's language, Tehran times, places.
    await page.goto(made.confirmation);
    await ready(page, jsEnabled);
    const ticket = page.getByTestId("train-ticket");
    await expect(ticket).toContainText(w.title);
    await expect(page.getByTestId("train-number")).toContainText(w.train(made.train));
    await expect(page.getByTestId("train-departure-station")).toHaveText(w.from);
    await expect(page.getByTestId("train-arrival-station")).toHaveText(w.to);
    await expect(page.getByTestId("train-departure-date")).toHaveText(w.date);
    await expect(page.getByTestId("train-departure-time")).toHaveText(w.time);
    await expect(page.getByTestId("train-place").first()).toHaveText(w.place);
    await expect(page.getByTestId("train-place").nth(2)).toContainText(w.infant);
    await expect(page.getByTestId("train-ladder")).toContainText(w.ladder);
    if (locale === "fa") await expect(page.getByTestId("train-whole")).toContainText("کوپه دربست");
    else await expect(page.getByTestId("train-whole")).toHaveCount(0);
    await expect(page.getByTestId("eticket")).toHaveCount(3);
    const number = (await page.getByTestId("eticket").first().textContent())!.trim();
    if (jsEnabled) await expectNoAxeViolations(page);

    // The print view: the same ticket, the site's chrome hidden by the print stylesheet.
    await page.goto(`${made.confirmation}?print=1`);
    await expect(page.getByTestId("train-ticket")).toContainText(w.title);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("train-ticket")).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    // The PDF ticket, in the order's language, with the train's number (Persian shaped, in reading order).
    await page.goto(made.confirmation);
    const link = page.getByRole("link", { name: w.pdf });
    await expect(link).toBeVisible();
    const pdf = await page.request.get((await link.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toContain(`parvaz-ticket-${made.orderNumber}.pdf`);
    // Tagged (issue 23 item 10): what a screen reader and a copy get is the ticket as written, in Persian with
    // Persian digits and each masked document whole ("••••••۵۶۷۹", never "۵۶۷۹••••••").
    const reading = await readPdf(await pdf.body());
    expect([reading.marked, reading.structured, reading.displayDocTitle, reading.lang]).toEqual([
      true,
      true,
      true,
      locale,
    ]);
    expect(reading.untagged).toEqual([]);
    const text = asExtracted(reading.text);
    const ticketNumber = locale === "fa" ? persian(number) : number;
    for (const expected of [w.title, w.train(made.train), w.from, w.to, ticketNumber]) expect(text).toContain(expected);
    if (locale === "fa") {
      expect(text.replace(/\S+@\S+/g, "")).not.toMatch(/[0-9]/);
      expect(text).not.toMatch(/[۰-۹]•/);
      // The Persian comma separates the train from its operator (decision 029), never "·" beside a Persian digit.
      expect(reading.elements.some((e) => e.text.startsWith(`${w.train(made.train)}، `))).toBe(true);
    }

    // The confirmation e-mail carries the ticket in the order's language.
    const mail = await outboxFor(page, email);
    expect(mail[0]?.body).toContain(w.train(made.train));

    // Inquiry by a ticket number and the order number (a GET form): the trip with its train.
    await page.goto(made.inquiry);
    await ready(page, jsEnabled);
    await page.locator('input[name="ticket"]').fill(number);
    await page.locator('input[name="order"]').fill(made.orderNumber);
    await page.getByRole("button", { name: w.lookUp }).click();
    await expect(page.getByTestId("train-trip")).toContainText(w.to);

    // Cancellation: the ladder's step that applies (20 days ahead: the first) and the amount, then confirmed.
    await page.goto(made.confirmation);
    await ready(page, jsEnabled);
    await page.getByRole("link", { name: w.refund }).click();
    await expect(page.getByTestId("train-refund-step")).toContainText(w.step);
    await expect(page.getByTestId("refund-explained")).toBeVisible();
    if (jsEnabled) await expectNoAxeViolations(page);
    await ready(page, jsEnabled);
    await page.getByRole("button", { name: w.confirm }).click();
    await expect(page.getByText(w.cancelled(made.orderNumber)).first()).toBeVisible();
    await expect(page.getByText(w.status).first()).toBeVisible();
  });
}

test("a popular route's page lists its trains with prices, JSON-LD and hreflang, and is in the sitemaps", async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(60_000);
  // The trains page lists the popular routes with a price "from"; one leads to its page.
  await page.goto("/en/trains");
  await ready(page, jsEnabled);
  const popular = page.getByRole("region", { name: "Popular train routes" });
  await expect(popular.getByText(/^from /).first()).toBeVisible();
  await popular.getByRole("link", { name: "Tehran – Mashhad" }).click();
  await expect(page).toHaveURL(/\/en\/trains\/route\/tehran-mashhad$/);
  await expect(page.getByRole("heading", { level: 1, name: "Trains from Tehran to Mashhad" })).toBeVisible();
  await expect(page.getByTestId("route-train").first()).toBeVisible();
  await expect(page.getByTestId("route-price").first()).toContainText("from");
  const ld = JSON.parse((await page.locator('head script[type="application/ld+json"]').first().textContent())!) as {
    "@type": string;
    itemListElement: {
      item: { "@type": string; trainNumber: string; offers: { "@type": string; priceCurrency: string } };
    }[];
  };
  expect(ld["@type"]).toBe("ItemList");
  expect(ld.itemListElement[0].item).toMatchObject({
    "@type": "TrainTrip",
    offers: { "@type": "Offer", priceCurrency: "IRR" },
  });
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    "href",
    /\/fr\/trains\/trajet\/teheran-mechhed$/,
  );
  const search = page.getByRole("link", { name: "Search trains from Tehran to Mashhad" });
  await expect(search).toHaveAttribute("href", /^\/en\/trains\?from=tehran&to=mashhad&date=\d{4}-\d{2}-\d{2}&/);
  if (jsEnabled) await expectNoAxeViolations(page);
  // The way back, and another popular route from the list.
  await page.getByRole("link", { name: "Trains back from Mashhad to Tehran" }).click();
  await expect(page).toHaveURL(/\/en\/trains\/route\/mashhad-tehran$/);
  await expect(page.getByTestId("popular-routes")).toContainText("Tehran – Isfahan");

  const fa = `/fa/${["قطار", "مسیر", "تهران-مشهد"].map(encodeURIComponent).join("/")}`;
  await page.goto(fa);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("قطارهای تهران به مشهد");
  await expect(page.getByTestId("route-price").first()).toContainText(/^از [۰-۹]/);
  // A slug in another language's words opens the page under its own.
  await page.goto("/fr/trains/trajet/tehran-mashhad");
  await expect(page).toHaveURL(/\/fr\/trains\/trajet\/teheran-mechhed$/);

  const en = await (await page.request.get("/sitemap-en.xml")).text();
  expect(en).toContain("/en/trains/route/tehran-mashhad</loc>");
  const sitemapFa = await (await page.request.get("/sitemap-fa.xml")).text();
  expect(sitemapFa).toContain(`${fa}</loc>`);
});
