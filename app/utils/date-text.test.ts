import { describe, expect, it } from "vitest";
import { dateTextValue, formatDateText, parseDateText } from "./date-text";

describe("parseDateText: one reading of typed dates, shared by server and browser", () => {
  it("reads Jalali dates with any digits and separators", () => {
    for (const typed of [
      "۱۴۰۵/۰۹/۱۵",
      "1405-9-15",
      "1405/09/15",
      "١٤٠٥/٠٩/١٥",
      "۱۴۰۵.۹.۱۵",
      "۱۴۰۵ ۹ ۱۵",
      "1405 - 09 - 15",
      "\u200e۱۴۰۵/۰۹/۱۵\u200f",
      "۱۵/۰۹/۱۴۰۵",
    ])
      expect(parseDateText(typed), typed).toBe("2026-12-06");
  });
  it("reads DD/MM/YYYY (the spec's format) and ISO dates", () => {
    for (const typed of ["15/12/2026", "15-12-2026", "15.12.2026", "15 12 2026", "2026-12-15", "۱۵/۱۲/۲۰۲۶"])
      expect(parseDateText(typed), typed).toBe("2026-12-15");
    expect(parseDateText("1/2/2027")).toBe("2027-02-01");
  });
  it("refuses what is not a date", () => {
    for (const typed of [
      "",
      "  ",
      "tomorrow",
      "2026-02-30",
      "31/04/2026",
      "1404/12/30",
      "1405/13/01",
      "15/12/26",
      "2026/15",
    ])
      expect(parseDateText(typed), typed).toBeNull();
    expect(parseDateText(null)).toBeNull();
  });
  it("writes a field's date Jalali with Persian digits in fa, DD/MM/YYYY elsewhere", () => {
    expect(formatDateText("2026-12-06", "fa")).toBe("۱۴۰۵/۰۹/۱۵");
    for (const locale of ["en", "nl", "fr"]) expect(formatDateText("2026-12-06", locale)).toBe("06/12/2026");
    expect(formatDateText("", "en")).toBe("");
    expect(dateTextValue("2026-12-06", "fa")).toBe("۱۴۰۵/۰۹/۱۵");
    expect(dateTextValue("1405-9-15", "en")).toBe("06/12/2026");
    expect(dateTextValue("nonsense", "en")).toBe("nonsense");
  });
  it("never throws on extreme input, and reads no date from it (issue 21 item 3)", () => {
    for (const text of ["-99999999/01/01", "0000/01/01", "00/01/0000", "9999/99/99", "1/1/275760", "+275760-09-13"])
      expect(() => parseDateText(text)).not.toThrow();
    expect(parseDateText("0000/01/01")).toBeNull(); // Jalali year 0 does not exist
    expect(parseDateText("9999/12/31")).toBe("9999-12-31");
    expect(formatDateText("275760-09-13", "fa")).toBe("275760-09-13");
    expect(dateTextValue("-99999999/01/01", "fa")).toBe("-99999999/01/01");
  });
});
