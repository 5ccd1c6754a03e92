import { describe, expect, it } from "vitest";
import {
  minorFromText,
  convertAmount,
  convertMoney,
  currencyDisplay,
  formatAmount,
  formatMoney,
  round2,
  type CurrencyInfo,
} from "./money";

const c: Record<string, CurrencyInfo> = {
  EUR: { code: "EUR", sign: "€", rate: 1, decimals: 2 },
  USD: { code: "USD", sign: "$", rate: 1.1111, decimals: 2 },
  IRR: { code: "IRR", sign: "﷼", rate: 600000, decimals: 0 },
  GBP: { code: "GBP", sign: "£", rate: 1.2, decimals: 2 },
  CAD: { code: "CAD", sign: "C$", rate: 1.2, decimals: 2 },
};

describe("currency conversion", () => {
  it("multiplies by the target rate and divides by the source rate", () => {
    expect(convertAmount(100, c.EUR, c.IRR)).toBe(60_000_000);
    expect(convertAmount(100, c.EUR, c.USD)).toBe(111.11);
    expect(convertAmount(60_000_000, c.IRR, c.EUR)).toBe(100);
    expect(convertAmount(120, c.GBP, c.EUR)).toBe(100);
  });

  it("rounds to 2 decimals", () => {
    expect(convertAmount(1, c.USD, c.EUR)).toBe(0.9);
    expect(convertAmount(10, c.CAD, c.USD)).toBe(9.26);
    expect(round2(1.005)).toBe(1.01);
  });

  it("keeps minor units: cents to whole rials and back", () => {
    expect(convertMoney({ amount: 12345, currency: "EUR" }, c, "IRR")).toEqual({ amount: 74_070_000, currency: "IRR" });
    expect(convertMoney({ amount: 74_070_000, currency: "IRR" }, c, "EUR")).toEqual({ amount: 12345, currency: "EUR" });
    expect(convertMoney({ amount: 500, currency: "EUR" }, c, "EUR")).toEqual({ amount: 500, currency: "EUR" });
  });

  it("refuses unknown currencies and bad rates", () => {
    expect(() => convertMoney({ amount: 1, currency: "XXX" }, c, "EUR")).toThrow();
    expect(() => convertAmount(1, { rate: 0 }, c.EUR)).toThrow();
  });
});

describe("money display", () => {
  it("shows whole numbers without decimals, otherwise 2", () => {
    expect(formatAmount(100, "€", "en-GB", "EUR")).toBe("€100");
    expect(formatAmount(1234.5, "€", "en-GB", "EUR")).toBe("€1,234.50");
    expect(formatAmount(0.9, "$", "en-GB", "USD")).toBe("$0.90");
  });

  it("puts the sign where each language's CLDR pattern puts it (issue 23 item 13, decision 029)", () => {
    const money = (code: string, locale: string) => formatMoney({ amount: 123450, currency: code }, c[code], locale);
    expect(money("EUR", "en-GB")).toBe("€1,234.50");
    expect(money("GBP", "en-GB")).toBe("£1,234.50");
    expect(money("CAD", "en-GB")).toBe("C$1,234.50");
    expect(money("EUR", "nl-NL")).toBe("€\u00a01.234,50");
    expect(money("USD", "nl-NL")).toBe("$\u00a01.234,50");
    expect(money("EUR", "fr-FR")).toBe("1\u202f234,50\u00a0€");
    expect(money("USD", "fr-FR")).toBe("1\u202f234,50\u00a0$");
    // Persian: the number, then the unit.
    expect(money("EUR", "fa-IR-u-ca-persian-nu-arabext")).toBe("۱٬۲۳۴٫۵۰\u00a0€");
  });

  it("agrees with Intl's currency format in every language but for our own signs", () => {
    for (const locale of ["en-GB", "nl-NL", "fr-FR"])
      for (const code of ["EUR", "GBP"]) {
        const intl = new Intl.NumberFormat(locale, {
          style: "currency",
          currency: code,
          currencyDisplay: "narrowSymbol",
        }).format(1234.5);
        expect(formatMoney({ amount: 123450, currency: code }, c[code], locale)).toBe(intl);
      }
  });

  it("keeps a minus sign where the language writes it", () => {
    expect(formatAmount(-5, "€", "en-GB", "EUR")).toBe("-€5");
    expect(formatAmount(-5, "€", "nl-NL", "EUR")).toBe("€\u00a0-5");
    expect(formatAmount(-5, "€", "fr-FR", "EUR")).toBe("-5\u00a0€");
  });

  it("uses the locale's digits and grouping", () => {
    expect(formatAmount(60_000_000, "﷼", "fa-IR-u-ca-persian-nu-arabext", "IRR")).toBe("۶۰٬۰۰۰٬۰۰۰\u00a0﷼");
    expect(formatAmount(1234.5, "€", "fa-IR-u-ca-persian-nu-arabext", "EUR")).toBe("۱٬۲۳۴٫۵۰\u00a0€");
    expect(formatAmount(1234.5, "€", "nl-NL", "EUR")).toBe("€\u00a01.234,50");
    expect(formatAmount(1234.5, "€", "fr-FR", "EUR")).toMatch(/^1\s234,50\u00a0€$/);
  });
});

describe("Iranian rial display (decision 023)", () => {
  const fa = "fa-IR-u-ca-persian-nu-arabext";
  it("shows toman (rials / 10, whole) with the word تومان on Persian pages, never the ﷼ sign", () => {
    expect(formatMoney({ amount: 74_070_000, currency: "IRR" }, c.IRR, fa)).toBe("۷٬۴۰۷٬۰۰۰\u00a0تومان");
    // Rials that are not whole toman keep their tenth: the amount shown is the amount charged.
    expect(formatMoney({ amount: 74_070_005, currency: "IRR" }, c.IRR, fa)).toBe("۷٬۴۰۷٬۰۰۰٫۵\u00a0تومان");
    expect(formatMoney({ amount: 74_070_005, currency: "IRR" }, c.IRR, fa)).not.toContain("﷼");
  });
  it("shows rials with the code IRR in other languages, where each language puts a code", () => {
    expect(formatMoney({ amount: 74_070_000, currency: "IRR" }, c.IRR, "en-GB")).toBe("IRR\u00a074,070,000");
    expect(formatMoney({ amount: 74_070_000, currency: "IRR" }, c.IRR, "nl-NL")).toBe("IRR\u00a074.070.000");
    expect(formatMoney({ amount: 74_070_000, currency: "IRR" }, c.IRR, "fr-FR")).toBe("74\u202f070\u202f000\u00a0IRR");
    expect(currencyDisplay(c.EUR, fa)).toEqual({ sign: "€", divisor: 1, whole: false });
  });
});

describe("a typed amount in minor units (minorFromText)", () => {
  it("uses the currency's decimals, and refuses more of them than it has", () => {
    expect(minorFromText("12.5", { decimals: 2 })).toBe(1250);
    expect(minorFromText("-5", { decimals: 2 })).toBe(-500);
    expect(minorFromText("0.07", { decimals: 2 })).toBe(7);
    expect(minorFromText("12.505", { decimals: 2 })).toBeNull();
    expect(minorFromText("1200000", { decimals: 0 })).toBe(1_200_000);
    expect(minorFromText("2.5", { decimals: 0 })).toBeNull();
  });
});
