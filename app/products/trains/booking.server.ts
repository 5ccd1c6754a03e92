/**
 * The hand-over from the train passenger page to the cart: the trip re-checked against the
 * database (the places still free and allowed for the party, the train still to leave), then
 * one cart line "a train on a date, places in one wagon, passengers, meal", priced in rials
 * (fares.ts) with the Iranian rail refund ladder (refund.ts). The route adds it with `addLine`.
 */
import { randomUUID } from "node:crypto";
import type { ZodIssue } from "zod";
import { getDb } from "~/db/client.server";
import type { NewCartLine } from "~/domains/cart/cart.server";
import type { Locale } from "~/routing/screens";
import { runsOn, trainById, type Train } from "./catalog";
import type { CompartmentKind, Meal } from "./codes";
import { choosePlaces, refusal, type PlaceRefusal, type WagonState } from "./compartments";
import { placePrice, priceBooking, trainBreakdown, type TrainPrice } from "./fares";
import { wagonStates } from "./inventory.server";
import { TRAIN_LINE_KIND, trainCartLineSchema, type TrainCartLine, type TrainPassenger } from "./cart-line";
import { TRAIN_RESULTS_TTL_MINUTES } from "./search";
import { stationByCode } from "./stations";
import { tripTimes } from "./trip";
import { BOOKING_HORIZON_DAYS, agencyToday, daysBetween } from "~/travel/clock";

export interface TripRequest {
  trainId: number;
  date: string;
  wagonNo: number;
  places: number[];
  kind: CompartmentKind | null;
  whole: boolean;
  meal: Meal;
  passengers: Pick<TrainPassenger, "type" | "gender">[];
  /** The site chose the places ("choose for me"): others free of the same rules will do when these are gone. */
  anyPlace?: boolean;
}

export type TripCheck =
  | {
      status: "ok";
      train: Train;
      wagon: WagonState;
      /** The places (the site's choice made again when `anyPlace` and the chosen ones are gone). */
      places: number[];
      price: TrainPrice;
      departsAt: Date;
      arrivesAt: Date;
    }
  | { status: "taken"; reason: PlaceRefusal }
  | { status: "gone" };

/**
 * The trip as it is now: ok with its places and price, `taken` (a place or its compartment refuses, with why) or
 * `gone`. Places the site chose (`anyPlace`) that were taken meanwhile are chosen again from the free ones.
 */
export async function recheckTrip(request: TripRequest, now = new Date()): Promise<TripCheck> {
  const train = trainById(request.trainId);
  if (!train || !runsOn(train, request.date)) return { status: "gone" };
  const times = tripTimes(train, request.date);
  const ahead = daysBetween(agencyToday(now), request.date);
  if (times.departsAt.getTime() <= now.getTime() || ahead >= BOOKING_HORIZON_DAYS) return { status: "gone" };
  if (request.meal !== "none" && !train.meals.includes(request.meal)) return { status: "gone" };
  const states = await wagonStates(await getDb(), [train.id], request.date);
  const wagon = states.get(train.id)?.get(request.wagonNo);
  if (!wagon) return { status: "gone" };
  const rules = { whole: request.whole, kind: wagon.berths ? request.kind : null, party: request.passengers };
  let places = [...request.places].sort((a, b) => a - b);
  const why = refusal(wagon, { ...rules, places }, train.compartmentKinds);
  if (why) {
    const again = request.anyPlace ? choosePlaces(wagon, rules, train.compartmentKinds) : null;
    if (!again || again.length !== places.length) return { status: "taken", reason: why };
    places = again;
  }
  const counts = {
    adults: request.passengers.filter((p) => p.type === "adult").length,
    children: request.passengers.filter((p) => p.type === "child").length,
    infants: request.passengers.filter((p) => p.type === "infant").length,
  };
  const price = priceBooking(placePrice(train.km, wagon.type, train.operator), counts, {
    berths: request.whole ? wagon.berths : null,
    meal: request.meal,
  });
  return { status: "ok", train, wagon, places, price, departsAt: times.departsAt, arrivesAt: times.arrivesAt };
}

export interface TrainLineInput extends Omit<TripRequest, "passengers"> {
  passengers: TrainPassenger[];
  contact: { email: string; mobile: string };
  searchedAt: Date;
  /** The language of the line's title (the booking's language). */
  locale: Locale;
}

export type TrainLineResult =
  | { status: "ok"; line: NewCartLine; price: TrainPrice }
  | Exclude<TripCheck, { status: "ok" }>
  | { status: "invalid"; issues: ZodIssue[] };

export async function trainCartLine(input: TrainLineInput, now = new Date()): Promise<TrainLineResult> {
  const check = await recheckTrip(input, now);
  if (check.status !== "ok") return check;
  const { train, wagon, price } = check;
  const from = stationByCode(train.from)!.name[input.locale];
  const to = stationByCode(train.to)!.name[input.locale];
  const title = `${from} → ${to}`;
  const parsed = trainCartLineSchema.safeParse({
    trainId: train.id,
    number: train.number,
    operator: train.operator,
    from: train.from,
    to: train.to,
    date: input.date,
    wagonNo: wagon.wagonNo,
    wagonType: wagon.type,
    places: check.places,
    kind: wagon.berths ? input.kind : null,
    whole: input.whole,
    hold: randomUUID(),
    ...(input.anyPlace ? { anyPlace: true } : {}),
    meal: input.meal,
    passengers: input.passengers,
    contact: input.contact,
    searchedAt: input.searchedAt.toISOString(),
    title,
    subtitle: train.number,
    segments: [
      {
        flightNumber: train.number,
        label: title,
        from: train.from,
        to: train.to,
        departsAt: check.departsAt.toISOString(),
        arrivesAt: check.arrivesAt.toISOString(),
      },
    ],
  });
  if (!parsed.success) return { status: "invalid", issues: parsed.error.issues };
  const payload: TrainCartLine = parsed.data;
  const expiresAt = new Date(Math.min(now.getTime() + TRAIN_RESULTS_TTL_MINUTES * 60_000, check.departsAt.getTime()));
  return {
    status: "ok",
    price,
    line: {
      kind: TRAIN_LINE_KIND,
      payload,
      currency: "IRR",
      amount: price.total,
      breakdown: trainBreakdown(price),
      expiresAt,
    },
  };
}
