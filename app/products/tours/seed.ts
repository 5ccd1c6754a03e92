import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { addDays, agencyToday, everyDay } from "~/travel/clock";
import { cityNames, otherSpellings } from "~/travel/places";
import { locales } from "~/routing/screen-table";
import { normalizeSearchText } from "~/utils/search-text";
import { tourCatalogue } from "./catalogue";
import type { TourSeed } from "./codes";

/**
 * The tour catalogue (issue 27; decision 700): the tours of catalogue.ts with their texts and hotel options, and a
 * departure on each of their weekdays from a week ahead to seven months ahead. Prices rise by the tour's peak
 * percent over Nowruz (14 March – 4 April) and the summer holidays (1 July – 31 August). A few departures are
 * seeded full and a few nearly full, as the agency's group allotments sell through other channels too: the demo
 * then shows a waitlist and "3 places left". `scale` repeats the catalogue (the benchmark's 10×).
 */
export const name = "tours";

export const FIRST_DEPARTURE_DAYS = 7;
export const LAST_DEPARTURE_DAYS = 213;

async function insertJson(db: Db, table: string, rows: object[]) {
  for (let i = 0; i < rows.length; i += 2000)
    await db.execute(
      sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows.slice(i, i + 2000))}::json)`,
    );
}

function isPeak(day: string) {
  const md = day.slice(5);
  return (md >= "03-14" && md <= "04-04") || (md >= "07-01" && md <= "08-31");
}

/** What a search matches for a tour: its titles and its places' names in every language, normalised. */
export function searchText(tour: TourSeed) {
  const places = [tour.destination, tour.origin].flatMap((c) => [
    ...locales.map((l) => cityNames[c][l]),
    ...(otherSpellings[c] ?? []),
  ]);
  return normalizeSearchText([...locales.map((l) => tour.text[l].title), ...places].join(" "));
}

export function tourRows(today: string, scale = 1) {
  const catalogue = Array.from({ length: scale }, (_, copy) =>
    tourCatalogue.map((t) => ({ ...t, slug: copy ? `${t.slug}-${copy + 1}` : t.slug })),
  ).flat();
  const days = everyDay(addDays(today, FIRST_DEPARTURE_DAYS), addDays(today, LAST_DEPARTURE_DAYS));
  const tours = catalogue.map((t, i) => ({ ...t, id: i + 1 }));
  return {
    tours: tours.map((t) => ({
      id: t.id,
      slug: t.slug,
      kind: t.kind,
      theme: t.theme,
      origin: t.origin,
      destination: t.destination,
      nights: t.nights,
      transport: t.transport,
      outbound: t.outbound,
      inbound: t.inbound,
      currency: t.currency,
      min_participants: t.minParticipants,
      confirm_days: t.confirmDays,
      deposit_percent: t.depositPercent,
      balance_days: t.balanceDays,
      day_prices: t.dayPrices ?? null,
      search: searchText(t),
      published: true,
    })),
    texts: tours.flatMap((t) =>
      locales.map((locale) => {
        const { title, summary, ...body } = t.text[locale];
        return { tour_id: t.id, locale, title, summary, body };
      }),
    ),
    hotels: tours.flatMap((t) =>
      t.hotels.map((h, position) => ({
        id: t.id * 10 + position,
        tour_id: t.id,
        position,
        name: h.name,
        stars: h.stars,
        board: h.board,
        double: h.double,
        triple: h.triple,
        single_supplement: h.singleSupplement,
        child_with_bed: h.childWithBed,
        child_no_bed: h.childNoBed,
        infant: h.infant,
      })),
    ),
    departures: tours.flatMap((t) =>
      days
        .filter((day) => t.weekdays.includes(new Date(`${day}T12:00:00Z`).getUTCDay()))
        .map((day, n) => {
          const sold = (t.id * 7 + n * 3) % 17 === 0 ? t.places : (t.id + n) % 13 === 0 ? t.places - 3 : 0;
          return {
            id: t.id * 1000 + n,
            tour_id: t.id,
            departs_on: day,
            returns_on: addDays(day, t.nights),
            places: t.places,
            places_left: t.places - sold,
            price_percent: isPeak(day) ? 100 + t.peakPercent : 100,
            status: "open",
          };
        }),
    ),
  };
}

/** Replaces the catalogue and its departures (and with them every waitlist entry). */
export async function generateTours(db: Db, today = agencyToday(), scale = 1) {
  const rows = tourRows(today, scale);
  await db.execute(sql`TRUNCATE tour_waitlist, tour_departures, tour_hotels, tour_texts, tours`);
  await insertJson(db, "tours", rows.tours);
  await insertJson(db, "tour_texts", rows.texts);
  await insertJson(db, "tour_hotels", rows.hotels);
  await insertJson(db, "tour_departures", rows.departures);
  await db.execute(sql`ANALYZE tours, tour_texts, tour_hotels, tour_departures`);
  return rows;
}

/** Idempotent: keeps the catalogue (and the places sold) while it is the generator's for these days. */
export async function seed(db: Db, options: { log?: (m: string) => void }) {
  const today = agencyToday();
  const wanted = tourRows(today);
  const result = await db.execute(
    sql`SELECT (SELECT count(*)::int FROM tours) AS n, (SELECT min(departs_on)::text FROM tour_departures) AS first`,
  );
  const [row] = (result as unknown as { rows: { n: number; first: string | null }[] }).rows;
  const first = wanted.departures.reduce((m, d) => (d.departs_on < m ? d.departs_on : m), "9999-12-31");
  if (row?.n !== wanted.tours.length || (row.first ?? "") > first) {
    await generateTours(db, today);
    options.log?.(`    tours: ${wanted.tours.length} tours, ${wanted.departures.length} departures`);
  }
}
