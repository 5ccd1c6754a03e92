import { describe, expect, it } from "vitest";
import { inOrder, isWindow, missingFields, withinWindow, writtenLanguages } from "./publishing";

/** The rules the desk's job offers, guides and special offers share (decision 118). */
describe("publishable languages", () => {
  const empty = { title: "", body: "" };
  it("are the languages with something written; an empty one is not published in", () => {
    expect(
      writtenLanguages({ fa: { title: "عنوان", body: "متن" }, en: empty, nl: { title: " ", body: "x" }, fr: empty }),
    ).toEqual(["fa", "nl"]);
    expect(writtenLanguages({ fa: empty, en: empty, nl: empty, fr: empty })).toEqual([]);
  });
  it("must be complete once started (an optional field aside)", () => {
    const texts = { fa: { title: "عنوان", body: "" }, en: empty, nl: { title: "Titel", body: "Tekst" }, fr: empty };
    expect(missingFields(texts)).toEqual([{ locale: "fa", name: "body" }]);
    expect(missingFields(texts, ["body"])).toEqual([]);
  });
});

describe("validity windows in agency days", () => {
  it("include both ends; a missing end is open", () => {
    const window = { startsOn: "2026-12-01", endsOn: "2026-12-10" };
    expect(withinWindow("2026-11-30", window)).toBe(false);
    expect(withinWindow("2026-12-01", window)).toBe(true);
    expect(withinWindow("2026-12-10", window)).toBe(true);
    expect(withinWindow("2026-12-11", window)).toBe(false);
    expect(withinWindow("2030-01-01", { startsOn: "2026-12-01", endsOn: null })).toBe(true);
    expect(withinWindow("2020-01-01", { startsOn: null, endsOn: "2026-12-10" })).toBe(true);
    expect(withinWindow("2026-12-05", { startsOn: null, endsOn: null })).toBe(true);
  });
  it("end no earlier than they start (one day is a window)", () => {
    expect(isWindow({ startsOn: "2026-12-10", endsOn: "2026-12-01" })).toBe(false);
    expect(isWindow({ startsOn: "2026-12-10", endsOn: "2026-12-10" })).toBe(true);
    expect(isWindow({ startsOn: null, endsOn: "2026-12-01" })).toBe(true);
  });
});

describe("the order offers are listed in", () => {
  it("is by order number, then the oldest first, without changing the list given", () => {
    const rows = [
      { id: 4, position: 1 },
      { id: 2, position: 0 },
      { id: 3, position: 1 },
      { id: 1, position: 5 },
    ];
    expect(inOrder(rows).map((r) => r.id)).toEqual([2, 3, 4, 1]);
    expect(rows.map((r) => r.id)).toEqual([4, 2, 3, 1]);
  });
});
