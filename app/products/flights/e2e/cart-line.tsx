import type { ActionFunctionArgs } from "@remix-run/node";
import { and, asc, eq, gte, gt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { type PriceBreakdown } from "~/db/schema";
import { flights } from "../schema";
import { addLine, getOrCreateCart } from "~/domains/cart/cart.server";
import { FLIGHT_LINE_KIND, legSummaryOf, type FlightCartLine } from "~/products/flights/cart-line";
import { priceBooking } from "~/products/flights/fare-rules";
import { getEnv } from "~/utils/env.server";

/**
 * Test-only (PARVAZ_E2E=1, set by tests/e2e/server.ts): puts a line in the visitor's
 * cart, so cart, checkout and payment tests need no other screen. With `flight: { adults }`
 * it is a real flight line (a seeded flight with free seats, priced by the fare rules,
 * payload as app/products/flights/cart-line.ts); otherwise the given typed line. 404 elsewhere.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!getEnv().PARVAZ_E2E) throw new Response(null, { status: 404 });
  const body = (await request.json()) as {
    flight?: { adults: number; fareType?: string; minDays?: number };
    kind?: string;
    payload?: Record<string, unknown>;
    breakdown?: PriceBreakdown;
    expiresInMinutes?: number;
    quantity?: number;
  };
  const { cart, headers } = await getOrCreateCart(request);
  const expiresAt = new Date(Date.now() + (body.expiresInMinutes ?? 30) * 60_000);
  if (body.flight) {
    const adults = body.flight.adults;
    const db = await getDb();
    const [f] = await db
      .select()
      .from(flights)
      .where(
        and(
          gt(flights.departAt, new Date(Date.now() + (body.flight.minDays ?? 8) * 86_400_000)),
          gte(flights.seatsRemaining, adults + 5),
          eq(flights.fareType, body.flight.fareType ?? "standard"),
        ),
      )
      .orderBy(asc(flights.departAt))
      .limit(1);
    if (!f) throw new Response("no flight with seats", { status: 409 });
    const names = [
      ["Sara", "Ahmadi", "female", "0012345679"],
      ["Reza", "Ahmadi", "male", "0084575948"],
      ["Mina", "Karimi", "female", "0067749828"],
    ];
    const payload: FlightCartLine = {
      outboundOfferId: f.id,
      passengers: names.slice(0, adults).map(([firstName, lastName, gender, nationalId]) => ({
        type: "adult",
        firstName,
        lastName,
        gender: gender as "male" | "female",
        birthDate: "1990-01-01",
        documentType: "id_card",
        nationalId,
      })),
      contact: { email: "traveller@example.com", mobile: "+989121234567" },
      searchedAt: new Date().toISOString(),
      legs: [legSummaryOf(f)],
    };
    const breakdown = priceBooking([f], { adults, children: 0, infants: 0 });
    const line = await addLine(cart.id, {
      kind: FLIGHT_LINE_KIND,
      payload,
      amount: breakdown.total,
      breakdown,
      expiresAt,
    });
    return Response.json(
      {
        lineId: line.id,
        cartId: cart.id,
        flightId: f.id,
        seatsRemaining: f.seatsRemaining,
        flightNumber: f.flightNumber,
      },
      { headers },
    );
  }
  const breakdown: PriceBreakdown = body.breakdown ?? {
    items: [{ key: "adult", quantity: 1, unitAmount: 10000 }],
    tax: 1500,
    commission: 500,
    otherCosts: 0,
    total: 12000,
  };
  const line = await addLine(cart.id, {
    kind: body.kind ?? "service",
    payload: body.payload ?? {},
    amount: breakdown.total,
    breakdown,
    quantity: body.quantity ?? 1,
    expiresAt,
  });
  return Response.json({ lineId: line.id, cartId: cart.id }, { headers });
}

export async function loader() {
  throw new Response(null, { status: 404 });
}
