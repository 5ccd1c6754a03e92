import { eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { orders } from "~/db/schema";
import { pathFor, type Locale } from "~/routing/screens";
import { sessionSecrets } from "~/utils/env.server";
import { linkExpiry, readBookingLink, signBookingLink } from "./booking-link";
import { viewLine } from "./lines";
import type { Order, OrderLine } from "./order-read.server";

/** The key of the link in an order's e-mails (decision 409): valid until 60 days after its last departure. */
export function bookingLinkKey(
  order: Pick<Order, "number" | "accessVersion">,
  lines: Pick<OrderLine, "kind" | "payload" | "quantity">[],
  now = new Date(),
) {
  const departures = lines.flatMap((l) =>
    viewLine(l.kind, l.payload, l.quantity)
      .segments.map((s) => (s.departsAt ? Date.parse(s.departsAt) : Number.NaN))
      .filter((t) => !Number.isNaN(t)),
  );
  const last = departures.length ? new Date(Math.max(...departures)) : null;
  return signBookingLink(sessionSecrets()[0], {
    number: order.number,
    version: order.accessVersion,
    expiresAt: linkExpiry(now, last),
  });
}

/** The booking's page with its signed key: the address an e-mail's "view/manage your booking" button opens. */
export function bookingLinkUrl(
  order: Pick<Order, "number" | "accessVersion">,
  lines: Pick<OrderLine, "kind" | "payload" | "quantity">[],
  origin: string,
  locale: Locale,
  now = new Date(),
) {
  const key = bookingLinkKey(order, lines, now);
  return `${origin}${pathFor("confirmation", locale, { orderNumber: order.number })}?key=${encodeURIComponent(key)}`;
}

/** The order a booking link opens, or why it does not: forged, expired, or withdrawn (its version raised). */
export async function openBookingLink(
  key: string,
  now = new Date(),
): Promise<{ ok: true; order: Order } | { ok: false; reason: "invalid" | "expired" | "withdrawn" }> {
  const check = readBookingLink(sessionSecrets(), key, now);
  if (!check.ok) return check;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.number, check.number)).limit(1);
  if (!order) return { ok: false, reason: "invalid" };
  if (order.accessVersion !== check.version) return { ok: false, reason: "withdrawn" };
  return { ok: true, order };
}

/** Every link sent so far for this order stops working (the browsers that opened one keep their access). */
export async function withdrawBookingLinks(number: string) {
  const db = await getDb();
  await db
    .update(orders)
    .set({ accessVersion: sql`${orders.accessVersion} + 1` })
    .where(eq(orders.number, number));
}
