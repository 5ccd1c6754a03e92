/**
 * The hand-over from the hotel guest page to the cart: the rate re-checked against the
 * database (recheckStay), then one cart line "rooms of a room type at a rate plan + lead
 * guests + contact", priced in the property's currency with one breakdown item per night
 * (decision 500). The route adds it with `addLine` (cart.server.ts).
 */
import { and, eq } from "drizzle-orm";
import type { ZodIssue } from "zod";
import { getDb } from "~/db/client.server";
import { hotelPropertyTexts } from "./schema";
import type { NewCartLine } from "~/domains/cart/cart.server";
import type { Locale } from "~/routing/screens";
import { getEnv } from "~/utils/env.server";
import { arrivalOf, type CancellationTerms } from "./cancellation";
import { zonedInstant } from "~/travel/clock";
import { HOTEL_LINE_KIND, hotelCartLineSchema, type HotelCartLine, type LeadGuest } from "./cart-line";
import { recheckStay, type RecheckResult, type StayRequest } from "./inventory.server";
import { stayBreakdown, type StayPrice } from "./pricing";

/** How long hotel results and a hotel line in the cart stay valid (HOTEL_RESULTS_TTL_MINUTES). */
export function hotelResultsTtlMinutes() {
  return getEnv().HOTEL_RESULTS_TTL_MINUTES;
}

export interface HotelLineInput extends StayRequest {
  /** One lead guest per room, in room order. */
  guests: LeadGuest[];
  contact: { email: string; mobile: string };
  specialRequests?: string;
  arrivalTime?: string;
  searchedAt: Date;
  /** The language the line's title and subtitle are written in (the booking's language). */
  locale: Locale;
}

export type HotelLineResult =
  | { status: "ok"; line: NewCartLine; price: StayPrice; terms: CancellationTerms }
  | Exclude<RecheckResult, { status: "ok" }>
  | { status: "invalid"; issues: ZodIssue[] };

export async function hotelCartLine(input: HotelLineInput, now = new Date()): Promise<HotelLineResult> {
  const check = await recheckStay(input, now);
  if (check.status !== "ok") return check;
  const { property, ratePlan, price, terms } = check;
  const db = await getDb();
  const [text] = await db
    .select({ name: hotelPropertyTexts.name, address: hotelPropertyTexts.address })
    .from(hotelPropertyTexts)
    .where(and(eq(hotelPropertyTexts.propertyId, property.id), eq(hotelPropertyTexts.locale, input.locale)));
  const clock = { checkIn: input.checkIn, checkInTime: property.checkInTime, timeZone: property.timeZone };
  const arrival = arrivalOf(clock);
  const departure = zonedInstant(input.checkOut, property.checkOutTime, property.timeZone);
  const parsed = hotelCartLineSchema.safeParse({
    propertyId: property.id,
    roomTypeId: input.roomTypeId,
    ratePlanId: ratePlan.id,
    domestic: property.domestic,
    currency: property.currency,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
    timeZone: property.timeZone,
    rooms: input.rooms,
    passengers: input.guests,
    board: ratePlan.board,
    terms,
    cityTaxAtHotel: price.cityTaxAtHotel,
    ...(input.specialRequests ? { specialRequests: input.specialRequests } : {}),
    ...(input.arrivalTime ? { arrivalTime: input.arrivalTime } : {}),
    contact: input.contact,
    searchedAt: input.searchedAt.toISOString(),
    title: text?.name ?? property.slug,
    subtitle: text?.address ?? "",
    segments: [
      { label: text?.name ?? property.slug, departsAt: arrival.toISOString(), arrivesAt: departure.toISOString() },
    ],
  });
  if (!parsed.success) return { status: "invalid", issues: parsed.error.issues };
  const payload: HotelCartLine = parsed.data;
  // Price and rooms were re-checked now: the line holds them for one result validity, never past check-in.
  const expiresAt = new Date(Math.min(now.getTime() + hotelResultsTtlMinutes() * 60_000, arrival.getTime()));
  return {
    status: "ok",
    price,
    terms,
    line: {
      kind: HOTEL_LINE_KIND,
      payload,
      currency: property.currency,
      amount: price.total,
      breakdown: stayBreakdown(price, check.nights),
      expiresAt,
    },
  };
}
