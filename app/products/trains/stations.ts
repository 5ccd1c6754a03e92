/**
 * Stations of the Iranian rail network that the inventory serves (pure data, shared by
 * server and browser; decision 600). Names in the four languages are their cities' names
 * (app/travel/places.ts: one name per place on every page), with other spellings
 * travellers type (`aliases`); coordinates of the
 * station, rounded to two decimals (about a kilometre), from OpenStreetMap. Every station
 * serves one city of the same name; a search matches a station's or its city's name.
 */
import { cityNames, type CityCode } from "~/travel/places";
import type { Locale } from "~/routing/screens";
import { normalizeSearchText } from "~/utils/search-text";

export interface Station {
  code: string;
  name: Record<Locale, string>;
  /** Other spellings (Latin transliterations, the Persian long form). */
  aliases: string[];
  province: string;
  lat: number;
  lon: number;
}

type Row = [code: CityCode, province: string, lat: number, lon: number, aliases?: string[]];

const rows: Row[] = [
  ["tehran", "tehran", 35.66, 51.4, ["Teheran"]],
  ["mashhad", "razavi_khorasan", 36.31, 59.61, ["Mashad", "Meshed"]],
  ["isfahan", "isfahan", 32.55, 51.71, ["Esfahan"]],
  ["shiraz", "fars", 29.7, 52.46],
  ["tabriz", "east_azerbaijan", 38.07, 46.24],
  ["yazd", "yazd", 31.88, 54.35, ["Yezd"]],
  ["kerman", "kerman", 30.26, 57.1],
  ["ahvaz", "khuzestan", 31.33, 48.67, ["Ahwaz"]],
  ["bandar_abbas", "hormozgan", 27.22, 56.22, ["Bandar-e Abbas"]],
  ["qom", "qom", 34.64, 50.87, ["Ghom", "Kom"]],
  ["kashan", "isfahan", 33.97, 51.44],
  ["zanjan", "zanjan", 36.66, 48.47],
  ["sari", "mazandaran", 36.56, 53.07],
  ["gorgan", "golestan", 36.84, 54.43],
  ["qazvin", "qazvin", 36.25, 50.01, ["Ghazvin", "Kazvin"]],
  ["semnan", "semnan", 35.57, 53.38],
  ["shahrud", "semnan", 36.4, 54.98, ["Shahroud"]],
  ["neyshabur", "razavi_khorasan", 36.2, 58.8, ["Nishapur", "Nishabur"]],
  ["sabzevar", "razavi_khorasan", 36.2, 57.68],
  ["arak", "markazi", 34.1, 49.71],
  ["malayer", "hamadan", 34.3, 48.83],
  ["hamadan", "hamadan", 34.81, 48.53, ["Hamedan"]],
  ["khorramabad", "lorestan", 33.45, 48.33],
  ["andimeshk", "khuzestan", 32.46, 48.36],
  ["dorud", "lorestan", 33.49, 49.06, ["Doroud"]],
  ["khorramshahr", "khuzestan", 30.44, 48.18],
  ["bandar_imam", "khuzestan", 30.43, 49.08, ["Bandar Imam", "Bandar-e Emam", "بندر امام"]],
  ["bafq", "yazd", 31.6, 55.41, ["Bafgh"]],
  ["zarand", "kerman", 30.81, 56.56],
  ["sirjan", "kerman", 29.45, 55.68],
  ["miyaneh", "east_azerbaijan", 37.42, 47.7, ["Mianeh"]],
  ["maragheh", "east_azerbaijan", 37.39, 46.25, ["Maragha"]],
  ["urmia", "west_azerbaijan", 37.53, 45.1, ["Orumiyeh", "Oroumieh"]],
  ["salmas", "west_azerbaijan", 38.2, 44.77],
  ["jolfa", "east_azerbaijan", 38.94, 45.62, ["Julfa"]],
  ["garmsar", "semnan", 35.22, 52.33],
  ["varamin", "tehran", 35.32, 51.65],
  ["mahallat", "markazi", 33.91, 50.45],
  ["golpayegan", "isfahan", 33.45, 50.3],
  ["damghan", "semnan", 36.16, 54.35],
  ["qaemshahr", "mazandaran", 36.46, 52.86, ["Ghaemshahr"]],
  ["zahedan", "sistan_baluchestan", 29.5, 60.85],
  ["bojnurd", "north_khorasan", 37.47, 57.31, ["Bojnourd"]],
  ["sanandaj", "kurdistan", 35.3, 47.02],
];

export const stations: readonly Station[] = rows.map(([code, province, lat, lon, aliases]) => ({
  code,
  name: cityNames[code],
  aliases: aliases ?? [],
  province,
  lat,
  lon,
}));

const byCode = new Map(stations.map((s) => [s.code, s]));

export function stationByCode(code: string): Station | null {
  return byCode.get(code) ?? null;
}

/** Every name a station answers to, normalised once (normalizeSearchText; spaces dropped so "بندر عباس" finds "بندرعباس"). */
const keys = stations.map((s) => ({
  station: s,
  keys: [...new Set([...Object.values(s.name), ...s.aliases].map((n) => normalizeSearchText(n).replace(/ /g, "")))],
}));

/**
 * The station a typed text names, in any of the four languages or a known spelling, on a
 * Persian or an Arabic keyboard; a station code (as a URL carries it) as well. An exact name
 * first, else the only station whose name begins with the text (two letters at least).
 */
export function findStation(text: string | null | undefined): Station | null {
  if (!text) return null;
  const direct = byCode.get(text.trim());
  if (direct) return direct;
  const wanted = normalizeSearchText(text).replace(/ /g, "");
  if (!wanted) return null;
  const exact = keys.find((k) => k.keys.includes(wanted));
  if (exact) return exact.station;
  if (wanted.length < 2) return null;
  const starting = keys.filter((k) => k.keys.some((key) => key.startsWith(wanted)));
  return starting.length === 1 ? starting[0].station : null;
}
