/**
 * The generated hotel catalog (pure and deterministic; decision 500): `count` properties
 * spread over the cities in cities.ts by weight, each with its names, descriptions and
 * addresses in the four languages, stars, position, district, amenities, photos, house
 * rules, room types and rate plans. Property i always comes out the same (a seeded
 * generator per property), so ids, names and URLs survive a re-seed. The nightly prices and
 * availability are generated in the database from the rate plans (app/products/hotels/seed.ts).
 */
import { frenchElision } from "~/i18n/french-grammar";
import { locales, type Locale } from "~/routing/screens";
import { formatNumber } from "~/utils/format";
import { hotelCities, streetName, type District, type HotelCity } from "./cities";
import type {
  Amenity,
  BedGroup,
  Board,
  CancellationKind,
  IdRule,
  PetPolicy,
  PhotoId,
  PropertyKind,
  RoomCode,
} from "./codes";
import { normaliseSearchText } from "./text";

export interface CatalogProperty {
  id: number;
  slug: string;
  city: string;
  country: string;
  domestic: boolean;
  currency: "IRR" | "EUR";
  kind: PropertyKind;
  stars: number;
  district: string;
  latitude: number;
  longitude: number;
  distanceM: number;
  amenities: Amenity[];
  photos: PhotoId[];
  checkInTime: string;
  checkOutTime: string;
  childrenAllowed: boolean;
  childMaxAge: number;
  cots: boolean;
  pets: PetPolicy;
  idRules: IdRule[];
  /** Tenths (86 = 8.6 of 10), or null when the property has no reviews yet. */
  reviewScore: number | null;
  reviewCount: number;
  taxPercent: number;
  cityTax: number;
  popularity: number;
  timeZone: string;
}

export interface CatalogText {
  propertyId: number;
  locale: Locale;
  name: string;
  description: string;
  address: string;
  searchName: string;
}

export interface CatalogRoomType {
  id: number;
  propertyId: number;
  code: RoomCode;
  beds: BedGroup[];
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  sizeM2: number;
}

export interface CatalogRatePlan {
  id: number;
  roomTypeId: number;
  propertyId: number;
  board: Board;
  cancellation: CancellationKind;
  freeUntilDays: number;
  keepPercent: number;
  minStay: number;
  /** The plan's reference price for one night, minor units of the property's currency (nights vary around it). */
  basePrice: number;
}

export interface Catalog {
  properties: CatalogProperty[];
  texts: CatalogText[];
  roomTypes: CatalogRoomType[];
  ratePlans: CatalogRatePlan[];
}

/** The demo size (`npm run seed`, the e2e server); `--hotels N` asks for more. */
export const DEFAULT_PROPERTIES = 300;

/** Room type ids are property id × 10 + n, rate plan ids room type id × 10 + n: the same property, the same ids. */
export const roomTypeId = (propertyId: number, n: number) => propertyId * 10 + n;
export const ratePlanId = (roomType: number, n: number) => roomType * 10 + n;

/** A small seeded generator (mulberry32): the same seed, the same sequence. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const chance = (p: number) => next() < p;
  function weighted<T>(options: [T, number][]): T {
    const total = options.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [value, w] of options) if ((r -= w) < 0) return value;
    return options[options.length - 1][0];
  }
  return { next, int, chance, weighted };
}
type Random = ReturnType<typeof random>;

/** How many properties each city gets: by weight, the remainders to the largest fractions. */
export function propertiesPerCity(count: number, cities: readonly HotelCity[] = hotelCities): number[] {
  const total = cities.reduce((s, c) => s + c.weight, 0);
  const exact = cities.map((c) => (count * c.weight) / total);
  const out = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const missing = count - out.reduce((s, x) => s + x, 0);
  for (let k = 0; k < missing; k++) out[order[k % order.length][1]]++;
  return out;
}

const domesticStems: [string, string][] = [
  ["گلستان", "Golestan"],
  ["مهر", "Mehr"],
  ["ستاره", "Setareh"],
  ["پارس", "Pars"],
  ["کوثر", "Kowsar"],
  ["سپهر", "Sepehr"],
  ["آسمان", "Aseman"],
  ["فردوس", "Ferdows"],
  ["باران", "Baran"],
  ["یاس", "Yas"],
  ["شهرزاد", "Shahrzad"],
  ["کیان", "Kian"],
  ["آریا", "Arya"],
  ["پردیس", "Pardis"],
  ["نخل", "Nakhl"],
  ["لاله", "Laleh"],
  ["نارنج", "Narenj"],
  ["سرو", "Sarv"],
  ["مهتاب", "Mahtab"],
  ["خورشید", "Khorshid"],
  ["امید", "Omid"],
  ["دلگشا", "Delgosha"],
  ["بهار", "Bahar"],
  ["نیلوفر", "Niloufar"],
  ["سیمرغ", "Simorgh"],
  ["آینه", "Ayeneh"],
  ["فیروزه", "Firouzeh"],
  ["پروین", "Parvin"],
  ["روشن", "Roshan"],
  ["کاروان", "Karevan"],
];

const internationalStems: [string, string][] = [
  ["گرند", "Grand"],
  ["پارک", "Park"],
  ["رویال", "Royal"],
  ["گاردن", "Garden"],
  ["سنترال", "Central"],
  ["پلازا", "Plaza"],
  ["پالاس", "Palace"],
  ["هاربر", "Harbour"],
  ["کراون", "Crown"],
  ["بریج", "Bridge"],
  ["تاور", "Tower"],
  ["سانست", "Sunset"],
  ["لوتوس", "Lotus"],
  ["الیو", "Olive"],
  ["ریورساید", "Riverside"],
  ["سیلور", "Silver"],
  ["گلدن", "Golden"],
  ["آیوری", "Ivory"],
  ["آژور", "Azure"],
  ["کورال", "Coral"],
  ["امرالد", "Emerald"],
  ["میپل", "Maple"],
  ["سدار", "Cedar"],
  ["آرورا", "Aurora"],
  ["هورایزن", "Horizon"],
  ["اطلس", "Atlas"],
  ["ریجنت", "Regent"],
  ["مریدین", "Meridian"],
  ["ویستا", "Vista"],
  ["لیبرتی", "Liberty"],
];

/** A property's name in each language from its kind and name stem. */
const nameOf: Record<PropertyKind, (fa: string, latin: string) => Record<Locale, string>> = {
  hotel: (fa, l) => ({ fa: `هتل ${fa}`, en: `${l} Hotel`, nl: `${l} Hotel`, fr: `Hôtel ${l}` }),
  boutique: (fa, l) => ({
    fa: `هتل بوتیک ${fa}`,
    en: `${l} Boutique Hotel`,
    nl: `Boetiekhotel ${l}`,
    fr: `Hôtel-boutique ${l}`,
  }),
  apartment: (fa, l) => ({
    fa: `هتل آپارتمان ${fa}`,
    en: `${l} Apartment Hotel`,
    nl: `Appartementenhotel ${l}`,
    fr: `Résidence hôtelière ${l}`,
  }),
  traditional: (fa, l) => ({
    fa: `اقامتگاه سنتی ${fa}`,
    en: `${l} Traditional House`,
    nl: `Traditioneel gastenverblijf ${l}`,
    fr: `Maison traditionnelle ${l}`,
  }),
  resort: (fa, l) => ({
    fa: `هتل ساحلی ${fa}`,
    en: `${l} Beach Resort`,
    nl: `Strandresort ${l}`,
    fr: `Complexe balnéaire ${l}`,
  }),
};

/** The kind as a description names it (it opens the sentence in fa, nl and fr, so with a capital there). */
const kindWord: Record<PropertyKind, Record<Locale, string>> = {
  hotel: { fa: "هتل", en: "hotel", nl: "Hotel", fr: "Hôtel" },
  boutique: { fa: "هتل بوتیک", en: "boutique hotel", nl: "Boetiekhotel", fr: "Hôtel-boutique" },
  apartment: { fa: "هتل آپارتمان", en: "apartment hotel", nl: "Appartementenhotel", fr: "Résidence hôtelière" },
  traditional: {
    fa: "اقامتگاه سنتی",
    en: "traditional house",
    nl: "Traditioneel gastenverblijf",
    fr: "Maison traditionnelle",
  },
  resort: { fa: "هتل ساحلی", en: "beach resort", nl: "Strandresort", fr: "Complexe balnéaire" },
};

function describe(
  locale: Locale,
  kind: PropertyKind,
  stars: number,
  district: string,
  city: string,
  km: number,
  rooms: number,
) {
  const num = (v: number) => formatNumber(v, locale, { maximumFractionDigits: 1 });
  const k = kindWord[kind][locale];
  switch (locale) {
    case "fa":
      return `${k} ${num(stars)} ستاره در ${district}، ${num(km)} کیلومتر تا مرکز ${city}، با ${num(rooms)} نوع اتاق.`;
    // The district in brackets: its name is a label ("Holy Shrine", "Tour Eiffel"), which takes no
    // "in"/"à" as a town's name does; French elides before a vowel (du centre d’Ispahan).
    case "en":
      return `A ${stars}-star ${k} ${num(km)} km from the centre of ${city} (${district}), with ${rooms} room types.`;
    case "nl":
      return `${k} met ${stars} ${stars === 1 ? "ster" : "sterren"} op ${num(km)} km van het centrum van ${city} (${district}), met ${rooms} kamertypes.`;
    case "fr":
      return frenchElision(
        `${k} ${stars} ${stars === 1 ? "étoile" : "étoiles"} à ${num(km)} km du centre de ${city} (${district}), avec ${rooms} types de chambres.`,
      );
  }
}

/** An address as the language writes it: "Imam Rezastraat 56, …" in Dutch, "56 rue Imam Reza, …" in French. */
function addressOf(locale: Locale, city: HotelCity, district: District, no: number) {
  const street = streetName(district.street, locale);
  switch (locale) {
    case "fa":
      return `${city.name.fa}، ${district.name.fa}، ${street}، پلاک ${formatNumber(no, "fa")}`;
    case "nl":
      return `${street} ${no}, ${district.name.nl}, ${city.name.nl}`;
    default:
      return `${no} ${street}, ${district.name[locale]}, ${city.name[locale]}`;
  }
}

const slugOf = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ı/g, "i")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function distanceM(a: [number, number], b: [number, number]) {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}

const starsByKind: Record<PropertyKind, [number, number][]> = {
  hotel: [
    [1, 5],
    [2, 15],
    [3, 35],
    [4, 30],
    [5, 15],
  ],
  boutique: [
    [3, 30],
    [4, 50],
    [5, 20],
  ],
  apartment: [
    [2, 20],
    [3, 50],
    [4, 30],
  ],
  traditional: [
    [2, 20],
    [3, 45],
    [4, 35],
  ],
  resort: [
    [4, 55],
    [5, 45],
  ],
};

interface RoomSpec {
  beds: BedGroup[];
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  size: [number, number];
  /** Price against a double room. */
  factor: number;
}

const bed = (type: BedGroup[number]["type"], count = 1) => ({ type, count });
const roomSpecs: Record<RoomCode, RoomSpec> = {
  single: { beds: [[bed("single")]], maxAdults: 1, maxChildren: 0, maxOccupancy: 1, size: [12, 18], factor: 0.75 },
  double: {
    beds: [[bed("double")], [bed("single", 2)]],
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
    size: [18, 28],
    factor: 1,
  },
  twin: { beds: [[bed("single", 2)]], maxAdults: 2, maxChildren: 1, maxOccupancy: 3, size: [18, 26], factor: 1 },
  triple: {
    beds: [[bed("double"), bed("single")], [bed("single", 3)]],
    maxAdults: 3,
    maxChildren: 1,
    maxOccupancy: 4,
    size: [24, 34],
    factor: 1.3,
  },
  family: {
    beds: [[bed("double"), bed("single", 2)]],
    maxAdults: 3,
    maxChildren: 2,
    maxOccupancy: 4,
    size: [30, 45],
    factor: 1.5,
  },
  suite: {
    beds: [[bed("king")], [bed("king"), bed("sofa_bed")]],
    maxAdults: 2,
    maxChildren: 2,
    maxOccupancy: 4,
    size: [45, 80],
    factor: 2.2,
  },
  studio: {
    beds: [[bed("double")], [bed("single", 2)]],
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
    size: [25, 35],
    factor: 0.95,
  },
  apartment_1br: {
    beds: [[bed("queen"), bed("sofa_bed")]],
    maxAdults: 3,
    maxChildren: 2,
    maxOccupancy: 4,
    size: [40, 60],
    factor: 1.4,
  },
  apartment_2br: {
    beds: [[bed("queen"), bed("single", 2), bed("sofa_bed")]],
    maxAdults: 5,
    maxChildren: 3,
    maxOccupancy: 6,
    size: [65, 95],
    factor: 2,
  },
};

/** The room types a kind of property may have; the first is always there. */
const roomsByKind: Record<PropertyKind, RoomCode[]> = {
  hotel: ["double", "twin", "single", "triple", "family", "suite"],
  boutique: ["double", "twin", "suite"],
  apartment: ["studio", "apartment_1br", "apartment_2br"],
  traditional: ["double", "triple", "family"],
  resort: ["double", "twin", "family", "suite"],
};

/** A double room with nothing included, by stars: rials in Iran, euro cents abroad (before the city's level). */
const referencePrice: Record<"IRR" | "EUR", number[]> = {
  IRR: [12_000_000, 18_000_000, 28_000_000, 45_000_000, 80_000_000],
  EUR: [4_500, 6_500, 9_500, 14_500, 24_000],
};
const boardFactor: Record<Board, number> = {
  room_only: 1,
  breakfast: 1.1,
  half_board: 1.3,
  full_board: 1.5,
  all_inclusive: 1.8,
};
const cancellationFactor: Record<CancellationKind, number> = { none: 0.88, partial: 0.94, free: 1 };

/** Rounded as prices are shown: rials to 10 000, euro cents to whole euros. */
const roundPrice = (value: number, currency: "IRR" | "EUR") =>
  currency === "IRR"
    ? Math.max(10_000, Math.round(value / 10_000) * 10_000)
    : Math.max(100, Math.round(value / 100) * 100);

function amenitiesOf(r: Random, kind: PropertyKind, stars: number, city: HotelCity, rooms: RoomCode[]): Amenity[] {
  const coastal = ["kish", "qeshm", "antalya", "dubai", "doha"].includes(city.code);
  const has: Record<Amenity, boolean> = {
    wifi: r.chance(0.95),
    parking: r.chance(city.domestic ? 0.7 : 0.4),
    restaurant: stars >= 3 || r.chance(0.3),
    room_service: stars >= 4,
    front_desk_24h: stars >= 3 || r.chance(0.4),
    elevator: kind !== "traditional" && (stars >= 3 || r.chance(0.5)),
    air_conditioning: r.chance(city.domestic || coastal ? 0.95 : 0.7),
    airport_shuttle: r.chance(kind === "resort" ? 0.6 : 0.15),
    pool: kind === "resort" || (stars >= 4 && r.chance(0.55)),
    spa: (stars === 5 && r.chance(0.7)) || (stars === 4 && r.chance(0.25)),
    gym: stars >= 4 && r.chance(0.7),
    beach: kind === "resort" || (coastal && r.chance(0.2)),
    family_rooms: rooms.includes("family") || rooms.includes("apartment_2br"),
    non_smoking: r.chance(0.8),
    accessible: stars >= 4 ? r.chance(0.6) : r.chance(0.15),
    prayer_room: city.domestic && r.chance(0.6),
    coffee_shop: r.chance(0.5),
    laundry: r.chance(0.6),
    kitchen: kind === "apartment",
    courtyard: kind === "traditional",
  };
  return (Object.keys(has) as Amenity[]).filter((a) => has[a]);
}

function photosOf(kind: PropertyKind, rooms: RoomCode[], amenityList: Amenity[], stars: number): PhotoId[] {
  const exterior: PhotoId =
    kind === "traditional"
      ? "exterior-traditional"
      : kind === "resort"
        ? "exterior-resort"
        : stars >= 4
          ? "exterior-modern"
          : "exterior-classic";
  const list: PhotoId[] = [exterior, kind === "traditional" ? "courtyard" : "lobby"];
  list.push(kind === "traditional" ? "room-traditional" : rooms.includes("twin") ? "room-twin" : "room-double");
  if (rooms.includes("suite")) list.push("room-suite");
  list.push("bathroom", "breakfast");
  if (amenityList.includes("pool")) list.push("pool");
  if (amenityList.includes("spa")) list.push("spa");
  if (amenityList.includes("beach")) list.push("beach");
  if (amenityList.includes("restaurant")) list.push("restaurant");
  list.push("view-city");
  return list.slice(0, 7);
}

interface PlanSpec {
  board: Board;
  cancellation: CancellationKind;
  freeUntilDays: number;
  keepPercent: number;
  minStay: number;
}

function plansOf(r: Random, kind: PropertyKind, stars: number, city: HotelCity): PlanSpec[] {
  const base: Board = city.domestic ? "breakfast" : "room_only";
  const days = (options: number[]) => options[r.int(0, options.length - 1)];
  const plans: PlanSpec[] = [];
  if (r.chance(city.domestic ? 0.6 : 0.7))
    plans.push({ board: base, cancellation: "none", freeUntilDays: 0, keepPercent: 100, minStay: 1 });
  plans.push({
    board: !city.domestic && r.chance(0.4) ? "breakfast" : base,
    cancellation: "free",
    freeUntilDays: days(city.domestic ? [1, 2, 3, 7] : [1, 2, 3, 7, 14]),
    keepPercent: 0,
    minStay: r.chance(0.1) ? 2 : 1,
  });
  if (kind === "resort" || stars >= 3 ? r.chance(0.55) : r.chance(0.2)) {
    const board: Board =
      kind === "resort" && !city.domestic
        ? "all_inclusive"
        : kind === "resort" || stars === 5
          ? r.chance(0.5)
            ? "full_board"
            : "half_board"
          : city.domestic
            ? "half_board"
            : "breakfast";
    const partial = r.chance(0.5);
    plans.push({
      board,
      cancellation: partial ? "partial" : "free",
      freeUntilDays: partial ? 0 : days([3, 7, 14]),
      keepPercent: partial ? days([30, 50]) : 0,
      minStay: kind === "resort" ? 3 : 1,
    });
  }
  return plans;
}

/** The whole catalog for `count` properties (ids 1…count). */
export function generateCatalog(count: number, cities: readonly HotelCity[] = hotelCities): Catalog {
  const catalog: Catalog = { properties: [], texts: [], roomTypes: [], ratePlans: [] };
  const perCity = propertiesPerCity(count, cities);
  let id = 0;
  cities.forEach((city, c) => {
    const usedNames = new Set<string>();
    const stems = city.domestic ? domesticStems : internationalStems;
    for (let j = 0; j < perCity[c]; j++) {
      id += 1;
      const r = random(Math.imul(id, 2654435761) ^ 0x5bd1e995);
      const kind = r.weighted<PropertyKind>([
        ["hotel", 50],
        ["boutique", 15],
        ["apartment", 15],
        ...city.extraKinds.map((k): [PropertyKind, number] => [k, k === "traditional" ? 30 : 25]),
      ]);
      const stars = r.weighted(starsByKind[kind]);
      const district = city.districts[r.weighted(city.districts.map((_, i): [number, number] => [i, i === 0 ? 3 : 2]))];
      const [east, north] = [
        district.offsetKm[0] + (r.next() - 0.5) * 1.2,
        district.offsetKm[1] + (r.next() - 0.5) * 1.2,
      ];
      const latitude = Math.round((city.centre[0] + north / 111.32) * 1e6) / 1e6;
      const longitude =
        Math.round((city.centre[1] + east / (111.32 * Math.cos((city.centre[0] * Math.PI) / 180))) * 1e6) / 1e6;
      const distance = distanceM(city.centre, [latitude, longitude]);

      // Names: kind and a stem not yet used with that kind in the city; when every stem is, the district's
      // name is added, and after that a number.
      const suffixed = (base: Record<Locale, string>, suffix: (l: Locale) => string) =>
        Object.fromEntries(locales.map((l) => [l, `${base[l]} ${suffix(l)}`])) as Record<Locale, string>;
      const first = r.int(0, stems.length - 1);
      const candidates = stems.map((_, s) => nameOf[kind](...stems[(first + s) % stems.length]));
      let names =
        candidates.find((c) => !usedNames.has(c.en)) ??
        candidates.map((c) => suffixed(c, (l) => district.name[l])).find((c) => !usedNames.has(c.en)) ??
        candidates[0];
      const base = names;
      for (let k = 2; usedNames.has(names.en); k++) names = suffixed(base, (l) => formatNumber(k, l));
      usedNames.add(names.en);

      const pool = roomsByKind[kind];
      const roomCount = Math.min(pool.length, kind === "hotel" ? r.int(2, 4) : r.int(2, 3));
      const rest = pool.slice(1);
      for (let k = rest.length - 1; k > 0; k--) {
        const other = r.int(0, k);
        [rest[k], rest[other]] = [rest[other], rest[k]];
      }
      const rooms: RoomCode[] = [pool[0], ...rest.slice(0, roomCount - 1)].sort(
        (a, b) => pool.indexOf(a) - pool.indexOf(b),
      );
      if (kind === "hotel" && stars >= 4) {
        const single = rooms.indexOf("single");
        if (single >= 0 && rooms.length > 2) rooms.splice(single, 1);
      }
      const amenityList = amenitiesOf(r, kind, stars, city, rooms);
      const domestic = city.domestic;
      const childrenAllowed = domestic || kind !== "boutique" || r.chance(0.85);
      const reviewed = r.chance(0.88);
      const reviewScore = reviewed ? Math.max(50, Math.min(98, Math.round(58 + stars * 5 + r.next() * 22))) : null;
      catalog.properties.push({
        id,
        slug: `${slugOf(names.en)}-${city.code}`,
        city: city.code,
        country: city.country,
        domestic,
        currency: city.currency,
        kind,
        stars,
        district: district.code,
        latitude,
        longitude,
        distanceM: distance,
        amenities: amenityList,
        photos: photosOf(kind, rooms, amenityList, stars),
        checkInTime: domestic ? "14:00" : r.chance(0.5) ? "15:00" : "14:00",
        checkOutTime: domestic ? "12:00" : r.chance(0.5) ? "11:00" : "12:00",
        childrenAllowed,
        childMaxAge: domestic ? 11 : [11, 12, 15, 17][r.int(0, 3)],
        cots: stars >= 3 ? r.chance(0.9) : r.chance(0.3),
        pets: domestic
          ? "not_allowed"
          : r.weighted<PetPolicy>([
              ["allowed", 3],
              ["on_request", 2],
              ["not_allowed", 5],
            ]),
        idRules: domestic
          ? ["photo_id_all_adults", "marriage_proof_iranian_couples", "passport_foreigners"]
          : ["photo_id_all_adults"],
        reviewScore,
        reviewCount: reviewed ? 5 + Math.floor(r.next() ** 2 * 2400) : 0,
        taxPercent: city.taxPercent,
        cityTax: city.cityTax[stars - 1],
        popularity: Math.round(r.next() * 60 + (reviewScore ?? 60) * 0.4),
        timeZone: city.timeZone,
      });
      const km = distance / 1000;
      const houseNumber = r.int(1, 240);
      for (const locale of locales)
        catalog.texts.push({
          propertyId: id,
          locale,
          name: names[locale],
          description: describe(
            locale,
            kind,
            stars,
            district.name[locale],
            city.name[locale],
            Math.round(km * 10) / 10,
            rooms.length,
          ),
          address: addressOf(locale, city, district, houseNumber),
          searchName: normaliseSearchText(names[locale]),
        });

      const reference = referencePrice[city.currency][stars - 1] * city.priceLevel;
      rooms.forEach((code, n) => {
        const spec = roomSpecs[code];
        const room = roomTypeId(id, n + 1);
        const luxury = stars >= 4 ? 1.2 : 1;
        catalog.roomTypes.push({
          id: room,
          propertyId: id,
          code,
          beds:
            kind === "traditional" && code !== "double"
              ? [[bed("double"), bed("floor_mattress", code === "family" ? 3 : 1)]]
              : stars >= 4 && code === "double"
                ? [[bed("king")], [bed("single", 2)]]
                : spec.beds,
          maxAdults: kind === "traditional" && code === "family" ? 4 : spec.maxAdults,
          maxChildren: spec.maxChildren,
          maxOccupancy: kind === "traditional" && code === "family" ? 5 : spec.maxOccupancy,
          sizeM2: Math.round(r.int(spec.size[0], spec.size[1]) * luxury),
        });
        const noise = 0.85 + r.next() * 0.3;
        plansOf(r, kind, stars, city).forEach((plan, k) => {
          catalog.ratePlans.push({
            id: ratePlanId(room, k + 1),
            roomTypeId: room,
            propertyId: id,
            ...plan,
            basePrice: roundPrice(
              reference * spec.factor * boardFactor[plan.board] * cancellationFactor[plan.cancellation] * noise,
              city.currency,
            ),
          });
        });
      });
    }
  });
  return catalog;
}
