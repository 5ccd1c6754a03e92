import type { Locale } from "~/routing/screens";

/**
 * The name of every city the agency serves, in the four languages — one source for the
 * airports' cities (app/products/flights/places.ts), the hotel cities (app/products/hotels/cities.ts)
 * and the stations (app/products/trains/stations.ts), so a place has one name in each language
 * on every page (issue 23: "Mashhad" on one French page, "Mechhed" on the others).
 *
 * Persian as the cities sign themselves; English as their Wikipedia articles; Dutch and French
 * as Dutch and French writers name them (Teheran, Parijs; Téhéran, Mechhed, Ispahan) — Dutch
 * writes Istanbul, as its travel and news writers do, though the Taalunie lists Istanboel.
 * A French name is written so that the messages' "de"/"à" fit it: no article in it ("Kish", not
 * "Île de Kish"); elision before a vowel is the translators' work (app/i18n/french-grammar.ts).
 * The Dutch, French and English names default to the English one.
 */
export type PlaceNames = Record<Locale, string>;

const n = (fa: string, en: string, nl = en, fr = en): PlaceNames => ({ fa, en, nl, fr });

export const cityNames = {
  tehran: n("تهران", "Tehran", "Teheran", "Téhéran"),
  mashhad: n("مشهد", "Mashhad", "Mashhad", "Mechhed"),
  isfahan: n("اصفهان", "Isfahan", "Isfahan", "Ispahan"),
  shiraz: n("شیراز", "Shiraz", "Shiraz", "Chiraz"),
  tabriz: n("تبریز", "Tabriz"),
  yazd: n("یزد", "Yazd"),
  kerman: n("کرمان", "Kerman"),
  ahvaz: n("اهواز", "Ahvaz"),
  bandar_abbas: n("بندرعباس", "Bandar Abbas"),
  qom: n("قم", "Qom"),
  kashan: n("کاشان", "Kashan", "Kashan", "Kachan"),
  zanjan: n("زنجان", "Zanjan", "Zanjan", "Zandjan"),
  sari: n("ساری", "Sari"),
  gorgan: n("گرگان", "Gorgan"),
  qazvin: n("قزوین", "Qazvin"),
  semnan: n("سمنان", "Semnan"),
  shahrud: n("شاهرود", "Shahrud", "Shahrud", "Chahroud"),
  neyshabur: n("نیشابور", "Neyshabur", "Nishapur", "Nichapur"),
  sabzevar: n("سبزوار", "Sabzevar"),
  arak: n("اراک", "Arak"),
  malayer: n("ملایر", "Malayer"),
  hamadan: n("همدان", "Hamadan"),
  khorramabad: n("خرم‌آباد", "Khorramabad"),
  andimeshk: n("اندیمشک", "Andimeshk", "Andimeshk", "Andimechk"),
  dorud: n("دورود", "Dorud", "Dorud", "Doroud"),
  khorramshahr: n("خرمشهر", "Khorramshahr", "Khorramshahr", "Khorramchahr"),
  bandar_imam: n("بندر امام خمینی", "Bandar Imam Khomeini"),
  bafq: n("بافق", "Bafq"),
  zarand: n("زرند", "Zarand"),
  sirjan: n("سیرجان", "Sirjan", "Sirjan", "Sirdjan"),
  miyaneh: n("میانه", "Miyaneh", "Miyaneh", "Mianeh"),
  maragheh: n("مراغه", "Maragheh", "Maragheh", "Maragha"),
  urmia: n("ارومیه", "Urmia", "Urmia", "Ourmia"),
  salmas: n("سلماس", "Salmas"),
  jolfa: n("جلفا", "Jolfa", "Jolfa", "Djolfa"),
  garmsar: n("گرمسار", "Garmsar"),
  varamin: n("ورامین", "Varamin"),
  mahallat: n("محلات", "Mahallat"),
  golpayegan: n("گلپایگان", "Golpayegan"),
  damghan: n("دامغان", "Damghan"),
  qaemshahr: n("قائم‌شهر", "Qaemshahr", "Qaemshahr", "Ghaemchahr"),
  zahedan: n("زاهدان", "Zahedan"),
  bojnurd: n("بجنورد", "Bojnurd", "Bojnurd", "Bodjnourd"),
  sanandaj: n("سنندج", "Sanandaj", "Sanandaj", "Sanandadj"),
  kish: n("کیش", "Kish Island", "Kish", "Kish"),
  qeshm: n("قشم", "Qeshm"),
  rasht: n("رشت", "Rasht", "Rasht", "Racht"),
  istanbul: n("استانبول", "Istanbul"),
  dubai: n("دبی", "Dubai", "Dubai", "Dubaï"),
  antalya: n("آنتالیا", "Antalya"),
  yerevan: n("ایروان", "Yerevan", "Jerevan", "Erevan"),
  tbilisi: n("تفلیس", "Tbilisi", "Tbilisi", "Tbilissi"),
  baku: n("باکو", "Baku", "Bakoe", "Bakou"),
  amsterdam: n("آمستردام", "Amsterdam"),
  paris: n("پاریس", "Paris", "Parijs", "Paris"),
  doha: n("دوحه", "Doha"),
  vienna: n("وین", "Vienna", "Wenen", "Vienne"),
  london: n("لندن", "London", "Londen", "Londres"),
  frankfurt: n("فرانکفورت", "Frankfurt", "Frankfurt", "Francfort"),
  munich: n("مونیخ", "Munich", "München", "Munich"),
  toronto: n("تورنتو", "Toronto"),
  kermanshah: n("کرمانشاه", "Kermanshah"),
} as const satisfies Record<string, PlaceNames>;

export type CityCode = keyof typeof cityNames;

/** Other spellings a visitor may type for a city (searched, never shown). */
export const otherSpellings: Partial<Record<CityCode, string[]>> = { istanbul: ["Istanboel"] };

/** The time zone of each city abroad; every other city keeps Tehran's (the agency's) clock. */
const abroadTimeZones: Partial<Record<CityCode, string>> = {
  istanbul: "Europe/Istanbul",
  antalya: "Europe/Istanbul",
  dubai: "Asia/Dubai",
  yerevan: "Asia/Yerevan",
  tbilisi: "Asia/Tbilisi",
  baku: "Asia/Baku",
  amsterdam: "Europe/Amsterdam",
  paris: "Europe/Paris",
  doha: "Asia/Qatar",
  vienna: "Europe/Vienna",
  london: "Europe/London",
  frankfurt: "Europe/Berlin",
  munich: "Europe/Berlin",
  toronto: "America/Toronto",
};

/** A city's clock: its local times (a tour's flight or bus) are read in this zone. */
export function cityTimeZone(city: CityCode): string {
  return abroadTimeZones[city] ?? "Asia/Tehran";
}

/** Whether a city is outside Iran (a passport is then every traveller's document). */
export function isAbroad(city: CityCode): boolean {
  return city in abroadTimeZones;
}
