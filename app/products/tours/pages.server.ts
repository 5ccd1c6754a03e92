/**
 * What the tour page and the travellers' step read of a tour (decision 705): the tour with its departures, the
 * departure and hotel option chosen, the party's price (quote.ts), the payment plan and the cancellation timeline
 * for that departure, in the page's language.
 */
import type { Locale } from "~/routing/screens";
import { AGENCY_TIME_ZONE, agencyToday } from "~/travel/clock";
import { cityNames, cityTimeZone, isAbroad, type CityCode } from "~/travel/places";
import { formatDigits, formatLongDate, formatMoment } from "~/utils/format";
import { findTour, type FoundTour } from "./catalogue.server";
import type { OccupancyPrices, TransportLeg } from "./codes";
import { readPlanner, type PlannerChoice } from "./planner";
import { fromPrice, quoteParty, type QuoteTour } from "./quote";
import { depositOf, paymentPlan, tourTimeline } from "./rules";
import { findOffer } from "./waitlist.server";

export const prices = (h: FoundTour["hotels"][number]): OccupancyPrices => ({
  double: h.double,
  triple: h.triple,
  singleSupplement: h.singleSupplement,
  childWithBed: h.childWithBed,
  childNoBed: h.childNoBed,
  infant: h.infant,
});

export const cityName = (code: string, locale: Locale) => cityNames[code as CityCode]?.[locale] ?? code;

/** A leg as the page shows it: its cities, local times and carrier. */
export function presentLeg(leg: TransportLeg, locale: Locale) {
  return {
    from: cityName(leg.from, locale),
    to: cityName(leg.to, locale),
    departs: formatDigits(leg.departs, locale),
    arrives: formatDigits(leg.arrives, locale),
    nextDay: leg.arrivesNextDay ?? 0,
    carrier: leg.carrier,
    // A flight number is a code: Latin digits, in its own left-to-right run (decision 019).
    number: leg.number ?? null,
  };
}

/**
 * The tour, the departure and hotel chosen (when they are), and the party's price. The choice is given, or read from
 * a page's query once the tour is found (a day tour's query holds one party, a package's rooms).
 */
export async function tourChoice(
  slug: string,
  given: PlannerChoice | URLSearchParams,
  locale: Locale,
  now = new Date(),
) {
  const today = agencyToday(now);
  const found = await findTour(slug, locale, today);
  if (!found) return null;
  const { tour, text, hotels, departures } = found;
  const choice = given instanceof URLSearchParams ? readPlanner(given, tour.kind === "day") : given;
  const quoteTour: QuoteTour = { kind: tour.kind, currency: tour.currency, dayPrices: tour.dayPrices ?? null };
  const departure = departures.find((d) => d.id === choice.departureId) ?? null;
  const hotel = tour.kind === "day" ? null : (hotels.find((h) => h.id === choice.hotelId) ?? hotels[0] ?? null);
  const offer = departure && choice.offer ? await findOffer(departure.id, choice.offer, now) : null;
  // Places held for this visitor by a waitlist offer are theirs on top of those left.
  const placesLeft = departure ? departure.placesLeft + (offer?.places ?? 0) : 0;
  const quote = departure
    ? quoteParty(quoteTour, hotel ? prices(hotel) : null, { ...departure, placesLeft }, choice.rooms)
    : null;
  const plan = departure ? paymentPlan(tour, departure.departsOn, now) : null;
  return { tour, text, hotels, departures, departure, hotel, offer, placesLeft, quote, quoteTour, plan, today, choice };
}

export type TourChoice = NonNullable<Awaited<ReturnType<typeof tourChoice>>>;

/** The payment plan in words' values: the deposit and balance of a total, and the day the balance is due. */
export function planValues(c: TourChoice, total: number, locale: Locale) {
  if (!c.plan) return null;
  const deposit = depositOf(total, c.plan.depositPercent);
  return {
    percent: formatDigits(c.plan.depositPercent, locale),
    deposit: { amount: deposit, currency: c.tour.currency },
    balance: { amount: total - deposit, currency: c.tour.currency },
    due: formatLongDate(c.plan.balanceDue, locale),
  };
}

/** The cancellation timeline of a departure in the page's words: until when, which share is kept. */
export function timelineRows(kind: "package" | "day", departsOn: string, locale: Locale, now = new Date()) {
  // Only what is still to come: a step whose day has passed no longer applies.
  return tourTimeline(kind, departsOn)
    .filter((step) => step.until && step.until > now)
    .map((step) => {
      const until = formatMoment(step.until!, locale, AGENCY_TIME_ZONE);
      return {
        until: `${until.date} ${until.time}`,
        percent: formatDigits(Math.round((step.penaltyShare ?? 1) * 100), locale),
      };
    });
}

/** The departures as the page lists them. */
export function departureRows(c: TourChoice, locale: Locale) {
  const hotelPrices = c.hotels.map(prices);
  return c.departures.map((d) => ({
    id: d.id,
    date: formatLongDate(d.departsOn, locale),
    returns: formatLongDate(d.returnsOn, locale),
    placesLeft: d.placesLeft,
    confirmed: d.status === "confirmed",
    from: { amount: fromPrice(c.quoteTour, hotelPrices, d.pricePercent), currency: c.tour.currency },
  }));
}

/** The tour's facts: where, how long, how, and who needs a passport. */
export function tourFacts(c: TourChoice, locale: Locale) {
  const { tour } = c;
  return {
    origin: cityName(tour.origin, locale),
    destination: cityName(tour.destination, locale),
    destinationCode: tour.destination,
    abroad: isAbroad(tour.destination as CityCode),
    nights: tour.nights,
    outbound: presentLeg(tour.outbound, locale),
    inbound: presentLeg(tour.inbound, locale),
    timeZone: cityTimeZone(tour.destination as CityCode),
    minParticipants: tour.minParticipants,
    confirmDays: tour.confirmDays,
  };
}
