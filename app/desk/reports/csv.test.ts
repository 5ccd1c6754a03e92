import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvNumber, majorNumber, toCsv } from "./csv";

describe("report CSV", () => {
  it("starts with a UTF-8 byte-order mark and ends every line with CRLF", () => {
    const text = toCsv([
      ["روز", "مبلغ"],
      ["2026-11-01", csvNumber(12)],
    ]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(Buffer.from(text, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(text.slice(1)).toBe('"روز","مبلغ"\r\n"2026-11-01",12\r\n');
  });

  it("quotes every text cell and doubles the quotes inside; commas and line breaks stay in their cell", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell("")).toBe('""');
    expect(csvCell(null)).toBe("");
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    for (const text of ["=1+1", "+98912", "-SALE-10", "@SUM(A1)", "\tx", "\rx", '=HYPERLINK("http://x")'])
      expect(csvCell(text)).toBe(`"'${text.replaceAll('"', '""')}"`);
    expect(csvCell("SALE=10")).toBe('"SALE=10"');
    // A text that looks like a negative number is still text: neutralised. Only numbers are written as numbers.
    expect(csvCell("-12.50")).toBe(`"'-12.50"`);
    expect(csvCell(csvNumber("-12.50"))).toBe("-12.50");
  });

  it("writes amounts in major units exactly, negative ones as negative numbers", () => {
    expect(majorNumber(1250, 2).number).toBe("12.50");
    expect(majorNumber(-5, 2).number).toBe("-0.05");
    expect(majorNumber(0, 2).number).toBe("0.00");
    expect(majorNumber(35_950_000, 0).number).toBe("35950000");
    expect(majorNumber(9_007_199_254_740_991, 2).number).toBe("90071992547409.91");
    expect(() => majorNumber(1.5, 2)).toThrow(RangeError);
  });

  it("refuses to write anything but a plain number as a number", () => {
    expect(() => csvNumber("=1")).toThrow(RangeError);
    expect(() => csvNumber("1e5")).toThrow(RangeError);
    expect(() => csvNumber(Number.NaN)).toThrow(RangeError);
    expect(() => csvCell({ number: "=cmd|' /C calc'!A0" })).toThrow(RangeError);
  });
});
