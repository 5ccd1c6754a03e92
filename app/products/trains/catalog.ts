/**
 * The train catalog (pure and deterministic; decision 600): routes between stations, the
 * operators' traits, and the trains that run them — number, operator, local departure
 * time, duration, the days they run and their wagons. Train _i_ is always the same, so a
 * re-seed keeps ids, URLs and cart lines pointing at the same trains. A train is sold from
 * its first station to its last (intermediate stops are not sold separately).
 */
import type { CompartmentKind, Meal, Operator, WagonType } from "./codes";
import { stationByCode } from "./stations";

export interface OperatorTraits {
  /** Persian and Latin names (the operators' brands). */
  name: { fa: string; latin: string };
  /** Wagons the operator runs on long trains, in train order. */
  longTrain: { type: WagonType; count: number }[];
  /** Whether it runs day trains of open-seat cars on short routes. */
  seatCars: boolean;
  /** Compartment kinds it sells; an operator with only `family` sells every party into mixed compartments. */
  compartmentKinds: readonly CompartmentKind[];
  meals: readonly Exclude<Meal, "none">[];
  /** Price factor in thousandths of the base tariff (the state operator Raja is 1000). */
  priceFactor: number;
}

export const operatorTraits: Record<Operator, OperatorTraits> = {
  raja: {
    name: { fa: "رجا", latin: "Raja" },
    longTrain: [
      { type: "berth4", count: 4 },
      { type: "berth6", count: 3 },
      { type: "seat", count: 1 },
    ],
    seatCars: true,
    compartmentKinds: ["family", "men", "women"],
    meals: ["breakfast", "lunch", "dinner"],
    priceFactor: 1000,
  },
  fadak: {
    name: { fa: "فدک", latin: "Fadak" },
    longTrain: [
      { type: "vip", count: 1 },
      { type: "berth4", count: 5 },
    ],
    seatCars: false,
    compartmentKinds: ["family", "men", "women"],
    meals: ["breakfast", "lunch", "dinner"],
    priceFactor: 1250,
  },
  safir: {
    name: { fa: "سفیر", latin: "Safir" },
    longTrain: [
      { type: "berth4", count: 5 },
      { type: "seat", count: 1 },
    ],
    seatCars: true,
    compartmentKinds: ["family", "men", "women"],
    meals: ["breakfast", "dinner"],
    priceFactor: 1100,
  },
  noor: {
    name: { fa: "نورالرضا", latin: "Noor al-Reza" },
    longTrain: [
      { type: "vip", count: 2 },
      { type: "berth4", count: 5 },
    ],
    seatCars: false,
    compartmentKinds: ["family"],
    meals: ["breakfast", "dinner"],
    priceFactor: 1400,
  },
  simorgh: {
    name: { fa: "سیمرغ", latin: "Simorgh" },
    longTrain: [
      { type: "berth4", count: 3 },
      { type: "berth6", count: 3 },
    ],
    seatCars: false,
    compartmentKinds: ["family"],
    meals: ["dinner"],
    priceFactor: 1150,
  },
};

/** Places in a wagon and berths per compartment (0: an open-seat car). */
export const wagonLayout: Record<WagonType, { places: number; berths: number }> = {
  seat: { places: 44, berths: 0 },
  berth4: { places: 40, berths: 4 },
  berth6: { places: 54, berths: 6 },
  vip: { places: 16, berths: 2 },
};

export interface Route {
  from: string;
  to: string;
  /** Rail distance, km (longer than the straight line). */
  km: number;
  /** Scheduled journey time, minutes. */
  minutes: number;
  /** Trains a day in each direction. */
  perDay: number;
  /** Runs on three days of the week only (Sat, Mon, Wed one way; Sun, Tue, Thu back). */
  thriceWeekly?: boolean;
  /** Operators preferred on it, in order (the first trains go to the first ones). */
  operators: readonly Operator[];
}

const R = (
  from: string,
  to: string,
  km: number,
  minutes: number,
  perDay: number,
  operators: Operator[],
  thriceWeekly = false,
): Route => ({ from, to, km, minutes, perDay, operators, ...(thriceWeekly ? { thriceWeekly } : {}) });

/** The routes, each run in both directions. Distances and times after RAI's timetables, rounded. */
export const routes: readonly Route[] = [
  R("tehran", "mashhad", 926, 720, 4, ["noor", "fadak", "raja", "simorgh"]),
  R("tehran", "tabriz", 736, 750, 2, ["raja", "fadak"]),
  R("tehran", "isfahan", 442, 420, 2, ["raja", "safir"]),
  R("tehran", "shiraz", 1000, 870, 2, ["fadak", "raja"]),
  R("tehran", "yazd", 620, 420, 2, ["raja", "safir"]),
  R("tehran", "kerman", 1000, 780, 1, ["raja"]),
  R("tehran", "ahvaz", 938, 840, 2, ["raja", "fadak"]),
  R("tehran", "bandar_abbas", 1460, 1200, 1, ["raja"]),
  R("tehran", "qom", 150, 130, 3, ["raja", "safir"]),
  R("tehran", "kashan", 254, 220, 2, ["raja", "safir"]),
  R("tehran", "zanjan", 317, 270, 2, ["raja", "safir"]),
  R("tehran", "sari", 355, 420, 1, ["raja"]),
  R("tehran", "gorgan", 490, 600, 1, ["raja"]),
  R("tehran", "qazvin", 150, 130, 3, ["raja", "safir"]),
  R("tehran", "semnan", 225, 190, 2, ["raja"]),
  R("tehran", "shahrud", 380, 320, 1, ["raja"]),
  R("tehran", "damghan", 340, 290, 1, ["safir"]),
  R("tehran", "qaemshahr", 320, 390, 1, ["raja"]),
  R("tehran", "arak", 352, 330, 1, ["raja"]),
  R("tehran", "hamadan", 420, 420, 1, ["raja"]),
  R("tehran", "malayer", 440, 420, 1, ["raja"]),
  R("tehran", "sanandaj", 600, 600, 1, ["raja"]),
  R("tehran", "dorud", 450, 480, 1, ["raja"]),
  R("tehran", "khorramabad", 560, 600, 1, ["raja"]),
  R("tehran", "andimeshk", 740, 660, 1, ["raja"]),
  R("tehran", "khorramshahr", 1050, 930, 1, ["raja"]),
  R("tehran", "bandar_imam", 1020, 900, 1, ["raja"]),
  R("tehran", "jolfa", 880, 900, 1, ["raja"]),
  R("tehran", "garmsar", 110, 90, 2, ["raja"]),
  R("tehran", "varamin", 45, 50, 3, ["raja"]),
  R("tehran", "golpayegan", 330, 330, 1, ["raja"]),
  R("qom", "mahallat", 130, 150, 1, ["raja"]),
  R("tabriz", "urmia", 300, 330, 1, ["raja"]),
  R("tabriz", "salmas", 160, 180, 1, ["raja"]),
  R("tabriz", "maragheh", 130, 150, 2, ["raja"]),
  R("tabriz", "miyaneh", 170, 170, 1, ["raja"]),
  R("mashhad", "neyshabur", 130, 120, 2, ["raja"]),
  R("mashhad", "sabzevar", 240, 200, 1, ["raja"]),
  R("mashhad", "bojnurd", 300, 300, 1, ["raja"]),
  R("mashhad", "qom", 1040, 900, 1, ["noor"]),
  R("mashhad", "isfahan", 1300, 1200, 1, ["fadak"], true),
  R("mashhad", "yazd", 900, 900, 1, ["raja"]),
  R("mashhad", "bafq", 810, 780, 1, ["raja"], true),
  R("mashhad", "tabriz", 1660, 1560, 1, ["raja"], true),
  R("mashhad", "ahvaz", 1860, 1800, 1, ["simorgh"], true),
  R("isfahan", "shiraz", 500, 480, 1, ["raja"]),
  R("yazd", "bafq", 120, 110, 1, ["raja"]),
  R("kerman", "zarand", 80, 75, 2, ["raja"]),
  R("kerman", "zahedan", 540, 720, 1, ["raja"], true),
  R("bandar_abbas", "sirjan", 300, 300, 1, ["raja"]),
  R("ahvaz", "khorramshahr", 120, 120, 2, ["raja"]),
  R("ahvaz", "andimeshk", 150, 150, 1, ["raja"]),
];

/** A day train of open-seat cars: the journey is short enough to sit (under five hours). */
export const SEAT_TRAIN_MAX_MINUTES = 300;

export interface WagonSpec {
  wagonNo: number;
  type: WagonType;
  places: number;
  /** Berths per compartment; 0 in an open-seat car. */
  berths: number;
}

export interface Train {
  id: number;
  /** The public train number (three digits; odd one way, even back). */
  number: string;
  operator: Operator;
  from: string;
  to: string;
  km: number;
  /** Local (Tehran) departure time, HH:MM. */
  departs: string;
  minutes: number;
  /** Days of the week it runs: bit 0 = Sunday … bit 6 = Saturday (Date.getUTCDay of the ISO date). */
  weekdays: number;
  wagons: WagonSpec[];
  compartmentKinds: readonly CompartmentKind[];
  meals: readonly Exclude<Meal, "none">[];
}

const EVERY_DAY = 0b1111111;
/** Sat, Mon, Wed (bits 6, 1, 3) one way; Sun, Tue, Thu (0, 2, 4) back. */
const THRICE_OUT = (1 << 6) | (1 << 1) | (1 << 3);
const THRICE_BACK = (1 << 0) | (1 << 2) | (1 << 4);

/** A small integer hash (the same on every machine). */
function hash(...parts: number[]) {
  let h = 2166136261;
  for (const p of parts) h = Math.imul(h ^ p, 16777619) >>> 0;
  return h;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * A train's departure: short trains leave through the day (06:00–19:00), long ones in the
 * afternoon or evening so they arrive in the morning (13:00–23:00); a route's trains are
 * spread across that window and rounded to 5 minutes.
 */
function departureOf(route: Route, routeIndex: number, direction: number, k: number) {
  const [start, end] = route.minutes <= SEAT_TRAIN_MAX_MINUTES ? [6 * 60, 19 * 60] : [13 * 60, 23 * 60];
  const slot = (end - start) / route.perDay;
  const jitter = hash(routeIndex, direction, k) % Math.max(1, Math.floor(slot * 0.6));
  return hhmm(Math.round((start + slot * k + jitter) / 5) * 5);
}

function wagonsOf(route: Route, operator: Operator): WagonSpec[] {
  const traits = operatorTraits[operator];
  const plan =
    route.minutes <= SEAT_TRAIN_MAX_MINUTES && traits.seatCars
      ? [{ type: "seat" as const, count: route.perDay >= 3 ? 6 : 5 }]
      : traits.longTrain;
  let wagonNo = 0;
  return plan.flatMap(({ type, count }) =>
    Array.from({ length: count }, () => ({ wagonNo: ++wagonNo, type, ...wagonLayout[type] })),
  );
}

/** Every train of the catalog, in id order (id = route × 10 + direction × 5 + k + 1). */
export function generateTrains(): Train[] {
  return routes.flatMap((route, i) => {
    if (!stationByCode(route.from) || !stationByCode(route.to)) throw new Error(`unknown station on route ${i}`);
    return [0, 1].flatMap((direction) =>
      Array.from({ length: route.perDay }, (_, k) => {
        const operator = route.operators[k % route.operators.length];
        const traits = operatorTraits[operator];
        return {
          id: i * 10 + direction * 5 + k + 1,
          number: String(100 + i * 8 + k * 2 + direction),
          operator,
          from: direction ? route.to : route.from,
          to: direction ? route.from : route.to,
          km: route.km,
          departs: departureOf(route, i, direction, k),
          minutes: route.minutes,
          weekdays: route.thriceWeekly ? (direction ? THRICE_BACK : THRICE_OUT) : EVERY_DAY,
          wagons: wagonsOf(route, operator),
          compartmentKinds: traits.compartmentKinds,
          meals: traits.meals,
        };
      }),
    );
  });
}

let cached: Train[] | null = null;
let byId: Map<number, Train> | null = null;

export function trains(): readonly Train[] {
  return (cached ??= generateTrains());
}

export function trainById(id: number): Train | null {
  byId ??= new Map(trains().map((t) => [t.id, t]));
  return byId.get(id) ?? null;
}

/** Whether a train runs on a date (ISO). */
export function runsOn(train: Pick<Train, "weekdays">, date: string) {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (train.weekdays & (1 << day)) !== 0;
}

/** The trains from one station to another (either may be null: any). */
export function trainsBetween(from: string, to: string): Train[] {
  return trains().filter((t) => t.from === from && t.to === to);
}
