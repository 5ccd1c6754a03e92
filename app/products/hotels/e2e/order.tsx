import type { ActionFunctionArgs } from "@remix-run/node";
import { paidGuestOrder } from "~/routes/resources/e2e-paid-order.server";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { hotelProperties, hotelRatePlans, hotelRoomTypes } from "../schema";
import { addDays, agencyToday } from "~/travel/clock";
import { hotelCartLine } from "~/products/hotels/booking.server";
import type { CancellationKind } from "~/products/hotels/codes";
import { isLocale } from "~/routing/screens";
import { getEnv } from "~/utils/env.server";

/**
 * Test-only (PARVAZ_E2E=1, set by tests/e2e/server.ts; 404 elsewhere): a guest's paid hotel
 * order in the given language — a real rate of a domestic or international property, a
 * cart line made by hotelCartLine, placed and paid through the sandbox as checkout and payment
 * do — and access to it for this browser, so the voucher tests start at the confirmation.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!getEnv().PARVAZ_E2E) throw new Response(null, { status: 404 });
  const body = (await request.json()) as {
    locale?: string;
    email: string;
    domestic?: boolean;
    cancellation?: CancellationKind;
  };
  const locale = isLocale(body.locale) ? body.locale : "en";
  const domestic = body.domestic ?? false;
  const db = await getDb();
  const checkIn = addDays(agencyToday(), 30);
  const rates = await db
    .select({ propertyId: hotelProperties.id, roomTypeId: hotelRoomTypes.id, ratePlanId: hotelRatePlans.id })
    .from(hotelRatePlans)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRatePlans.roomTypeId))
    .innerJoin(hotelProperties, eq(hotelProperties.id, hotelRatePlans.propertyId))
    .where(
      and(
        eq(hotelProperties.domestic, domestic),
        eq(hotelRatePlans.cancellation, body.cancellation ?? "free"),
        lte(hotelRatePlans.minStay, 2),
        gte(hotelRoomTypes.maxAdults, 2),
        lte(hotelRatePlans.freeUntilDays, 14),
      ),
    )
    .orderBy(asc(hotelRatePlans.id))
    .limit(40);
  // The first of these rates with a room on both nights (about one night in ten is sold out).
  let built: Awaited<ReturnType<typeof hotelCartLine>> | null = null;
  for (const rate of rates) {
    built = await hotelCartLine({
      ...rate,
      checkIn,
      checkOut: addDays(checkIn, 2),
      rooms: [{ adults: 2, childAges: [] }],
      guests: [
        domestic
          ? {
              firstName: "Sara",
              lastName: "Ahmadi",
              nationality: "IR",
              documentType: "id_card",
              nationalId: "0012345679",
            }
          : {
              firstName: "Sara",
              lastName: "Ahmadi",
              nationality: "NL",
              documentType: "passport",
              passportNumber: "NX1234567",
            },
      ],
      contact: { email: body.email, mobile: "+989121234567" },
      specialRequests: "A quiet room, please",
      arrivalTime: "18:00",
      searchedAt: new Date(),
      locale,
    });
    if (built.status === "ok") break;
  }
  if (built?.status !== "ok") throw new Response("no rate", { status: 409 });
  return paidGuestOrder(request, built.line, locale, body.email);
}

export async function loader() {
  throw new Response(null, { status: 404 });
}
