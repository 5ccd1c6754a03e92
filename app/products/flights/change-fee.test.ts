import { describe, expect, it } from "vitest";
import { changeFee, windowAt } from "./fare-rules";

const now = new Date("2026-12-01T10:00:00Z");
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe("change fees by fare and time before departure", () => {
  it("falls in the window of the first flight's departure", () => {
    expect(windowAt(at(24 * 8), now)).toBe("moreThan7Days");
    expect(windowAt(at(72), now)).toBe("from72Hours");
    expect(windowAt(at(71.9), now)).toBe("from3Hours");
    expect(windowAt(at(1), now)).toBe("lastHours");
    expect(windowAt(at(0), now)).toBeNull();
  });

  it("charges the fare's share of the ticket amount", () => {
    expect(changeFee([{ fareType: "standard", departAt: at(24 * 10) }], 20_000, now)).toEqual({
      changeable: true,
      percent: 10,
      fee: 2000,
      window: "moreThan7Days",
    });
    expect(changeFee([{ fareType: "flex", departAt: at(24 * 10) }], 20_000, now)).toMatchObject({ fee: 0 });
    expect(changeFee([{ fareType: "saver", departAt: at(10) }], 20_000, now)).toMatchObject({ percent: 70 });
  });

  it("takes the strictest fare of a connection", () => {
    const legs = [
      { fareType: "flex" as const, departAt: at(100) },
      { fareType: "saver" as const, departAt: at(104) },
    ];
    expect(changeFee(legs, 10_000, now)).toMatchObject({ percent: 50, fee: 5000 });
  });

  it("refuses a saver fare in its last hours and a flight that has left", () => {
    expect(changeFee([{ fareType: "saver", departAt: at(2) }], 10_000, now)).toEqual({ changeable: false });
    expect(changeFee([{ fareType: "flex", departAt: at(-1) }], 10_000, now)).toEqual({ changeable: false });
  });
});
