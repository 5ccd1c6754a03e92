import type { ActionFunctionArgs } from "@remix-run/node";
import { and, asc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { getEnv } from "~/utils/env.server";
import { isIsoDate } from "~/utils/jalali";
import { adultPrice } from "../fare-rules";
import { airportsOf } from "../places";
import { checkPriceAlerts } from "../price-alert-check.server";
import { flights } from "../schema";
import { MIN_LEAD_MINUTES } from "../search.server";

/**
 * Test-only (PARVAZ_E2E=1, set by tests/e2e/server.ts): lowers the fare of the cheapest bookable
 * direct offer of a route on a day by `percent` (as the price calendar picks it), then runs the
 * price alerts' scheduled check at once and answers what it did. 404 elsewhere.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!getEnv().PARVAZ_E2E) throw new Response(null, { status: 404 });
  const body = (await request.json()) as { from?: unknown; to?: unknown; depart?: unknown; percent?: unknown };
  const { from, to, depart, percent } = body;
  if (
    typeof from !== "string" ||
    typeof to !== "string" ||
    typeof depart !== "string" ||
    !isIsoDate(depart) ||
    typeof percent !== "number" ||
    !(percent > 0 && percent < 100) ||
    !airportsOf(from).length ||
    !airportsOf(to).length
  )
    throw new Response("from, to, depart and percent, please", { status: 400 });
  const db = await getDb();
  const [offer] = await db
    .select()
    .from(flights)
    .where(
      and(
        inArray(flights.origin, airportsOf(from)),
        inArray(flights.destination, airportsOf(to)),
        eq(flights.departDate, depart),
        gte(flights.seatsRemaining, 1),
        gt(flights.departAt, new Date(Date.now() + MIN_LEAD_MINUTES * 60_000)),
      ),
    )
    .orderBy(sql`${flights.priceAdult} + ${flights.taxAdult}`, asc(flights.id))
    .limit(1);
  if (!offer) throw new Response("no flight on that day", { status: 409 });
  const priceAdult = Math.max(1, Math.floor((offer.priceAdult * (100 - percent)) / 100));
  await db.update(flights).set({ priceAdult }).where(eq(flights.id, offer.id));
  const checked = await checkPriceAlerts();
  return Response.json({ ...checked, price: adultPrice({ priceAdult, taxAdult: offer.taxAdult }) });
}
