import { describe, expect, it } from "vitest";
import { readingArrow, readingArrows } from "./arrows";

describe("arrows that point the way the language reads (issue 23 item 9)", () => {
  it("points left on Persian pages, right elsewhere", () => {
    expect(readingArrow("fa")).toBe("←");
    for (const locale of ["en", "nl", "fr"] as const) expect(readingArrow(locale)).toBe("→");
  });
  it("turns a Persian route's arrow and isolates Latin codes around it", () => {
    expect(readingArrows("تهران → مشهد", "fa")).toBe("تهران ← مشهد");
    expect(readingArrows("I3 498 KER→THR", "fa")).toBe("I3 498 \u2066KER\u2069 ← \u2066THR\u2069");
    expect(readingArrows("I3 498 KER→THR", "en")).toBe("I3 498 KER→THR");
    expect(readingArrows("Tehran → Mashhad", "fr")).toBe("Tehran → Mashhad");
  });
});
