import { describe, expect, it } from "vitest";
import { z } from "zod";
import { serviceRequestSchema } from "~/domains/requests/schema";
import { dateText, moneyText, wholeNumber } from "./validation";

describe("shared form pieces (the same in the browser and on the server)", () => {
  it("dateText reads a typed date the one way of the site and gives ISO (decision 019)", () => {
    const date = dateText();
    expect(date.parse("۱۴۰۵/۰۹/۱۵")).toBe("2026-12-06");
    expect(date.parse("1405-9-15")).toBe("2026-12-06");
    expect(date.parse("15/12/2026")).toBe("2026-12-15");
    expect(date.parse("2026-12-15")).toBe("2026-12-15");
    expect(date.safeParse("31/02/2026").error?.issues.map((i) => i.message)).toEqual(["validation.date"]);
    expect(date.safeParse(" ").error?.issues.map((i) => i.message)).toEqual(["validation.required"]);
  });
  it("wholeNumber takes Persian, Arabic-Indic and Latin digits (decision 019)", () => {
    const count = wholeNumber(
      { min: 1, max: 20 },
      { min: "validation.travellersMin", max: "validation.travellersMax" },
    );
    expect(count.parse("۲")).toBe(2);
    expect(count.parse("١٢")).toBe(12);
    expect(count.parse(" 3 ")).toBe(3);
    expect(count.parse(4)).toBe(4);
    const messages = (v: unknown) => count.safeParse(v).error?.issues.map((i) => i.message);
    expect(messages("۰")).toEqual(["validation.travellersMin"]);
    expect(messages("۲۱")).toEqual(["validation.travellersMax"]);
    expect(messages("2.5")).toEqual(["validation.travellersMin"]);
    expect(messages(undefined)).toEqual(["validation.required"]);
    expect(z.object({ n: count }).safeParse({ n: "abc" }).success).toBe(false);
  });
  it("a vertical's request form takes dates typed in any language's way", () => {
    const base = { name: "Sara", email: "sara@example.com", destination: "Kish" };
    const fa = serviceRequestSchema.parse({ ...base, startDate: "۱۴۰۵/۰۹/۱۵", endDate: "1405-9-20", travellers: "۲" });
    expect(fa).toMatchObject({ startDate: "2026-12-06", endDate: "2026-12-11", travellers: 2 });
    const en = serviceRequestSchema.parse({ ...base, startDate: "15/12/2026", travellers: "1" });
    expect(en.startDate).toBe("2026-12-15");
    expect(en.endDate).toBeUndefined();
    const wrong = serviceRequestSchema.safeParse({
      ...base,
      startDate: "20/12/2026",
      endDate: "15/12/2026",
      travellers: "1",
    });
    expect(wrong.error?.issues.map((i) => `${i.path.join(".")}:${i.message}`)).toEqual([
      "endDate:validation.endBeforeStart",
    ]);
  });
});

describe("an amount typed in major units (moneyText)", () => {
  const text = { required: "validation.required", format: "validation.date", zero: "validation.email" } as const;
  it("reads Persian digits and either decimal mark, and refuses zero, signs (unless signed) and words", () => {
    const amount = moneyText(text);
    expect(amount.parse("۱۲٫۵۰")).toBe("12.50");
    expect(amount.parse(" 12,5 ")).toBe("12.5");
    expect(amount.safeParse("0").error?.issues[0]?.message).toBe(text.zero);
    expect(amount.safeParse("-3").error?.issues[0]?.message).toBe(text.format);
    expect(amount.safeParse("twelve").error?.issues[0]?.message).toBe(text.format);
    expect(amount.safeParse("").error?.issues[0]?.message).toBe(text.required);
    expect(moneyText(text, { signed: true }).parse("-۳")).toBe("-3");
    expect(moneyText(text, { maxDigits: 2 }).safeParse("123").success).toBe(false);
  });
});
