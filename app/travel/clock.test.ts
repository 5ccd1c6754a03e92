import { describe, expect, it } from "vitest";
import { formatJalali } from "~/utils/jalali";
import { ageOn, formatDateText, fromJalali, parseDateText, toJalali } from "./clock";

describe("flight dates", () => {
  it("converts between the Gregorian and the Jalali calendar both ways, every day of ten years", () => {
    expect(toJalali("2026-03-21")).toEqual({ jy: 1405, jm: 1, jd: 1 });
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2030, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const j = toJalali(iso);
      expect(fromJalali(j.jy, j.jm, j.jd)).toBe(iso);
    }
    expect(fromJalali(1404, 12, 30)).toBeNull(); // 1404 is a common year
  });

  it("reads ISO dates and Jalali dates with Persian digits", () => {
    expect(parseDateText("2026-11-22")).toBe("2026-11-22");
    expect(parseDateText("۱۴۰۵/۰۹/۰۱")).toBe("2026-11-22");
    expect(parseDateText("1405/9/1")).toBe("2026-11-22");
    expect(parseDateText("2026-02-30")).toBeNull();
    expect(parseDateText("tomorrow")).toBeNull();
    expect(parseDateText("")).toBeNull();
  });

  it("writes form dates in the Jalali calendar in Persian, DD/MM/YYYY elsewhere", () => {
    expect(formatDateText("2026-11-22", "fa")).toBe("۱۴۰۵/۰۹/۰۱");
    expect(formatDateText("2026-11-22", "en")).toBe("22/11/2026");
    expect(formatJalali("2026-11-22", "latn")).toBe("1405/09/01");
  });

  it("counts whole years of age on a date", () => {
    expect(ageOn("2014-06-10", "2026-06-09")).toBe(11);
    expect(ageOn("2014-06-10", "2026-06-10")).toBe(12);
    expect(ageOn("2024-12-01", "2026-11-30")).toBe(1);
  });
});
