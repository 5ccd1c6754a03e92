/**
 * Train search on the database (decision 603): the trains between two stations that run on
 * the date and have not left, every wagon's places read in two queries (sold places and held
 * compartments), the party's places left and price per wagon type; filters, option counts
 * and sorting in memory (search.ts). Results carry `searchedAt` (TRAIN_RESULTS_TTL_MINUTES).
 */
import { getDb } from "~/db/client.server";
import type { CompartmentKind, WagonType } from "./codes";
import { runsOn, trainsBetween, type Train } from "./catalog";
import { availability, type WagonState } from "./compartments";
import { placePrice, placesNeeded, priceBooking } from "./fares";
import { wagonStates } from "./inventory.server";
import { applyFilters, facets, type TrainFilters, type TrainOption, type TrainSearch, type WagonOffer } from "./search";
import { tripTimes } from "./trip";

/** The kind a party is counted for on a train: the one asked when the operator sells it, else family. */
export function kindOn(train: Train, kind: CompartmentKind): CompartmentKind {
  return train.compartmentKinds.includes(kind) ? kind : "family";
}

/** A train's offers for a party on a date: per wagon type, places left for its kind and its price. */
export function offersOf(
  train: Train,
  wagons: Iterable<WagonState>,
  search: Pick<TrainSearch, "passengers" | "whole" | "kind">,
) {
  const seated = placesNeeded(search.passengers);
  const kind = kindOn(train, search.kind);
  const byType = new Map<WagonType, { places: number; free: number; berths: number }>();
  for (const w of wagons) {
    const a = availability(w, w.berths ? kind : null);
    const t = byType.get(w.type) ?? { places: 0, free: 0, berths: w.berths };
    t.places += a.places;
    t.free += a.freeCompartments;
    byType.set(w.type, t);
  }
  const offers: WagonOffer[] = [];
  for (const [type, t] of byType) {
    const fits = search.whole ? t.berths >= seated && t.free > 0 : t.places >= seated;
    if (!fits) continue;
    offers.push({
      type,
      placesLeft: t.places,
      freeCompartments: t.free,
      berths: t.berths,
      price: priceBooking(placePrice(train.km, type, train.operator), search.passengers, {
        berths: search.whole ? t.berths : null,
        meal: "none",
      }),
    });
  }
  return offers.sort((a, b) => a.price.total - b.price.total);
}

/** The trains of one direction on a date, with their offers (none left out for filters yet). */
export async function tripOptions(
  search: Pick<TrainSearch, "passengers" | "whole" | "kind">,
  from: string,
  to: string,
  date: string,
  now = new Date(),
): Promise<TrainOption[]> {
  const running = trainsBetween(from, to).filter(
    (t) => runsOn(t, date) && tripTimes(t, date).departsAt.getTime() > now.getTime(),
  );
  if (!running.length) return [];
  const states = await wagonStates(
    await getDb(),
    running.map((t) => t.id),
    date,
  );
  return running.flatMap((train) => {
    const wagons = offersOf(train, states.get(train.id)!.values(), search);
    if (!wagons.length) return [];
    const times = tripTimes(train, date);
    return [
      {
        trainId: train.id,
        number: train.number,
        operator: train.operator,
        from,
        to,
        date,
        departs: times.departs,
        arrives: times.arrives,
        arrivalDays: times.arrivalDays,
        departsAt: times.departsAt.toISOString(),
        arrivesAt: times.arrivesAt.toISOString(),
        minutes: train.minutes,
        meals: train.meals,
        wagons,
      },
    ];
  });
}

export interface TrainResults {
  searchedAt: Date;
  outbound: { options: TrainOption[]; found: number; facets: ReturnType<typeof facets> };
  /** The way back on the return date (null for one way); the same filters apply. */
  inbound: { options: TrainOption[]; found: number; facets: ReturnType<typeof facets> } | null;
}

export async function searchTrains(
  search: TrainSearch,
  filters: TrainFilters,
  now = new Date(),
): Promise<TrainResults> {
  const direction = async (from: string, to: string, date: string) => {
    const all = await tripOptions(search, from, to, date, now);
    const options = applyFilters(all, filters);
    return { options, found: options.length, facets: facets(all, filters) };
  };
  const [outbound, inbound] = await Promise.all([
    direction(search.from.code, search.to.code, search.date),
    search.returnDate ? direction(search.to.code, search.from.code, search.returnDate) : Promise.resolve(null),
  ]);
  return { searchedAt: now, outbound, inbound };
}
