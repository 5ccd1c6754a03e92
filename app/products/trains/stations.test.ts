import { describe, expect, it } from "vitest";
import { distanceKm } from "../../../tests/support/geo";
import { findStation, stationByCode, stations } from "./stations";

describe("stations", () => {
  it("has at least 40 stations with names in four languages and coordinates in Iran", () => {
    expect(stations.length).toBeGreaterThanOrEqual(40);
    expect(new Set(stations.map((s) => s.code)).size).toBe(stations.length);
    for (const s of stations) {
      expect(s.name.fa).toMatch(/^[\u0600-\u06ff\u200c ]+$/);
      for (const locale of ["en", "nl", "fr"] as const) expect(s.name[locale]).toMatch(/^[A-Za-zÀ-ÿ' -]+$/);
      expect(s.lat).toBeGreaterThan(25);
      expect(s.lat).toBeLessThan(40);
      expect(s.lon).toBeGreaterThan(44);
      expect(s.lon).toBeLessThan(63.5);
    }
  });

  it("finds a station by its name in any language, a known spelling or its code", () => {
    expect(findStation("Téhéran")?.code).toBe("tehran");
    expect(findStation("teheran")?.code).toBe("tehran");
    expect(findStation("Ispahan")?.code).toBe("isfahan");
    expect(findStation("Esfahan")?.code).toBe("isfahan");
    expect(findStation("Nishapur")?.code).toBe("neyshabur");
    expect(findStation("bandar_abbas")?.code).toBe("bandar_abbas");
    expect(findStation("  MASHHAD ")?.code).toBe("mashhad");
  });

  it("matches Persian keyboard variants: Arabic yeh and kaf, spaces and half-spaces", () => {
    expect(findStation("شيراز")?.code).toBe("shiraz");
    expect(findStation("كرمان")?.code).toBe("kerman");
    expect(findStation("بندر عباس")?.code).toBe("bandar_abbas");
    expect(findStation("خرم آباد")?.code).toBe("khorramabad");
    expect(findStation("قائمشهر")?.code).toBe("qaemshahr");
    expect(findStation("بندر امام")?.code).toBe("bandar_imam");
  });

  it("takes an unambiguous beginning, not an ambiguous one or nonsense", () => {
    expect(findStation("Tabr")?.code).toBe("tabriz");
    expect(findStation("Kh")).toBeNull(); // Khorramabad, Khorramshahr
    expect(findStation("Atlantis")).toBeNull();
    expect(findStation("")).toBeNull();
  });

  it("measures distances as the crow flies", () => {
    const km = distanceKm(stationByCode("tehran")!, stationByCode("mashhad")!);
    expect(km).toBeGreaterThan(720);
    expect(km).toBeLessThan(760);
  });
});
