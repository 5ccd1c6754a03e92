/**
 * The cities the agency sells hotels in (pure data, shared by server and browser): the
 * domestic and international destinations its flights serve, with names in the four
 * languages (from app/travel/places.ts), time zone, the currency its hotels are
 * priced in (IRR in Iran, EUR abroad), the centre the distances are measured from, its
 * districts (name and a main street, used by the generated inventory) and the taxes its
 * hotels charge. Decision 500.
 */
import { cityNames as names, otherSpellings, type CityCode } from "~/travel/places";
import type { Locale } from "~/routing/screens";
import type { PropertyKind } from "./codes";
import { frenchElision } from "~/i18n/french-grammar";
import { normaliseSearchText } from "./text";

type Names = Record<Locale, string>;

export interface District {
  code: string;
  name: Names;
  /** A main street of the district: its name in each language's addresses (streetName). */
  street: Street;
  /** Where the district lies from the city centre, in km (east, north). */
  offsetKm: [number, number];
}

export interface HotelCity {
  code: string;
  name: Names;
  /** ISO 3166-1 alpha-2. */
  country: string;
  domestic: boolean;
  timeZone: string;
  currency: "IRR" | "EUR";
  /** The centre distances are measured from: latitude, longitude. */
  centre: [number, number];
  /** The airport its flights land at, when the agency flies there (app/products/flights/places.ts). */
  airport: string | null;
  /** Share of the generated properties (relative). */
  weight: number;
  /** Room prices against the country's reference (1 = reference). */
  priceLevel: number;
  /** Taxes and charges a hotel adds to the room price, in percent (paid with the booking, shown apart). */
  taxPercent: number;
  /** City tax due at the hotel, per adult per night, minor units of the city's currency, by stars (1 to 5). */
  cityTax: [number, number, number, number, number];
  /** The kinds of property found here besides hotels, boutique hotels and apartment hotels. */
  extraKinds: PropertyKind[];
  districts: District[];
}

const n = (fa: string, en: string, nl = en, fr = en): Names => ({ fa, en, nl, fr });

/** The kinds of Iranian street the districts name, as each language writes them. */
type StreetKind = "street" | "boulevard" | "alley" | "mainRoad";

/**
 * A street in Persian script and, for the Latin-script addresses: an Iranian street's name and
 * kind (written "Imam Reza Street", "Imam Rezastraat", "rue Imam Reza"), or a street abroad as
 * it is signed there ("Rue de Rivoli", "İstiklal Caddesi", "Whitehall"), the same in every
 * Latin-script language.
 */
export type Street = { fa: string } & ({ name: string; kind: StreetKind } | { local: string });

/** An Iranian street: its name and kind, written the way each language writes its streets. */
const ir = (name: string, kind: StreetKind) => ({ name, kind });

/** A district's street as an address in `locale` writes it. */
export function streetName(street: Street, locale: Locale): string {
  if (locale === "fa") return street.fa;
  if ("local" in street) return street.local;
  const { name, kind } = street;
  switch (locale) {
    case "en":
      return `${name} ${{ street: "Street", boulevard: "Boulevard", alley: "Alley", mainRoad: "Main Road" }[kind]}`;
    case "nl":
      // Dutch joins the kind to the name's last word: Imam Rezastraat, Vakilabadboulevard, Salakhweg.
      return `${name}${{ street: "straat", boulevard: "boulevard", alley: "steeg", mainRoad: "weg" }[kind]}`;
    case "fr":
      return frenchElision(
        `${{ street: "rue", boulevard: "boulevard", alley: "ruelle", mainRoad: "route de" }[kind]} ${name}`,
      );
  }
}
const d = (
  code: string,
  name: Names,
  streetFa: string,
  street: string | { name: string; kind: StreetKind },
  east: number,
  north: number,
): District => ({
  code,
  name,
  street: typeof street === "string" ? { fa: streetFa, local: street } : { fa: streetFa, ...street },
  offsetKm: [east, north],
});
const NO_CITY_TAX: HotelCity["cityTax"] = [0, 0, 0, 0, 0];

const iran = (
  code: string,
  name: Names,
  centre: [number, number],
  airport: string | null,
  weight: number,
  priceLevel: number,
  extraKinds: PropertyKind[],
  districts: District[],
): HotelCity => ({
  code,
  name,
  country: "IR",
  domestic: true,
  timeZone: "Asia/Tehran",
  currency: "IRR",
  centre,
  airport,
  weight,
  priceLevel,
  taxPercent: 9,
  cityTax: NO_CITY_TAX,
  extraKinds,
  districts,
});

const abroad = (
  code: string,
  name: Names,
  country: string,
  timeZone: string,
  centre: [number, number],
  airport: string | null,
  weight: number,
  priceLevel: number,
  taxPercent: number,
  cityTax: HotelCity["cityTax"],
  extraKinds: PropertyKind[],
  districts: District[],
): HotelCity => ({
  code,
  name,
  country,
  domestic: false,
  timeZone,
  currency: "EUR",
  centre,
  airport,
  weight,
  priceLevel,
  taxPercent,
  cityTax,
  extraKinds,
  districts,
});

export const hotelCities: HotelCity[] = [
  iran(
    "tehran",
    names.tehran,
    [35.6892, 51.389],
    "THR",
    10,
    1.2,
    [],
    [
      d(
        "downtown",
        n("مرکز شهر", "Downtown", "Centrum", "Centre-ville"),
        "خیابان فردوسی",
        ir("Ferdowsi", "street"),
        0,
        0,
      ),
      d("vanak", n("ونک", "Vanak"), "خیابان ونک", ir("Vanak", "street"), 0.5, 6),
      d("tajrish", n("تجریش", "Tajrish"), "خیابان ولیعصر", ir("Valiasr", "street"), 1, 12),
      d("saadatabad", n("سعادت‌آباد", "Saadat Abad"), "بلوار دریا", ir("Darya", "boulevard"), -5, 9),
      d("mehrabad", n("مهرآباد", "Mehrabad"), "خیابان آزادی", ir("Azadi", "street"), -7, 0),
    ],
  ),
  iran(
    "mashhad",
    names.mashhad,
    [36.288, 59.6157],
    "MHD",
    9,
    1,
    [],
    [
      d(
        "haram",
        n("حرم مطهر", "Holy Shrine", "Heiligdom", "Sanctuaire"),
        "خیابان امام رضا",
        ir("Imam Reza", "street"),
        0,
        0,
      ),
      d("ahmadabad", n("احمدآباد", "Ahmadabad"), "خیابان احمدآباد", ir("Ahmadabad", "street"), -3, 1),
      d("vakilabad", n("وکیل‌آباد", "Vakilabad"), "بلوار وکیل‌آباد", ir("Vakilabad", "boulevard"), -7, -1),
      d("kuhsangi", n("کوهسنگی", "Kuhsangi"), "خیابان کوهسنگی", ir("Kuhsangi", "street"), -2, -2),
    ],
  ),
  iran(
    "isfahan",
    names.isfahan,
    [32.6575, 51.6776],
    "IFN",
    6,
    1.1,
    ["traditional"],
    [
      d(
        "naqshejahan",
        n("میدان نقش جهان", "Naqsh-e Jahan Square", "Naqsh-e Jahanplein", "Place Naqsh-e Jahan"),
        "خیابان سپه",
        ir("Sepah", "street"),
        0,
        0,
      ),
      d(
        "chaharbagh",
        n("چهارباغ", "Chaharbagh"),
        "خیابان چهارباغ عباسی",
        ir("Chaharbagh Abbasi", "street"),
        -0.8,
        -0.8,
      ),
      d("jolfa", n("جلفا", "Jolfa", "Jolfa", "Djolfa"), "خیابان نظر", ir("Nazar", "street"), -1.8, -1.8),
      d("mardavij", n("مرداویج", "Mardavij"), "خیابان مرداویج", ir("Mardavij", "street"), 1, -5),
    ],
  ),
  iran(
    "shiraz",
    names.shiraz,
    [29.6171, 52.5434],
    "SYZ",
    5,
    1.05,
    ["traditional"],
    [
      d(
        "karimkhan",
        n("ارگ کریمخان", "Karim Khan Citadel", "Citadel van Karim Khan", "Citadelle de Karim Khan"),
        "خیابان کریمخان زند",
        ir("Karim Khan Zand", "street"),
        0,
        0,
      ),
      d("eram", n("باغ ارم", "Eram Garden", "Eramtuin", "Jardin d'Eram"), "خیابان ارم", ir("Eram", "street"), -2.5, 1),
      d(
        "qurangate",
        n("دروازه قرآن", "Quran Gate", "Koranpoort", "Porte du Coran"),
        "بلوار حافظ",
        ir("Hafez", "boulevard"),
        0.8,
        1.8,
      ),
      d("maaliabad", n("معالی‌آباد", "Maaliabad"), "بلوار معالی‌آباد", ir("Maaliabad", "boulevard"), -5, 4),
    ],
  ),
  iran(
    "tabriz",
    names.tabriz,
    [38.08, 46.2919],
    "TBZ",
    3,
    0.85,
    ["traditional"],
    [
      d("bazaar", n("بازار", "Bazaar", "Bazaar", "Bazar"), "خیابان جمهوری", ir("Jomhouri", "street"), 0, 0),
      d("elgoli", n("ائل‌گلی", "El Goli"), "بلوار ائل‌گلی", ir("El Goli", "boulevard"), 4, -3),
      d("valiasr", n("ولیعصر", "Valiasr"), "خیابان توانیر", ir("Tavanir", "street"), 3, 1),
    ],
  ),
  iran(
    "kish",
    names.kish,
    [26.532, 53.98],
    "KIH",
    5,
    1.3,
    ["resort"],
    [
      d(
        "centre",
        n("مرکز جزیره", "Island centre", "Centrum van het eiland", "Centre de l'île"),
        "بلوار سنایی",
        ir("Sanaei", "boulevard"),
        0,
        0,
      ),
      d(
        "eastcoast",
        n("ساحل شرقی", "East Coast", "Oostkust", "Côte est"),
        "بلوار ساحل",
        ir("Sahel", "boulevard"),
        1.5,
        0,
      ),
      d("mirmohanna", n("میرمهنا", "Mir Mohanna"), "بلوار میرمهنا", ir("Mir Mohanna", "boulevard"), -2, 2),
    ],
  ),
  iran(
    "qeshm",
    names.qeshm,
    [26.958, 56.27],
    null,
    2,
    1,
    ["resort", "traditional"],
    [
      d("town", n("شهر قشم", "Qeshm town", "Qeshm-stad", "Ville de Qeshm"), "خیابان امام", ir("Imam", "street"), 0, 0),
      d("dargahan", n("درگهان", "Dargahan"), "بلوار ساحلی", ir("Coastal", "boulevard"), -12, -6),
      d("salakh", n("صلخ", "Salakh"), "جاده اصلی صلخ", ir("Salakh", "mainRoad"), -50, -18),
    ],
  ),
  iran(
    "yazd",
    names.yazd,
    [31.8974, 54.3569],
    null,
    3,
    0.9,
    ["traditional"],
    [
      d(
        "historic",
        n("بافت تاریخی", "Historic quarter", "Historische wijk", "Quartier historique"),
        "کوچه فهادان",
        ir("Fahadan", "alley"),
        0.5,
        0.5,
      ),
      d("amirchakhmaq", n("امیرچخماق", "Amir Chakhmaq"), "خیابان امام", ir("Imam", "street"), 0.3, -0.3),
      d("safaieh", n("صفائیه", "Safaieh"), "بلوار صفائیه", ir("Safaieh", "boulevard"), -2, -3),
    ],
  ),
  iran(
    "rasht",
    names.rasht,
    [37.2808, 49.5832],
    "RAS",
    2,
    0.85,
    [],
    [
      d(
        "municipality",
        n("میدان شهرداری", "Municipality Square", "Gemeentehuisplein", "Place de la Mairie"),
        "خیابان علم‌الهدی",
        ir("Alamolhoda", "street"),
        0,
        0,
      ),
      d("golsar", n("گلسار", "Golsar"), "بلوار گیلان", ir("Guilan", "boulevard"), -2, 2),
      d("bisotoon", n("بیستون", "Bisotoon"), "خیابان بیستون", ir("Bisotoon", "street"), -1, 0.8),
    ],
  ),
  iran(
    "kerman",
    names.kerman,
    [30.2839, 57.0834],
    "KER",
    2,
    0.8,
    ["traditional"],
    [
      d("ganjalikhan", n("گنجعلی‌خان", "Ganjali Khan"), "خیابان امام", ir("Imam", "street"), 0.5, 0),
      d("jomhouri", n("جمهوری", "Jomhouri"), "بلوار جمهوری", ir("Jomhouri", "boulevard"), -2, 2),
    ],
  ),
  abroad(
    "istanbul",
    names.istanbul,
    "TR",
    "Europe/Istanbul",
    [41.0082, 28.9784],
    "IST",
    10,
    0.9,
    10,
    NO_CITY_TAX,
    [],
    [
      d("sultanahmet", n("سلطان احمد", "Sultanahmet"), "خیابان دیوان یولو", "Divan Yolu Caddesi", 0, 0),
      d("taksim", n("تکسیم", "Taksim"), "خیابان استقلال", "İstiklal Caddesi", 0.9, 4),
      d("sisli", n("شیشلی", "Şişli"), "خیابان حلاسکارغازی", "Halaskargazi Caddesi", 1.5, 6),
      d("besiktas", n("بشیکتاش", "Beşiktaş"), "بلوار باربروس", "Barbaros Bulvarı", 3.3, 3.8),
      d("kadikoy", n("کادیکوی", "Kadıköy"), "خیابان بهاریه", "Bahariye Caddesi", 3.8, -1.7),
    ],
  ),
  abroad(
    "dubai",
    names.dubai,
    "AE",
    "Asia/Dubai",
    [25.1972, 55.2744],
    "DXB",
    8,
    1.2,
    10,
    [175, 250, 250, 375, 500],
    ["resort"],
    [
      d(
        "downtown",
        n("داون‌تاون", "Downtown Dubai", "Downtown Dubai", "Downtown Dubaï"),
        "بلوار شیخ محمد بن راشد",
        "Sheikh Mohammed bin Rashid Boulevard",
        0,
        0,
      ),
      d("deira", n("دیره", "Deira"), "خیابان الرقه", "Al Rigga Road", 7, 8),
      d(
        "burdubai",
        n("بر دبی", "Bur Dubai", "Bur Dubai", "Bur Dubaï"),
        "خیابان خالد بن ولید",
        "Khalid Bin Al Waleed Road",
        4,
        6,
      ),
      d(
        "marina",
        n("دبی مارینا", "Dubai Marina", "Dubai Marina", "Dubaï Marina"),
        "مارینا واک",
        "Marina Walk",
        -20,
        -10,
      ),
      d("jumeirah", n("جمیرا", "Jumeirah"), "جاده ساحلی جمیرا", "Jumeirah Beach Road", -5, 0.5),
    ],
  ),
  abroad(
    "antalya",
    names.antalya,
    "TR",
    "Europe/Istanbul",
    [36.8841, 30.7056],
    "AYT",
    5,
    0.8,
    10,
    NO_CITY_TAX,
    ["resort"],
    [
      d(
        "kaleici",
        n("کالئیچی (شهر قدیم)", "Kaleiçi (old town)", "Kaleiçi (oude stad)", "Kaleiçi (vieille ville)"),
        "کوچه حساپچی",
        "Hesapçı Sokak",
        0,
        0,
      ),
      d("lara", n("لارا", "Lara"), "خیابان لارا", "Lara Caddesi", 12, -2),
      d("konyaalti", n("کنیالتی", "Konyaaltı"), "بلوار آکدنیز", "Akdeniz Bulvarı", -6, -1),
    ],
  ),
  abroad(
    "yerevan",
    names.yerevan,
    "AM",
    "Asia/Yerevan",
    [40.1777, 44.5126],
    null,
    4,
    0.6,
    0,
    NO_CITY_TAX,
    [],
    [
      d(
        "kentron",
        n("کنترون (مرکز شهر)", "Kentron (centre)", "Kentron (centrum)", "Kentron (centre)"),
        "خیابان آبوویان",
        "Abovyan Street",
        0,
        0,
      ),
      d("arabkir", n("آرابکیر", "Arabkir"), "خیابان کومیتاس", "Komitas Avenue", -1, 3),
      d("nornork", n("نور نورک", "Nor Nork"), "خیابان گای", "Gai Avenue", 5, 2),
    ],
  ),
  abroad(
    "tbilisi",
    names.tbilisi,
    "GE",
    "Asia/Tbilisi",
    [41.6934, 44.8015],
    null,
    3,
    0.55,
    0,
    NO_CITY_TAX,
    [],
    [
      d(
        "oldtown",
        n("تفلیس قدیم", "Old Tbilisi", "Oud-Tbilisi", "Vieux Tbilissi"),
        "خیابان لسلیدزه",
        "Leselidze Street",
        0.3,
        -0.5,
      ),
      d("rustaveli", n("روستاولی", "Rustaveli"), "خیابان روستاولی", "Rustaveli Avenue", -0.5, 0.7),
      d("vake", n("واکه", "Vake"), "خیابان چاوچاوادزه", "Chavchavadze Avenue", -3, -0.3),
    ],
  ),
  abroad(
    "baku",
    names.baku,
    "AZ",
    "Asia/Baku",
    [40.3662, 49.8372],
    null,
    3,
    0.65,
    0,
    NO_CITY_TAX,
    [],
    [
      d(
        "icherisheher",
        n(
          "شهر قدیم (ایچری‌شهر)",
          "Old City (Icherisheher)",
          "Oude stad (Icherisheher)",
          "Vieille ville (Icherisheher)",
        ),
        "خیابان کیچیک قالا",
        "Kichik Gala Street",
        0,
        0,
      ),
      d(
        "seaside",
        n("بلوار ساحلی خزر", "Seaside Boulevard", "Boulevard aan zee", "Boulevard du bord de mer"),
        "خیابان نفتچیلر",
        "Neftchilar Avenue",
        0.8,
        -0.4,
      ),
      d("nasimi", n("نسیمی", "Nasimi"), "خیابان نظامی", "Nizami Street", 1, 0.8),
    ],
  ),
  abroad(
    "amsterdam",
    names.amsterdam,
    "NL",
    "Europe/Amsterdam",
    [52.3731, 4.8926],
    "AMS",
    3,
    1.5,
    9,
    [600, 800, 1100, 1500, 2200],
    [],
    [
      d("centrum", n("مرکز شهر", "City centre", "Centrum", "Centre-ville"), "دامراک", "Damrak", 0.2, 0.3),
      d("jordaan", n("یوردان", "Jordaan"), "پرینسنخراخت", "Prinsengracht", -1, 0.2),
      d(
        "zuid",
        n("جنوب آمستردام", "Amsterdam-Zuid", "Amsterdam-Zuid", "Amsterdam-Sud"),
        "وان بارله‌استرات",
        "Van Baerlestraat",
        -1,
        -2.5,
      ),
      d(
        "oost",
        n("شرق آمستردام", "Amsterdam-Oost", "Amsterdam-Oost", "Amsterdam-Est"),
        "لینائوس‌استرات",
        "Linnaeusstraat",
        2.8,
        -1.2,
      ),
    ],
  ),
  abroad(
    "paris",
    names.paris,
    "FR",
    "Europe/Paris",
    [48.8566, 2.3522],
    "CDG",
    4,
    1.6,
    10,
    [100, 130, 260, 390, 520],
    [],
    [
      d("marais", n("ماره", "Le Marais"), "خیابان ریوولی", "Rue de Rivoli", 0.5, 0.1),
      d("opera", n("اپرا", "Opéra"), "بلوار هوسمان", "Boulevard Haussmann", -1.5, 1.8),
      d(
        "latin",
        n("محله لاتین", "Latin Quarter", "Quartier Latin", "Quartier latin"),
        "بلوار سن‌میشل",
        "Boulevard Saint-Michel",
        -0.3,
        -1.2,
      ),
      d("montmartre", n("مون‌مارتر", "Montmartre"), "خیابان لوپیک", "Rue Lepic", -0.7, 3.9),
      d(
        "eiffel",
        n("برج ایفل", "Eiffel Tower", "Eiffeltoren", "Tour Eiffel"),
        "خیابان سوفرن",
        "Avenue de Suffren",
        -5.4,
        -1,
      ),
    ],
  ),
  abroad(
    "doha",
    names.doha,
    "QA",
    "Asia/Qatar",
    [25.2867, 51.5333],
    "DOH",
    2,
    1.1,
    0,
    NO_CITY_TAX,
    ["resort"],
    [
      d("souqwaqif", n("سوق واقف", "Souq Waqif"), "خیابان السوق", "Al Souq Street", 0, 0),
      d("westbay", n("وست‌بی", "West Bay"), "خیابان کورنیش", "Al Corniche Street", -1, 4.5),
      d("pearl", n("مروارید (د پرل)", "The Pearl"), "پورتو آرابیا", "Porto Arabia Drive", 2, 9),
    ],
  ),
  abroad(
    "vienna",
    names.vienna,
    "AT",
    "Europe/Vienna",
    [48.2082, 16.3738],
    "VIE",
    2,
    1.2,
    10,
    [150, 200, 250, 300, 400],
    [],
    [
      d(
        "innerestadt",
        n("مرکز تاریخی", "Inner City", "Binnenstad", "Centre historique"),
        "خیابان کرنتنر",
        "Kärntner Straße",
        0,
        0,
      ),
      d("leopoldstadt", n("لئوپولدشتات", "Leopoldstadt"), "پراتر اشتراسه", "Praterstraße", 1.2, 1),
      d("mariahilf", n("ماریاهیلف", "Mariahilf"), "خیابان ماریاهیلفر", "Mariahilfer Straße", -1.8, -0.9),
    ],
  ),
  abroad(
    "london",
    names.london,
    "GB",
    "Europe/London",
    [51.5074, -0.1278],
    "LHR",
    2,
    1.6,
    0,
    NO_CITY_TAX,
    [],
    [
      d("westminster", n("وست‌مینستر", "Westminster"), "وایت‌هال", "Whitehall", 0, -0.3),
      d("kensington", n("کنزینگتون", "Kensington"), "جاده کرامول", "Cromwell Road", -5, -0.8),
      d("kingscross", n("کینگز کراس", "King's Cross"), "جاده یوستون", "Euston Road", 0.2, 2.6),
    ],
  ),
  abroad(
    "frankfurt",
    names.frankfurt,
    "DE",
    "Europe/Berlin",
    [50.1106, 8.682],
    "FRA",
    1,
    1.1,
    7,
    [200, 200, 200, 200, 200],
    [],
    [
      d("altstadt", n("شهر قدیم", "Old Town", "Oude stad", "Vieille ville"), "رومربرگ", "Römerberg", 0, 0),
      d(
        "bahnhofsviertel",
        n("محله ایستگاه مرکزی", "Station District", "Stationswijk", "Quartier de la gare"),
        "کایزر اشتراسه",
        "Kaiserstraße",
        -1.2,
        -0.1,
      ),
      d("sachsenhausen", n("زاکسنهاوزن", "Sachsenhausen"), "خیابان شوایتسر", "Schweizer Straße", 0.1, -1),
    ],
  ),
  abroad(
    "munich",
    names.munich,
    "DE",
    "Europe/Berlin",
    [48.1374, 11.5755],
    "MUC",
    1,
    1.2,
    7,
    NO_CITY_TAX,
    [],
    [
      d(
        "altstadt",
        n("شهر قدیم", "Old Town", "Oude stad", "Vieille ville"),
        "کاوفینگر اشتراسه",
        "Kaufingerstraße",
        0,
        0,
      ),
      d("schwabing", n("شوابینگ", "Schwabing"), "لئوپولد اشتراسه", "Leopoldstraße", 0.7, 3.5),
      d("maxvorstadt", n("ماکس‌فورشتات", "Maxvorstadt"), "بریننر اشتراسه", "Brienner Straße", -0.5, 1),
    ],
  ),
  abroad(
    "toronto",
    names.toronto,
    "CA",
    "America/Toronto",
    [43.6532, -79.3832],
    "YYZ",
    1,
    1.2,
    13,
    [0, 0, 250, 350, 450],
    [],
    [
      d(
        "downtown",
        n("مرکز شهر", "Downtown", "Centrum", "Centre-ville"),
        "خیابان کویین غربی",
        "Queen Street West",
        0,
        0,
      ),
      d("yorkville", n("یورک‌ویل", "Yorkville"), "خیابان بلور غربی", "Bloor Street West", -0.2, 2.5),
      d(
        "waterfront",
        n("ساحل دریاچه", "Waterfront", "Waterkant", "Front de lac"),
        "کوئینز کی",
        "Queens Quay",
        0.2,
        -1.2,
      ),
    ],
  ),
];

export const cityByCode: Record<string, HotelCity> = Object.fromEntries(hotelCities.map((c) => [c.code, c]));

/** A district of a city by its code. */
export function districtOf(city: HotelCity, code: string): District | undefined {
  return city.districts.find((x) => x.code === code);
}

const cityNames = hotelCities.map((city) => ({
  city,
  names: [
    ...new Set(
      [...Object.values(city.name), ...(otherSpellings[city.code as CityCode] ?? [])].map(normaliseSearchText),
    ),
  ],
}));

/**
 * A city from what a visitor typed, in any of the four languages and on any keyboard: its
 * code, or a name — whole, else its beginning ("ist" finds Istanbul). Null when nothing fits.
 */
export function resolveCity(input: string | null | undefined): HotelCity | null {
  const wanted = normaliseSearchText(input ?? "");
  if (!wanted) return null;
  return (
    cityByCode[wanted] ??
    cityNames.find((c) => c.names.includes(wanted))?.city ??
    (wanted.length >= 2 ? cityNames.find((c) => c.names.some((name) => name.startsWith(wanted)))?.city : undefined) ??
    null
  );
}
