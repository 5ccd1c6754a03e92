import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { currencyPatterns, dotBesideDigits, latinDigits, ltrMoney, unmirroredArrows } from "../support/page-text";
import { formatDigits } from "~/utils/format";
import { formatMoney } from "~/utils/money";
import { readingArrow } from "~/utils/arrows";

/**
 * Issue 23 items 6–9 and 13: the detectors of the fetch-every-page test (tests/e2e/text.spec.ts)
 * find each defect as the pages wrote it before the fix and nothing in the fixed markup; the
 * Persian messages use the Persian comma, not "·", beside their numbers; Persian digits.
 */
const page = (body: string) => `<html><body>${body}</body></html>`;

describe("price bidi on Persian pages (item 6)", () => {
  it("finds a money phrase in a dir=ltr element and a unit before its number", () => {
    expect(ltrMoney(page('<span dir="ltr" class="whitespace-nowrap">۲٬۵۰۸٬۰۰۰ تومان</span>'), "fa")).toHaveLength(1);
    expect(ltrMoney(page("<p>تا تومان ۳٬۳۰۰٬۰۰۰</p>"), "fa")).toHaveLength(1);
  });
  it("accepts a price isolated in the page's direction, and leaves other languages alone", () => {
    expect(ltrMoney(page('<p>تا <bdi dir="rtl">۳٬۳۰۰٬۰۰۰ تومان</bdi></p>'), "fa")).toEqual([]);
    expect(ltrMoney(page('<bdi dir="ltr">PZ12345678</bdi>'), "fa")).toEqual([]);
    expect(ltrMoney(page('<span dir="ltr">€44.55</span>'), "en")).toEqual([]);
  });
});

describe("separators beside Persian digits (item 7)", () => {
  it("finds · beside a Persian digit, across inline elements", () => {
    expect(dotBesideDigits(page("<p>قطار ۱۰۰ · نورالرضا</p>"))).toHaveLength(1);
    expect(dotBesideDigits(page('<p>مریم<span aria-hidden="true">·</span><time>۹ مهر ۱۴۰۵</time></p>'))).toHaveLength(
      1,
    );
  });
  it("accepts the Persian comma, and · between words", () => {
    expect(dotBesideDigits(page("<p>قطار ۱۰۰، نورالرضا</p>"))).toEqual([]);
    expect(dotBesideDigits(page("<p>Train 100 · Nour</p>"))).toEqual([]);
  });
  it("every Persian message uses the Persian comma, not ·", () => {
    const dir = path.join(process.cwd(), "locales", "fa");
    const found = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .flatMap((f) =>
        fs
          .readFileSync(path.join(dir, f), "utf8")
          .split("\n")
          .filter((line) => line.includes("·"))
          .map((line) => `${f}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });
});

describe("Latin digits in Persian text (item 8)", () => {
  it("finds a Latin number in Persian text", () => {
    expect(latinDigits(page("<td>قطار 100</td>"), "fa")).toHaveLength(1);
    expect(latinDigits(page("<li>ورود از 14:00</li>"), "fa")).toHaveLength(2);
  });
  it("accepts codes, Latin names, links, e-mail addresses and what is marked left-to-right", () => {
    const ok = [
      '<p>پرواز <bdi dir="ltr">IR 249</bdi></p>',
      '<article aria-label="ایران‌ایر IR 249"></article>',
      "<span>Fokker 100</span><span>ATR 72-600</span><span>A320</span>",
      "<p>به support2@parvaz.example یا https://parvaz.example/a1 بنویسید</p>",
      "<p>کارت ملی \u2066••••••5679\u2069</p>",
      '<p>شماره <span dir="ltr">+98 21 9100 2400</span></p>',
    ];
    for (const html of ok) expect(latinDigits(page(html), "fa"), html).toEqual([]);
    expect(latinDigits(page("<td>Train 100</td>"), "en")).toEqual([]);
  });
  it("train numbers and times are written in Persian digits", () => {
    expect(formatDigits("100", "fa")).toBe("۱۰۰");
    expect(formatDigits("14:00", "fa")).toBe("۱۴:۰۰");
  });
});

describe("arrows on Persian pages (item 9)", () => {
  it("finds → and the › chevron, accepts ←", () => {
    expect(unmirroredArrows(page("<p>۱۴:۰۵ → ۰۲:۰۵</p>"), "fa")).toHaveLength(1);
    expect(unmirroredArrows(page('<span aria-hidden="true">›</span>'), "fa")).toHaveLength(1);
    expect(unmirroredArrows(page(`<p>تهران ${readingArrow("fa")} مشهد</p>`), "fa")).toEqual([]);
    expect(unmirroredArrows(page("<p>Tehran → Mashhad</p>"), "en")).toEqual([]);
  });
});

describe("currency patterns per language (item 13)", () => {
  const eur = { code: "EUR", sign: "€", rate: 1, decimals: 2 };
  const irr = { code: "IRR", sign: "﷼", rate: 600000, decimals: 0 };
  it("finds one pattern for all (the sign after the number in English and Dutch)", () => {
    expect(currencyPatterns(page("<p>44.55\u00a0€</p>"), "en")).toHaveLength(1);
    expect(currencyPatterns(page("<p>44,55\u00a0€</p>"), "nl")).toHaveLength(1);
    expect(currencyPatterns(page("<p>€44,55</p>"), "fr")).toHaveLength(1);
  });
  it("accepts what formatMoney writes in each language", () => {
    const cases = [
      ["en", "en-GB"],
      ["nl", "nl-NL"],
      ["fr", "fr-FR"],
      ["fa", "fa-IR-u-ca-persian-nu-arabext"],
    ] as const;
    for (const [locale, intl] of cases) {
      const html = page(
        `<p>${formatMoney({ amount: 4455, currency: "EUR" }, eur, intl)}</p><p>${formatMoney({ amount: 74_070_000, currency: "IRR" }, irr, intl)}</p>`,
      );
      expect(currencyPatterns(html, locale), locale).toEqual([]);
      expect(ltrMoney(html, locale), locale).toEqual([]);
    }
  });
});
