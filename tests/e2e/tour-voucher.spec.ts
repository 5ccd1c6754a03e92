import { asExtracted, readPdf } from "../pdf-reading";
import { expect, ready, test } from "./fixtures";

/**
 * After a tour is bought (decision 706), in English and Persian, JavaScript on and off: a paid tour order (made by
 * the test-only /_/e2e/tour-order hook through the booking core: cart line, order, sandbox payment) shows its
 * voucher on the confirmation — the tour, its voucher number, the flights there and back, the hotel, the rooming
 * list, the programme and the emergency line — and in its print view; the voucher PDF downloads, tagged and in the
 * order's language; the confirmation e-mail carries it.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const persian = (digits: string) => digits.replace(/[0-9]/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]);

const words = {
  en: {
    voucher: "Tour voucher",
    title: "Istanbul, 4 nights",
    pdf: "Download the voucher (PDF)",
    length: "4 nights",
    rooms: ["Room 1", "Room 2"],
    child: "child",
    day1: /^Day 1 · \d{1,2} [A-Z][a-z]+ \d{4} · /,
    emergency: "+98 21 9100 2400",
    rooming: "Rooming list",
  },
  fa: {
    voucher: "واچر تور",
    title: "تور استانبول ۴ شب",
    pdf: "دریافت واچر (PDF)",
    length: "۴ شب",
    rooms: ["اتاق ۱", "اتاق ۲"],
    child: "کودک",
    day1: /^روز ۱، [۰-۹]{1,2} \S+ [۰-۹]{4}، /,
    emergency: "+۹۸ ۲۱ ۹۱۰۰ ۲۴۰۰",
    rooming: "فهرست اتاق‌ها و مسافران",
  },
} as const;

for (const locale of ["en", "fa"] as const) {
  const w = words[locale];
  test(`${locale}: a tour order's voucher on the confirmation, its print view, its PDF and e-mail`, async ({
    page,
    jsEnabled,
  }) => {
    test.setTimeout(90_000);
    // The print view opens the browser's print dialog when JavaScript runs: not in a test.
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    const email = `tour-${unique()}@example.com`;
    const response = await page.request.post("/_/e2e/tour-order", { form: { locale, email } });
    expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
    const made = (await response.json()) as { orderNumber: string; confirmation: string };

    await page.goto(made.confirmation);
    await ready(page, jsEnabled);
    const voucher = page.getByTestId("tour-voucher");
    await expect(voucher).toContainText(w.voucher);
    await expect(page.getByTestId("voucher-tour")).toHaveText(w.title);
    const number = (await page.getByTestId("voucher-number").textContent())!.trim();
    expect(number).toMatch(/^\d{13}$/);
    await expect(page.getByTestId("voucher-outbound")).toContainText("TK 879");
    await expect(page.getByTestId("voucher-inbound")).toContainText("TK 878");
    await expect(page.getByTestId("voucher-length")).toHaveText(w.length);
    await expect(page.getByTestId("voucher-hotel")).not.toBeEmpty();
    // The rooming list: each room with its travellers, in the order booked.
    const rooming = page.getByTestId("voucher-rooming");
    await expect(rooming.locator("tbody th")).toHaveText([...w.rooms]);
    await expect(rooming.locator("tbody td.font-semibold")).toHaveText([
      "Sara Ahmadi",
      "Reza Ahmadi",
      "Maryam Karimi",
      "Dara Karimi",
    ]);
    await expect(rooming.locator("tbody").nth(1)).toContainText(w.child);
    await expect(page.getByTestId("voucher-itinerary").locator("li").first()).toHaveText(w.day1);
    await expect(page.getByTestId("voucher-itinerary").locator("li")).toHaveCount(5);
    await expect(page.getByTestId("voucher-included")).not.toBeEmpty();
    await expect(page.getByTestId("voucher-emergency")).toHaveText(new RegExp(w.emergency.replace(/\+/g, "\\+")));
    // The frame shows neither a QR ticket per traveller and leg nor a second list of travellers.
    await expect(page.getByTestId("qr-verify")).toHaveCount(0);

    // The print view: the same voucher, visible when printed.
    await page.goto(`${made.confirmation}?print=1`);
    await expect(page.getByTestId("tour-voucher")).toContainText(w.voucher);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("tour-voucher")).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    // The PDF voucher, in the order's language, tagged, reading back.
    await page.goto(made.confirmation);
    await ready(page, jsEnabled);
    const link = page.getByRole("link", { name: w.pdf });
    await expect(link).toBeVisible();
    const pdf = await page.request.get((await link.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toContain(`parvaz-voucher-${made.orderNumber}.pdf`);
    const reading = await readPdf(await pdf.body());
    expect([reading.marked, reading.structured, reading.lang]).toEqual([true, true, locale]);
    expect(reading.untagged).toEqual([]);
    const text = asExtracted(reading.text);
    expect(text).toContain(w.voucher);
    expect(text).toContain(asExtracted(w.title));
    expect(text).toContain(asExtracted(w.rooming));
    expect(text).toContain("Maryam Karimi");
    expect(text).toContain(locale === "fa" ? persian(number) : number);
    if (locale === "fa") expect(text.replace(/\S+@\S+/g, "")).not.toMatch(/[0-9]/);

    // The confirmation e-mail carries the voucher in the order's language.
    const mail = (await (await page.request.get(`/_/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      body: string;
    }[];
    expect(mail[0]?.body).toContain(w.voucher);
    expect(mail[0]?.body).toContain("Dara Karimi");
  });
}
