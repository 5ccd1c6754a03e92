import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_PROPERTIES, generateCatalog, propertiesPerCity } from "./catalog";
import { hotelCities } from "./cities";
import {
  amenities,
  boards,
  cancellationKinds,
  idRules,
  petPolicies,
  photoIds,
  propertyKinds,
  roomCodes,
} from "./codes";
import { fitRoom } from "./occupancy";

const catalog = generateCatalog(DEFAULT_PROPERTIES);

describe("the generated hotel catalog", () => {
  it("is the same every time, and spreads hundreds of properties over every city by weight", () => {
    expect(JSON.stringify(generateCatalog(40))).toBe(JSON.stringify(generateCatalog(40)));
    expect(catalog.properties).toHaveLength(DEFAULT_PROPERTIES);
    expect(catalog.properties.map((p) => p.id)).toEqual(Array.from({ length: DEFAULT_PROPERTIES }, (_, i) => i + 1));
    const perCity = propertiesPerCity(DEFAULT_PROPERTIES);
    expect(perCity.reduce((s, n) => s + n, 0)).toBe(DEFAULT_PROPERTIES);
    expect(Math.min(...perCity)).toBeGreaterThanOrEqual(3);
    const tehran = catalog.properties.filter((p) => p.city === "tehran").length;
    expect(tehran).toBe(perCity[0]);
    expect(tehran).toBeGreaterThan(catalog.properties.filter((p) => p.city === "kerman").length);
    expect(propertiesPerCity(3000).reduce((s, n) => s + n, 0)).toBe(3000);
  });

  it("names every property in four languages, Persian in Persian script, uniquely in its city", () => {
    const byId = new Map<number, Record<string, string>>();
    for (const t of catalog.texts) byId.set(t.propertyId, { ...byId.get(t.propertyId), [t.locale]: t.name });
    for (const p of catalog.properties) {
      const names = byId.get(p.id)!;
      expect(Object.keys(names).sort()).toEqual(["en", "fa", "fr", "nl"]);
      expect(names.fa).toMatch(/^[\u0600-\u06ff\u200c ۰-۹]+$/);
      expect(names.fa).not.toMatch(/[يك]/);
      expect(names.en).toMatch(/^[A-Za-z' ()0-9-]+/);
    }
    const seen = catalog.properties.map((p) => `${p.city}|${byId.get(p.id)!.en}`);
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(catalog.properties.map((p) => p.slug)).size).toBe(catalog.properties.length);
    const big = generateCatalog(3000);
    expect(new Set(big.properties.map((p) => p.slug)).size).toBe(3000);
    const first = catalog.texts.filter((t) => t.propertyId === 1);
    expect(first.find((t) => t.locale === "fa")!.description).toMatch(/ستاره در .*کیلومتر تا مرکز تهران/);
    expect(first.find((t) => t.locale === "en")!.address).toMatch(/, Tehran$/);
  });

  it("keeps Iranian hotels in rials with the ID rules for couples and foreigners, and abroad in euros with any city tax", () => {
    for (const p of catalog.properties) {
      const city = hotelCities.find((c) => c.code === p.city)!;
      expect(p.currency).toBe(city.domestic ? "IRR" : "EUR");
      expect(["hotel", "boutique", "apartment", ...city.extraKinds]).toContain(p.kind);
      expect(city.districts.map((d) => d.code)).toContain(p.district);
      expect(p.distanceM).toBeLessThan(60_000);
      if (city.domestic) {
        expect(p.idRules).toEqual(["photo_id_all_adults", "marriage_proof_iranian_couples", "passport_foreigners"]);
        expect(p.cityTax).toBe(0);
      } else expect(p.idRules).toEqual(["photo_id_all_adults"]);
    }
    expect(catalog.properties.some((p) => p.cityTax > 0)).toBe(true);
    expect(catalog.properties.some((p) => p.kind === "traditional" && p.city === "yazd")).toBe(true);
  });

  it("gives every property rooms and rates whose ids say whose they are, and a room for two adults", () => {
    for (const p of catalog.properties) {
      const rooms = catalog.roomTypes.filter((r) => r.propertyId === p.id);
      expect(rooms.length).toBeGreaterThanOrEqual(2);
      expect(rooms.every((r) => Math.floor(r.id / 10) === p.id)).toBe(true);
      expect(rooms.some((r) => !fitRoom({ adults: 2, childAges: [] }, r, p))).toBe(true);
    }
    for (const plan of catalog.ratePlans) {
      expect(Math.floor(plan.id / 10)).toBe(plan.roomTypeId);
      expect(plan.basePrice).toBeGreaterThan(0);
      if (plan.cancellation === "none") expect(plan.keepPercent).toBe(100);
      if (plan.cancellation === "free") expect(plan.freeUntilDays).toBeGreaterThan(0);
    }
    for (const kind of cancellationKinds) expect(catalog.ratePlans.some((r) => r.cancellation === kind)).toBe(true);
    for (const board of boards) expect(catalog.ratePlans.some((r) => r.board === board)).toBe(true);
    expect(catalog.ratePlans.some((r) => r.minStay > 1)).toBe(true);
  });

  it("uses only the codes the migration allows, and the shipped photos and amenities", () => {
    const migration = fs.readFileSync(path.join(process.cwd(), "app/db/migrations/0409_hotels.sql"), "utf8");
    const allowed = (column: string) =>
      [...new RegExp(`${column} IN \\(([^)]*)\\)`).exec(migration)![1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(allowed("kind")).toEqual([...propertyKinds]);
    expect(allowed("board")).toEqual([...boards]);
    expect(allowed("cancellation")).toEqual([...cancellationKinds]);
    expect(allowed("code")).toEqual([...roomCodes]);
    expect(allowed("pets")).toEqual([...petPolicies]);
    for (const p of catalog.properties) {
      expect(p.amenities.every((a) => (amenities as readonly string[]).includes(a))).toBe(true);
      expect(p.photos.every((x) => (photoIds as readonly string[]).includes(x))).toBe(true);
      expect(p.idRules.every((x) => (idRules as readonly string[]).includes(x))).toBe(true);
    }
  });
});
