import type { ChangeProposal } from "~/domains/orders/changes.server";
import type { OrderLine } from "~/domains/orders/order-read.server";
import { addDays, agencyToday } from "~/travel/clock";
import {
  countsOf,
  extrasTotal,
  flightCartLineSchema,
  legSummaryOf,
  type FlightCartLine,
  type LegSummary,
} from "./cart-line";
import { OTHER_COSTS_PER_BOOKING, changeFee, priceBooking, type Breakdown } from "./fare-rules";
import { getItinerary, type Offer } from "./inventory.server";
import { airportChangesOf } from "./booking.server";
import { findItineraries, MIN_LEAD_MINUTES } from "./search.server";
import { placeByCode, airportsOf } from "./places";
import type { Itinerary } from "./connections";
import { dateTimeFormat } from "~/utils/format";

/**
 * Moving one itinerary of a paid flight line to another date (decision 109): which itineraries may
 * move and at what fee (the fare rules' change column, fare-rules.ts `changeFee`), the itineraries
 * on the new date that can replace one (same cities, same cabin, still before the next one and after
 * the one before), and the proposal the booking core prices, holds and applies (orders/changes.server.ts).
 */

/** How many days either side of the booked date the change page offers. */
export const CHANGE_DAYS_AROUND = 7;

export function parseFlightLine(payload: Record<string, unknown>): FlightCartLine | null {
  const parsed = flightCartLineSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** The line's itineraries as groups of flight ids (outbound, return, a multi-city trip's later flights). */
export function groupsOf(line: FlightCartLine): number[][] {
  return line.itineraries ?? [[line.outboundOfferId], ...(line.returnOfferId ? [[line.returnOfferId]] : [])];
}

export function legsOfGroup(line: FlightCartLine, group: number[]): LegSummary[] {
  return group.map((id) => line.legs.find((l) => l.offerId === id)).filter((l): l is LegSummary => !!l);
}

/** Whether each itinerary of the line may move now, and the fee's percent (the strictest of its fares). */
export function changeRules(line: FlightCartLine, now: Date) {
  return groupsOf(line).map((group) => {
    const legs = legsOfGroup(line, group);
    return {
      legs,
      rule: changeFee(
        legs.map((l) => ({ fareType: l.fareType, departAt: new Date(l.departAt) })),
        0,
        now,
      ),
    };
  });
}

const cityOf = (code: string) => placeByCode[code]?.cityCode ?? code;

/** The day a flight leaves on its airport's calendar (the day searches and the change page speak of). */
export function localDay(leg: Pick<LegSummary, "origin" | "departAt">) {
  const timeZone = placeByCode[leg.origin]?.tz ?? "UTC";
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(leg.departAt),
  );
}

/** The days offered around the booked day: from tomorrow (agency time), before the next itinerary leaves. */
export function changeDays(booked: string, now: Date) {
  const first = addDays(agencyToday(now), 1);
  const days: string[] = [];
  for (let d = -CHANGE_DAYS_AROUND; d <= CHANGE_DAYS_AROUND; d++) {
    const day = addDays(booked, d);
    if (day >= first && day !== booked) days.push(day);
  }
  return days;
}

function ticketOf(b: Breakdown) {
  return b.items.reduce((sum, i) => sum + i.quantity * i.unitAmount, 0);
}

/**
 * The itineraries on `date` that can replace itinerary `index` of the line: the same cities, the same
 * cabin, enough seats, leaving after the itinerary before it lands and landing before the next one leaves.
 */
export async function replacements(line: FlightCartLine, index: number, date: string, now: Date) {
  const groups = groupsOf(line);
  const legs = legsOfGroup(line, groups[index] ?? []);
  if (!legs.length) return [];
  const first = legs[0];
  const last = legs[legs.length - 1];
  const before = index > 0 ? legsOfGroup(line, groups[index - 1]).at(-1) : undefined;
  const after = index + 1 < groups.length ? legsOfGroup(line, groups[index + 1])[0] : undefined;
  const found = await findItineraries(
    airportsOf(cityOf(first.origin)),
    airportsOf(cityOf(last.destination)),
    date,
    countsOf(line.passengers),
    now,
  );
  return found.filter(
    (it) =>
      it.segments.every((s) => s.cabin === first.cabin) &&
      (!before || it.departAt > new Date(before.arriveAt)) &&
      (!after || it.arriveAt < new Date(after.departAt)) &&
      it.segments.map((s) => s.id).join("-") !== groups[index].join("-"),
  );
}

/**
 * The proposal for moving itinerary `index` to the flights `ids`, checked again on the server: null when the
 * itinerary may not move now or the flights are not a valid replacement. The replaced part is the itinerary's
 * share of the line's fares (at today's fares of the flights booked); the new flights are priced now, with
 * their share of the booking's handling costs.
 */
export async function proposeChange(
  row: Pick<OrderLine, "id" | "payload">,
  index: number,
  ids: number[],
  now: Date,
  /** The itinerary, when it comes from `replacements` just run for its day (the change page's list): not searched again. */
  found?: Itinerary<Offer>,
): Promise<(ChangeProposal & { itinerary: Itinerary<Offer> }) | null> {
  const line = parseFlightLine(row.payload);
  if (!line) return null;
  const groups = groupsOf(line);
  const rules = changeRules(line, now);
  const rule = rules[index]?.rule;
  if (!rule || !rule.changeable) return null;
  const itinerary = found ?? (await getItinerary(ids));
  if (!itinerary) return null;
  if (!found) {
    const allowed = await replacements(line, index, itinerary.segments[0].departDate, now);
    if (!allowed.some((it) => it.segments.map((s) => s.id).join("-") === ids.join("-"))) return null;
  }
  if (itinerary.departAt.getTime() < now.getTime() + MIN_LEAD_MINUTES * 60_000) return null;
  const counts = countsOf(line.passengers);
  // The itinerary's share of what the line's fares were, by the fares of its flights today.
  const booked = await Promise.all(groups.map((g) => getItinerary(g)));
  const fares = booked.map((it, i) => (it ? ticketOf(priceBooking(it.segments, counts)) : groups[i].length));
  const whole = fares.reduce((a, b) => a + b, 0);
  const share = whole > 0 ? fares[index] / whole : 1;
  const priced = priceBooking(itinerary.segments, counts, airportChangesOf(itinerary));
  // Seats and bags bought for the flights left behind go with them, their price counted towards the new balance
  // (decision 110); the share of the booking's handling cost and of the other extras that `share` removes comes back.
  const kept = new Set(groups.flatMap((g, i) => (i === index ? [] : g)));
  const extras = line.extras
    ? {
        seats: line.extras.seats.filter((e) => kept.has(e.offerId)),
        bags: line.extras.bags.filter((e) => kept.has(e.offerId)),
      }
    : undefined;
  const allExtras = extrasTotal(line.extras);
  const dropped = allExtras - extrasTotal(extras);
  const otherCosts =
    priced.otherCosts - OTHER_COSTS_PER_BOOKING + Math.round((OTHER_COSTS_PER_BOOKING + allExtras) * share) - dropped;
  const replacement = { ...priced, otherCosts, total: priced.total - priced.otherCosts + otherCosts };
  const nextGroups = groups.map((g, i) => (i === index ? ids : g));
  const newLegs = itinerary.segments.map(legSummaryOf);
  const payload: FlightCartLine = flightCartLineSchema.parse({
    ...line,
    outboundOfferId: nextGroups[0][0],
    ...(line.returnOfferId !== undefined && nextGroups[1] ? { returnOfferId: nextGroups[1][0] } : {}),
    itineraries: nextGroups,
    legs: nextGroups.flatMap((g, i) => (i === index ? newLegs : legsOfGroup(line, g))),
    extras,
  });
  return {
    lineId: row.id,
    payload: payload as unknown as Record<string, unknown>,
    share,
    replacement,
    feePercent: rule.percent,
    itinerary,
  };
}
