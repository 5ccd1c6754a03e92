/**
 * Reading the tour catalogue (decision 705): the tours that have departures in a window with their cheapest price
 * (one query, grouped per tour in the database), and one tour with its texts, hotel options and departures.
 */
import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { BASE_CURRENCY, convertMinor } from "~/domains/orders/currency";
import type { Locale } from "~/routing/screens";
import { addDays } from "~/travel/clock";
import { allCurrencies, type Currency } from "~/utils/currency.server";
import { matchesSearch } from "~/utils/search-text";
import type { Board, Theme, TourKind, Transport } from "./codes";
import { fromPrice } from "./quote";
import { tourDepartures, tourHotels, tours, tourTexts } from "./schema";
import type { TourCandidate, TourSearch } from "./search";

export interface ListedTour extends TourCandidate {
  title: string;
  summary: string;
  origin: string;
}

interface Row {
  id: number;
  slug: string;
  kind: TourKind;
  theme: Theme;
  origin: string;
  destination: string;
  nights: number;
  transport: Transport;
  currency: "IRR" | "EUR";
  day_prices: { adult: number; child: number; infant: number } | null;
  search: string;
  title: string;
  summary: string;
  n: number;
  next: string;
  min_pct: number;
  max_left: number;
  stars: number[] | null;
  boards: Board[] | null;
  min_double: number | null;
}

/** Tomorrow onwards: a departure today is no longer sold online. */
const firstDay = (today: string) => addDays(today, 1);

/**
 * The published tours with departures after today (in `month` when given; to one destination when given), each
 * with what its card and the filters need, matched against the typed text in any language.
 */
export async function listTours(
  search: Pick<TourSearch, "q" | "month">,
  locale: Locale,
  today: string,
  options: { destination?: string; currencies?: Currency[] } = {},
): Promise<ListedTour[]> {
  const db = await getDb();
  const from = search.month && `${search.month}-01` > firstDay(today) ? `${search.month}-01` : firstDay(today);
  const to = search.month ? addDays(`${search.month}-01`, 31).slice(0, 7) + "-01" : "9999-12-31";
  const result = await db.execute(sql`
    SELECT t.id, t.slug, t.kind, t.theme, t.origin, t.destination, t.nights, t.transport, t.currency, t.day_prices,
      t.search, x.title, x.summary, d.n, d.next, d.min_pct, d.max_left, h.stars, h.boards, h.min_double
    FROM tours t
    JOIN tour_texts x ON x.tour_id = t.id AND x.locale = ${locale}
    JOIN (
      SELECT tour_id, count(*)::int AS n, min(departs_on)::text AS next, min(price_percent)::int AS min_pct,
        max(places_left)::int AS max_left
      FROM tour_departures
      WHERE status <> 'cancelled' AND departs_on >= ${from}::date AND departs_on < ${to}::date
      GROUP BY tour_id
    ) d ON d.tour_id = t.id
    LEFT JOIN (
      SELECT tour_id, array_agg(DISTINCT stars::int) AS stars, array_agg(DISTINCT board) AS boards,
        min(double)::int AS min_double
      FROM tour_hotels GROUP BY tour_id
    ) h ON h.tour_id = t.id
    WHERE t.published ${options.destination ? sql`AND t.destination = ${options.destination}` : sql``}
  `);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const currencies = options.currencies ?? (await allCurrencies());
  const toBase = (amount: number, code: string) => {
    const info = currencies.find((c) => c.code === code);
    return info ? convertMinor(amount, info, BASE_CURRENCY) : amount;
  };
  return rows
    .filter((r) => !search.q || matchesSearch(r.search, search.q))
    .map((r) => {
      const hotels = r.min_double === null ? [] : [{ double: r.min_double }];
      const from = fromPrice({ kind: r.kind, currency: r.currency, dayPrices: r.day_prices }, hotels, r.min_pct);
      return {
        id: r.id,
        slug: r.slug,
        kind: r.kind,
        theme: r.theme,
        origin: r.origin,
        destination: r.destination,
        nights: r.nights,
        transport: r.transport,
        currency: r.currency,
        stars: r.stars ?? [],
        boards: r.boards ?? [],
        from,
        baseFrom: toBase(from, r.currency),
        departures: r.n,
        nextDeparture: r.next,
        placesLeft: r.max_left,
        search: r.search,
        title: r.title,
        summary: r.summary,
      };
    });
}

/** One published tour by its slug, with its text in `locale`, hotel options and departures after today. */
export async function findTour(slug: string, locale: Locale, today: string) {
  const db = await getDb();
  const [row] = await db
    .select({ tour: tours, text: tourTexts })
    .from(tours)
    .innerJoin(tourTexts, and(eq(tourTexts.tourId, tours.id), eq(tourTexts.locale, locale)))
    .where(and(eq(tours.slug, slug), eq(tours.published, true)));
  if (!row) return null;
  const [hotels, departures] = await Promise.all([
    db.select().from(tourHotels).where(eq(tourHotels.tourId, row.tour.id)).orderBy(asc(tourHotels.position)),
    db
      .select()
      .from(tourDepartures)
      .where(
        and(
          eq(tourDepartures.tourId, row.tour.id),
          ne(tourDepartures.status, "cancelled"),
          gt(tourDepartures.departsOn, today),
        ),
      )
      .orderBy(asc(tourDepartures.departsOn)),
  ]);
  return { ...row, hotels, departures };
}

export type FoundTour = NonNullable<Awaited<ReturnType<typeof findTour>>>;

/** The destinations that have published tours, with how many (the shop's landing links and the sitemap). */
export async function destinations() {
  const db = await getDb();
  return db
    .select({ destination: tours.destination, count: sql<number>`count(*)::int` })
    .from(tours)
    .where(eq(tours.published, true))
    .groupBy(tours.destination)
    .orderBy(sql`count(*) DESC`, tours.destination);
}
