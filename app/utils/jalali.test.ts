import { describe, expect, it } from "vitest";
import { formatJalali, fromJalali, isIsoDate, toJalali } from "./jalali";

describe("Jalali dates", () => {
  it("converts known dates both ways", () => {
    expect(fromJalali(1370, 5, 21)).toBe("1991-08-12");
    expect(fromJalali(1403, 1, 1)).toBe("2024-03-20");
    expect(fromJalali(1399, 12, 30)).toBe("2021-03-20"); // leap year
    expect(formatJalali("2024-03-20", "latn")).toBe("1403/01/01");
    expect(formatJalali("1991-08-12", "latn")).toBe("1370/05/21");
  });
  it("round-trips every day of a few years", () => {
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(1994, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const { jy, jm, jd } = toJalali(iso);
      expect(fromJalali(jy, jm, jd)).toBe(iso);
    }
  });
  it("rejects impossible dates", () => {
    expect(fromJalali(1400, 12, 30)).toBeNull(); // 1400 is not leap
    expect(fromJalali(1370, 13, 1)).toBeNull();
    expect(fromJalali(1370, 7, 31)).toBeNull();
    expect(fromJalali(Number.NaN, 1, 1)).toBeNull();
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2024-02-29")).toBe(true);
  });
  it("never throws on years out of range: no date instead of a RangeError (issue 21 item 3)", () => {
    for (const jy of [-99999999, -275760, -1, 0, 9379, 275760, 99999999, 1e21, Number.NaN, Infinity, 1370.5])
      expect(fromJalali(jy, 1, 1)).toBeNull();
    expect(fromJalali(1, 1, 1)).toBe("0622-03-21");
    expect(fromJalali(9378, 10, 10)).toBe("9999-12-31");
    expect(fromJalali(9378, 10, 11)).toBeNull(); // 10000-01-01 is no ISO date
    expect(toJalali("-99999999-01-01")).toEqual({ jy: Number.NaN, jm: Number.NaN, jd: Number.NaN });
    expect(toJalali("not a date").jy).toBeNaN();
    expect(formatJalali("275761-01-01")).toBe("275761-01-01");
  });
});
