import { describe, expect, it } from "vitest";
import { formatDigits, formatFullDate, formatInterpolated, formatMoment, formatMonth } from "./format";

describe("numbers for the page's language (decision 019)", () => {
  it("formats numbers interpolated into messages, and leaves other values alone", () => {
    expect(formatInterpolated(30, "fa")).toBe("۳۰");
    expect(formatInterpolated(45.65, "fa")).toBe("۴۵٫۶۵");
    expect(formatInterpolated(1234, "fa")).toBe("۱٬۲۳۴");
    expect(formatInterpolated(45.65, "nl")).toBe("45,65");
    expect(formatInterpolated(45.65, "fr")).toBe("45,65");
    expect(formatInterpolated(1234.5, "en")).toBe("1,234.5");
    expect(formatInterpolated("PZ123", "fa")).toBe("PZ123");
    expect(formatInterpolated(undefined, "fa")).toBeUndefined();
  });
  it("writes identifiers and typed digits the page's way, without grouping", () => {
    expect(formatDigits(12345, "fa")).toBe("۱۲۳۴۵");
    expect(formatDigits("1405/9/15", "fa")).toBe("۱۴۰۵/۹/۱۵");
    expect(formatDigits("٢٣", "fa")).toBe("۲۳");
    expect(formatDigits("۲۳", "en")).toBe("23");
    expect(formatDigits(12345, "nl")).toBe("12345");
  });
});

describe("dates for the page's language", () => {
  it("writes a full date the way Persian is written, not in ICU's order", () => {
    expect(formatFullDate("2026-11-25", "fa")).toBe("چهارشنبه ۴ آذر ۱۴۰۵");
    expect(formatFullDate("2026-11-25", "en")).toBe("Wednesday, 25 November 2026");
    expect(formatFullDate("2026-11-25", "nl")).toBe("woensdag 25 november 2026");
    expect(formatMoment("2026-06-01T08:30:00Z", "fa", "Asia/Tehran")).toEqual({
      date: "دوشنبه ۱۱ خرداد ۱۴۰۵",
      time: "۱۲:۰۰",
    });
  });
  it("names a month of the page's calendar", () => {
    expect(formatMonth("2026-11-23", "fa")).toBe("آذر ۱۴۰۵");
    expect(formatMonth("2026-11-23", "en")).toBe("November 2026");
    expect(formatMonth("2026-11-23", "fr")).toBe("novembre 2026");
  });
});
