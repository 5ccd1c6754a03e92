import type { ActionFunctionArgs } from "@remix-run/node";
import { and, asc, eq, gt, gte } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { paidGuestOrder } from "~/routes/resources/e2e-paid-order.server";
import { isLocale } from "~/routing/screens";
import { addDays, agencyToday } from "~/travel/clock";
import { getEnv } from "~/utils/env.server";
import { tourCartLine } from "../booking.server";
import type { TourTraveller } from "../cart-line";
import { tourDepartures, tours } from "../schema";

/**
 * Test-only (PARVAZ_E2E=1, set by tests/e2e/server.ts; 404 elsewhere): a guest's paid tour order in the given
 * language — two adults in one double room on an open package departure with nothing sold yet, at least 40 days
 * ahead, whose tour needs more than two travellers (so the desk may cancel it) — made by tourCartLine, placed and
 * paid through the sandbox as the travellers' step, checkout and payment do. Answers the order and departure.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!getEnv().PARVAZ_E2E) throw new Response(null, { status: 404 });
  const body = (await request.json()) as { locale?: string; email: string };
  const locale = isLocale(body.locale) ? body.locale : "en";
  const db = await getDb();
  const [free] = await db
    .select({ id: tourDepartures.id, tourId: tours.id, slug: tours.slug, departsOn: tourDepartures.departsOn })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .where(
      and(
        eq(tourDepartures.status, "open"),
        eq(tourDepartures.placesLeft, tourDepartures.places),
        gte(tourDepartures.departsOn, addDays(agencyToday(), 40)),
        eq(tours.kind, "package"),
        gt(tours.minParticipants, 2),
        eq(tours.published, true),
      ),
    )
    .orderBy(asc(tourDepartures.departsOn), asc(tourDepartures.id))
    .limit(1);
  if (!free) throw new Response("no departure", { status: 409 });
  const traveller = (firstName: string, gender: "male" | "female", passportNumber: string): TourTraveller => ({
    room: 0,
    type: "adult",
    firstName,
    lastName: "Ahmadi",
    gender,
    birthDate: "1986-04-12",
    nationality: "IR",
    documentType: "passport",
    passportNumber,
    passportExpiry: addDays(free.departsOn, 900),
  });
  const built = await tourCartLine({
    slug: free.slug,
    choice: { departureId: free.id, hotelId: null, rooms: [{ adults: 2, childAges: [] }], offer: null },
    passengers: [traveller("Sara", "female", "X12345678"), traveller("Reza", "male", "X87654321")],
    contact: { email: body.email, mobile: "+989121234567" },
    locale,
  });
  if (built.status !== "ok") throw new Response(built.status, { status: 409 });
  return paidGuestOrder(request, built.line, locale, body.email, {
    departureId: String(free.id),
    tourId: String(free.tourId),
    departsOn: free.departsOn,
  });
}

export async function loader() {
  throw new Response(null, { status: 404 });
}
