import fs from "node:fs";
import path from "node:path";
import { articlesPart1 } from "~/db/seeds/content/articles-1";
import { articlesPart2 } from "~/db/seeds/content/articles-2";
import { articlesPart3 } from "~/db/seeds/content/articles-3";
import { faq } from "~/db/seeds/content/faq";
import { qa } from "~/db/seeds/content/qa";
import { team } from "~/db/seeds/content/team";
import { places, resolvePlace } from "~/products/flights/places";
import { hotelCities, resolveCity } from "~/products/hotels/cities";
import { stations } from "~/products/trains/stations";
import type { Locale } from "~/routing/screens";
import { articledFrenchNames, otherLanguageNames } from "../../tests/support/place-names";
import { cityNames } from "./places";

const named = new Set<object>(Object.values(cityNames));
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

describe("one name per place (issue 23)", () => {
  it("airports, hotel cities and stations take their cities' names from one table", () => {
    for (const p of places) expect(named.has(p.city), p.code).toBe(true);
    for (const c of hotelCities) expect(named.has(c.name), c.code).toBe(true);
    for (const s of stations) expect(named.has(s.name), s.code).toBe(true);
  });

  it("French names carry no article, so “à” and “de” fit them (Kish, not Île de Kish)", () => {
    expect(articledFrenchNames).toEqual([]);
    expect(cityNames.kish.fr).toBe("Kish");
  });

  it("the messages and the content name a place as their language does", () => {
    const found: string[] = [];
    for (const locale of ["en", "nl", "fr"] as const) {
      const dir = path.join(process.cwd(), "locales", locale);
      for (const file of fs.readdirSync(dir))
        for (const text of strings(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))))
          for (const name of otherLanguageNames(text, locale)) found.push(`${locale}/${file}: ${name}`);
      const content: (readonly [string, unknown])[] = [
        ...[...articlesPart1, ...articlesPart2, ...articlesPart3].map(
          (a) => [`article ${a.key}`, a.t[locale]] as const,
        ),
        ...faq.map((f) => [`faq ${f.key}`, f.t[locale]] as const),
        ...qa.map((q) => [`qa ${q.key}`, q.t[locale]] as const),
        ...team.map((m) => [`team ${m.key}`, m.t[locale]] as const),
      ];
      for (const [where, value] of content)
        for (const name of otherLanguageNames(strings(value).join("\n"), locale as Locale))
          found.push(`${locale} ${where}: ${name}`);
    }
    expect(found).toEqual([]);
  });

  it("a city is still found by other spellings visitors type", () => {
    expect(resolveCity("Istanboel")?.code).toBe("istanbul");
    expect(resolvePlace("Istanboel")?.code).toBe("IST");
    expect(resolvePlace("Mechhed")?.code).toBe("MHD");
  });
});
