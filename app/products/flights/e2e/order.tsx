import type { ActionFunctionArgs } from "@remix-run/node";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "~/db/client.server";
import { flights } from "../schema";
import { paidGuestOrder } from "~/routes/resources/e2e-paid-order.server";
import { FLIGHT_LINE_KIND, flightCartLineSchema, legSummaryOf } from "~/products/flights/cart-line";
import { priceBooking } from "~/products/flights/fare-rules";
import { addDays } from "~/travel/clock";
import { isLocale } from "~/routing/screens";
import { getEnv } from "~/utils/env.server";

/**
 * Test-only (PARVAZ_E2E=1, set by tests/e2e/server.ts; 404 elsewhere): a guest's paid one-way flight
 * order (standard fare, one adult) through the booking core, opened for this browser, on a flight whose
 * route has a flight at least as dear the next day — so a date change to that day has a balance to pay by
 * card. A scheduled flight, so extra bags can be bought for it. With `discountCode`, checkout takes that
 * code (the desk reports' e2e). Answers the confirmation page, that day and the flight to move to.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!getEnv().PARVAZ_E2E) throw new Response(null, { status: 404 });
  const body = (await request.json()) as { locale?: string; email: string; discountCode?: string };
  const locale = isLocale(body.locale) ? body.locale : "en";
  const db = await getDb();
  const next = alias(flights, "next");
  const later = db
    .select({ id: next.id })
    .from(next)
    .where(
      sql`${next.origin} = ${flights.origin} AND ${next.destination} = ${flights.destination} AND ${next.departDate} = ${flights.departDate} + 1 AND ${next.priceAdult} >= ${flights.priceAdult} AND ${next.cabin} = ${flights.cabin} AND ${next.seatsRemaining} >= 5`,
    );
  const [f] = await db
    .select()
    .from(flights)
    .where(
      and(
        gte(flights.departAt, new Date(Date.now() + 12 * 86_400_000)),
        gte(flights.seatsRemaining, 5),
        eq(flights.fareType, "standard"),
        // Extra bags are sold on scheduled flights only (decision 110).
        eq(flights.flightType, "scheduled"),
        sql`EXISTS (${later})`,
      ),
    )
    .orderBy(asc(flights.departAt))
    .limit(1);
  if (!f) throw new Response("no flight with a dearer one the next day", { status: 409 });
  // The next day's direct flight the test moves to (the day's first option may be a cheaper connection).
  const [change] = await db
    .select({ flightNumber: flights.flightNumber })
    .from(flights)
    .where(
      sql`${flights.origin} = ${f.origin} AND ${flights.destination} = ${f.destination} AND ${flights.departDate} = ${addDays(f.departDate, 1)} AND ${flights.priceAdult} >= ${f.priceAdult} AND ${flights.cabin} = ${f.cabin} AND ${flights.seatsRemaining} >= 5`,
    )
    .orderBy(asc(flights.departAt))
    .limit(1);
  const payload = flightCartLineSchema.parse({
    outboundOfferId: f.id,
    passengers: [
      {
        type: "adult",
        firstName: "Sara",
        lastName: "Ahmadi",
        gender: "female",
        birthDate: "1990-01-01",
        documentType: "id_card",
        nationalId: "0012345679",
      },
    ],
    contact: { email: body.email, mobile: "+989121234567" },
    searchedAt: new Date().toISOString(),
    legs: [legSummaryOf(f)],
  });
  const breakdown = priceBooking([f], { adults: 1, children: 0, infants: 0 });
  return paidGuestOrder(
    request,
    {
      kind: FLIGHT_LINE_KIND,
      payload,
      currency: "EUR",
      amount: breakdown.total,
      breakdown,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    },
    locale,
    body.email,
    { flightNumber: f.flightNumber, changeDay: addDays(f.departDate, 1), changeFlight: change.flightNumber },
    body.discountCode ? { discountCode: body.discountCode } : {},
  );
}
