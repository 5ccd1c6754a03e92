import type { ActionFunctionArgs } from "@remix-run/node";
import { and, asc, eq, gte } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { paidGuestOrder } from "~/routes/resources/e2e-paid-order.server";
import { isLocale } from "~/routing/screens";
import { addDays, agencyToday } from "~/travel/clock";
import { getEnv } from "~/utils/env.server";
import { tourCartLine } from "../booking.server";
import type { TourTraveller } from "../cart-line";
import { tourDepartures, tourHotels, tours } from "../schema";

/**
 * Test-only (PARVAZ_E2E=1, set by tests/e2e/server.ts; 404 elsewhere): a guest's paid tour order in the given
 * language — Istanbul, 4 nights, on the first open departure a month or more ahead with places for the party, two
 * rooms (two adults; an adult with a child of 7), a cart line made by tourCartLine, placed and paid through the
 * sandbox as checkout and payment do — and access to it for this browser, so the voucher tests start at the
 * confirmation.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!getEnv().PARVAZ_E2E) throw new Response(null, { status: 404 });
  // A form body, as every action takes (request-checks.server.ts keeps JSON to the older e2e helpers).
  const form = await request.formData();
  const asked = form.get("locale");
  const locale = isLocale(asked) ? asked : "en";
  const email = String(form.get("email") ?? "");
  const db = await getDb();
  const slug = "istanbul-4-nights";
  const departures = await db
    .select({ id: tourDepartures.id, departsOn: tourDepartures.departsOn, hotelId: tourHotels.id })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .innerJoin(tourHotels, and(eq(tourHotels.tourId, tours.id), eq(tourHotels.position, 0)))
    .where(
      and(
        eq(tours.slug, slug),
        eq(tourDepartures.status, "open"),
        gte(tourDepartures.departsOn, addDays(agencyToday(), 30)),
        gte(tourDepartures.placesLeft, 4),
      ),
    )
    .orderBy(asc(tourDepartures.departsOn))
    .limit(1);
  const departure = departures[0];
  if (!departure) throw new Response("no departure", { status: 409 });
  const childBorn = `${Number(departure.departsOn.slice(0, 4)) - 7}-01-01`;
  const person = (
    room: number,
    firstName: string,
    lastName: string,
    type: TourTraveller["type"],
    birthDate: string,
    gender: TourTraveller["gender"],
    passportNumber: string,
  ): TourTraveller => ({
    room,
    type,
    firstName,
    lastName,
    gender,
    birthDate,
    nationality: "IR",
    documentType: "passport",
    passportNumber,
    passportExpiry: "2032-01-01",
  });
  const built = await tourCartLine({
    slug,
    choice: {
      departureId: departure.id,
      hotelId: departure.hotelId,
      rooms: [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [7] },
      ],
      offer: null,
    },
    passengers: [
      person(0, "Sara", "Ahmadi", "adult", "1990-05-14", "female", "X12345671"),
      person(0, "Reza", "Ahmadi", "adult", "1988-09-30", "male", "X12345672"),
      person(1, "Maryam", "Karimi", "adult", "1985-02-01", "female", "X12345673"),
      person(1, "Dara", "Karimi", "child", childBorn, "male", "X12345674"),
    ],
    contact: { email, mobile: "+989121234567" },
    locale,
  });
  if (built.status !== "ok") throw new Response(built.status, { status: 409 });
  return paidGuestOrder(request, built.line, locale, email);
}

export async function loader() {
  throw new Response(null, { status: 404 });
}
