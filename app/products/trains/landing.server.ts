/**
 * The data of the train landing pages (decision 611): a popular route's trains of the next
 * days with their times and the cheapest adult price with a place left (the results page's
 * own search, tripOptions), and the list of popular routes with their prices "from" that the
 * trains page shows (PopularRoutes).
 */
import { addDays, AGENCY_TIME_ZONE, agencyToday } from "~/travel/clock";
import type { Locale } from "~/routing/screens";
import { formatFullDate, formatTime } from "~/utils/format";
import { operatorTraits } from "./catalog";
import {
  popularRoutes,
  ROUTE_DAYS,
  routeFromPrice,
  routeSearchQuery,
  routeSlug,
  type RouteTrip,
  type TrainRoute,
} from "./landing";
import { cheapest } from "./search";
import { tripOptions } from "./search.server";

const ONE_ADULT = { passengers: { adults: 1, children: 0, infants: 0 }, whole: false, kind: "family" as const };

/** The route's trains day by day (today and the next days), each with its times and price "from". */
export async function routeDays(route: TrainRoute, locale: Locale, now = new Date()) {
  const today = agencyToday(now);
  const dates = Array.from({ length: ROUTE_DAYS }, (_, i) => addDays(today, i));
  const options = await Promise.all(
    dates.map((date) => tripOptions(ONE_ADULT, route.from.code, route.to.code, date, now)),
  );
  const days = dates.map((date, i) => ({
    date,
    label: formatFullDate(date, locale),
    search: routeSearchQuery(route, date),
    trains: options[i].map((o) => ({
      number: o.number,
      operator: locale === "fa" ? operatorTraits[o.operator].name.fa : operatorTraits[o.operator].name.latin,
      departs: formatTime(new Date(o.departsAt), locale, AGENCY_TIME_ZONE),
      arrives: formatTime(new Date(o.arrivesAt), locale, AGENCY_TIME_ZONE),
      arrivalDays: o.arrivalDays,
      minutes: o.minutes,
      from: cheapest(o),
      departsAt: o.departsAt,
      arrivesAt: o.arrivesAt,
    })),
  }));
  const trips: RouteTrip[] = days.flatMap((d) =>
    d.trains.map((t) => ({
      number: t.number,
      operator: t.operator,
      date: d.date,
      departsAt: t.departsAt,
      arrivesAt: t.arrivesAt,
      from: t.from,
    })),
  );
  return { days, trips };
}

/** The popular routes as the trains page lists them: names and slug in the page's language, journey time, price from. */
export function popularRouteList(locale: Locale) {
  return popularRoutes().flatMap((route) => {
    const from = routeFromPrice(route.from.code, route.to.code);
    if (from === null) return [];
    return [
      {
        slug: routeSlug(route, locale),
        from: route.from.name[locale],
        to: route.to.name[locale],
        minutes: route.minutes,
        price: { amount: from, currency: "IRR" },
      },
    ];
  });
}
export type PopularRoute = ReturnType<typeof popularRouteList>[number];
