import { describe, expect, it } from "vitest";
import { operators, wagonTypes } from "./codes";
import { generateTrains, routes, runsOn, trainById, trains, wagonLayout } from "./catalog";
import { distanceKm } from "../../../tests/support/geo";
import { stationByCode, stations } from "./stations";

describe("the train catalog", () => {
  const all = trains();

  it("is deterministic, with unique ids and train numbers", () => {
    expect(generateTrains()).toEqual(all);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    expect(new Set(all.map((t) => t.number)).size).toBe(all.length);
    expect(all.every((t) => /^\d{3}$/.test(t.number))).toBe(true);
    expect(trainById(all[7].id)).toBe(all[7]);
    expect(trainById(99_999)).toBeNull();
  });

  it("serves every station, both ways, with every operator and wagon type somewhere", () => {
    for (const s of stations) {
      expect(all.some((t) => t.from === s.code)).toBe(true);
      expect(all.some((t) => t.to === s.code)).toBe(true);
    }
    expect(new Set(all.map((t) => t.operator))).toEqual(new Set(operators));
    expect(new Set(all.flatMap((t) => t.wagons.map((w) => w.type)))).toEqual(new Set(wagonTypes));
  });

  it("routes are longer by rail than as the crow flies, and trains run at sensible speeds", () => {
    for (const r of routes) {
      expect(r.km).toBeGreaterThanOrEqual(distanceKm(stationByCode(r.from)!, stationByCode(r.to)!) * 0.95);
      const kmh = r.km / (r.minutes / 60);
      expect(kmh).toBeGreaterThan(40);
      expect(kmh).toBeLessThan(140);
    }
  });

  it("gives each train local times, wagons numbered from 1 and laid out by type", () => {
    for (const t of all) {
      expect(t.departs).toMatch(/^([01]\d|2[0-3]):[0-5][05]$/);
      t.wagons.forEach((w, i) => {
        expect(w.wagonNo).toBe(i + 1);
        expect({ places: w.places, berths: w.berths }).toEqual(wagonLayout[w.type]);
        if (w.berths) expect(w.places % w.berths).toBe(0);
      });
      // Long trains have compartments (nobody sits up through the night), short ones of Raja and Safir are open cars.
      if (t.minutes > 480) expect(t.wagons.some((w) => w.berths > 0)).toBe(true);
    }
  });

  it("runs daily, or three days a week one way and the next days back", () => {
    const tehranMashhad = all.find((t) => t.from === "tehran" && t.to === "mashhad")!;
    expect(["2026-12-19", "2026-12-20", "2026-12-21"].every((d) => runsOn(tehranMashhad, d))).toBe(true);
    const out = all.find((t) => t.from === "mashhad" && t.to === "tabriz")!;
    const back = all.find((t) => t.from === "tabriz" && t.to === "mashhad")!;
    // 2026-12-19 is a Saturday.
    expect(runsOn(out, "2026-12-19")).toBe(true);
    expect(runsOn(out, "2026-12-20")).toBe(false);
    expect(runsOn(back, "2026-12-20")).toBe(true);
    expect(runsOn(back, "2026-12-25")).toBe(false);
  });
});
