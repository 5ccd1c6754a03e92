import { describe, expect, it } from "vitest";
import { isolate, visualRuns, wrapWords } from "./bidi-runs";

const drawn = (text: string, base: "ltr" | "rtl") =>
  visualRuns(text, base).map((r) => `${r.rtl ? "R" : "L"}:${r.text}`);

describe("visualRuns", () => {
  it("keeps a left-to-right line as one run", () => {
    expect(drawn("Flight IR279 07:05", "ltr")).toEqual(["L:Flight IR279 07:05"]);
  });

  it("puts Persian words right to left, keeping each run in logical order for the shaper", () => {
    expect(drawn("به وقت تهران", "rtl")).toEqual(["R:به وقت تهران"]);
  });

  it("keeps numbers and Latin codes left to right inside a Persian line, in visual order", () => {
    // "07:05 Tehran time" in Persian: the time is read first, so it stands rightmost.
    expect(drawn("۰۷:۰۵ به وقت تهران", "rtl")).toEqual(["R: به وقت تهران", "L:۰۷:۰۵"]);
    expect(drawn("پرواز IR279 ایران ایر", "rtl")).toEqual(["R: ایران ایر", "L:IR279", "R:پرواز "]);
  });

  it("mirrors brackets in right-to-left runs (the shaper then reverses each run's glyphs)", () => {
    expect(drawn("کودک (۲ تا ۱۱ سال)", "rtl")).toEqual(["R: سال(", "L:۱۱", "R: تا ", "L:۲", "R:کودک )"]);
  });

  it("keeps an isolated value whole and drops the marks", () => {
    const line = `پشتیبانی: ${isolate("+98 21 9100 2400")}`;
    expect(drawn(line, "rtl")).toEqual(["L:+98 21 9100 2400", "R:پشتیبانی: "]);
    expect(drawn(`کارت ملی ${isolate("••••••5679")}`, "rtl")).toEqual(["L:••••••5679", "R:کارت ملی "]);
  });
});

describe("wrapWords", () => {
  it("breaks at spaces before the width is exceeded", () => {
    expect(wrapWords("aa bb cc dd", 5, (s) => s.length)).toEqual(["aa bb", "cc dd"]);
    expect(wrapWords("averyveryLongWord b", 5, (s) => s.length)).toEqual(["averyveryLongWord", "b"]);
  });
});
