import { generateCatalog } from "./catalog";
import { cityByCode, streetName } from "./cities";

describe("hotel addresses and descriptions in each language (issue 23)", () => {
  const haram = cityByCode.mashhad.districts.find((d) => d.code === "haram")!;

  it("writes an Iranian street the language's way", () => {
    expect(streetName(haram.street, "en")).toBe("Imam Reza Street");
    expect(streetName(haram.street, "nl")).toBe("Imam Rezastraat");
    expect(streetName(haram.street, "fr")).toBe("rue Imam Reza");
    expect(streetName(haram.street, "fa")).toBe("خیابان امام رضا");
    const salakh = cityByCode.qeshm.districts.find((d) => d.street.fa.includes("صلخ"))!;
    expect(streetName(salakh.street, "nl")).toBe("Salakhweg");
    expect(streetName(salakh.street, "fr")).toBe("route de Salakh");
  });

  it("keeps a street abroad as it is signed there", () => {
    const rivoli = cityByCode.paris.districts[0].street;
    for (const locale of ["en", "nl", "fr"] as const) expect(streetName(rivoli, locale)).toBe("Rue de Rivoli");
  });

  it("puts no English street word in a Dutch or French address, and no district after à/in", () => {
    const { texts } = generateCatalog(300);
    const nl = texts.filter((t) => t.locale === "nl");
    const fr = texts.filter((t) => t.locale === "fr");
    expect(nl.length).toBeGreaterThan(100);
    const iranian = /\b[A-Z][a-z]+ (?:Street|Boulevard|Alley|Main Road)\b/;
    const domestic = (address: string) =>
      /Teheran|Téhéran|Mashhad|Mechhed|Isfahan|Ispahan|Shiraz|Chiraz|Tabriz|Kish|Qeshm|Yazd|Rasht|Racht|Kerman/.test(
        address,
      );
    expect(nl.filter((t) => domestic(t.address) && iranian.test(t.address)).map((t) => t.address)).toEqual([]);
    expect(fr.filter((t) => domestic(t.address) && iranian.test(t.address)).map((t) => t.address)).toEqual([]);
    expect(fr.filter((t) => /\bde [AEIOUÉÎ]/.test(t.description)).map((t) => t.description)).toEqual([]);
    expect(fr.some((t) => t.description.includes("du centre d’Ispahan"))).toBe(true);
    const districts = new Set(Object.values(cityByCode).flatMap((c) => c.districts.map((d) => d.name.fr)));
    expect(
      fr.filter((t) => [...districts].some((d) => t.description.includes(`à ${d}`))).map((t) => t.description),
    ).toEqual([]);
  });
});
