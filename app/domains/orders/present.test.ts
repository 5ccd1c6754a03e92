import { describe, expect, it } from "vitest";
import { maskDocument, viewLine } from "./lines";
import { agencyMoment, presentLine } from "./present";
import { confirmedOrder } from "./e-ticket.fixture";

describe("maskDocument", () => {
  it("keeps only the last four characters", () => {
    expect(maskDocument("0012345679")).toBe("••••••5679");
    expect(maskDocument("X98761234")).toBe("•••••1234");
    expect(maskDocument(" K 1234 5678 ")).toBe("•••••5678");
  });

  it("hides a number of four characters or fewer entirely", () => {
    expect(maskDocument("1234")).toBe("••••");
    expect(maskDocument("")).toBe("");
  });
});

describe("presentLine", () => {
  const { lines } = confirmedOrder("en");
  const view = viewLine(lines[0].kind, lines[0].payload, lines[0].quantity);

  it("shows each departure and arrival on its airport's clock, with the place named", () => {
    const [leg] = presentLine(view, "en").legs;
    expect(leg.depart).toEqual({ date: "Mon, 1 Jun 2026", time: "07:05", place: "Tehran" });
    expect(leg.arrive).toEqual({ date: "Mon, 1 Jun 2026", time: "09:35", place: "Istanbul" });
    expect(leg.from).toEqual({ code: "IKA", city: "Tehran", airport: "Imam Khomeini Airport" });
    expect(leg.airline).toBe("Iran Air");
  });

  it("writes Persian times with Persian digits and Jalali dates", () => {
    const [leg] = presentLine(view, "fa").legs;
    expect(leg.depart).toEqual({ date: "دوشنبه ۱۱ خرداد ۱۴۰۵", time: "۰۷:۰۵", place: "تهران" });
    expect(leg.arrive?.time).toBe("۰۹:۳۵");
  });

  it("masks every passenger's document and never carries the number itself", () => {
    const { passengers } = presentLine(view, "en");
    expect(passengers.map((p) => p.document)).toEqual([
      { kind: "id_card", masked: "••••••5679" },
      { kind: "passport", masked: "•••••1234" },
    ]);
    expect(JSON.stringify(passengers)).not.toContain("0012345679");
  });

  it("reads a time of an unknown place on the agency's clock", () => {
    const line = viewLine("train", { segments: [{ from: "XYZ", to: "ABC", departsAt: "2026-01-10T20:45:00Z" }] });
    expect(presentLine(line, "nl").legs[0].depart).toEqual({ date: "zo 11 jan 2026", time: "00:15", place: "Teheran" });
  });
});

describe("agencyMoment", () => {
  it("gives hold deadlines in Tehran time, in every language", () => {
    const at = new Date("2026-06-01T21:38:00Z");
    expect(agencyMoment(at, "en")).toEqual({ date: "Tue, 2 Jun 2026", time: "01:08", place: "Tehran" });
    expect(agencyMoment(at, "fr").time).toBe("01:08");
    expect(agencyMoment(at, "fa")).toEqual({ date: "سه‌شنبه ۱۲ خرداد ۱۴۰۵", time: "۰۱:۰۸", place: "تهران" });
  });
});
