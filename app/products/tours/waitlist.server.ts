/**
 * The waitlist of a full departure (decision 704): who asked, in order. When places free up (a cancellation, an
 * unpaid order expiring, a hold ending), the first entries whose party fits are offered them in the same
 * transaction: the places are held for them for 24 hours and an e-mail brings a link that books them. The link's
 * secret is kept only as a hash. An offer not taken in time goes back, and on to the next in line.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { Tx } from "~/domains/booking/inventory";
import { queueMail } from "~/domains/mail/mail.server";
import { getFixedT } from "~/i18n/i18next.server";
import { isLocale, pathFor, type Locale } from "~/routing/screens";
import { publicOrigin } from "~/utils/env.server";
import { formatLongDate, formatMoment } from "~/utils/format";
import { AGENCY_TIME_ZONE } from "~/travel/clock";
import { tourDepartures, tours, tourTexts, tourWaitlist } from "./schema";

export const OFFER_HOURS = 24;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export type JoinResult = { status: "joined"; position: number } | { status: "already" } | { status: "notFull" };

/** Puts an address on a full departure's list (once while waiting); a departure with places left takes no list. */
export async function joinWaitlist(input: {
  departureId: number;
  email: string;
  locale: Locale;
  places: number;
  userId: number | null;
}): Promise<JoinResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [departure] = await tx
      .select({ left: tourDepartures.placesLeft, status: tourDepartures.status })
      .from(tourDepartures)
      .where(eq(tourDepartures.id, input.departureId))
      .for("update");
    if (!departure || departure.status === "cancelled" || departure.left >= input.places) return { status: "notFull" };
    const inserted = await tx
      .insert(tourWaitlist)
      .values({ ...input, email: input.email.trim() })
      .onConflictDoNothing()
      .returning({ id: tourWaitlist.id });
    if (!inserted.length) return { status: "already" };
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(tourWaitlist)
      .where(
        and(
          eq(tourWaitlist.departureId, input.departureId),
          sql`${tourWaitlist.status} IN ('waiting', 'offered')`,
          sql`${tourWaitlist.id} <= ${inserted[0].id}`,
        ),
      );
    return { status: "joined", position: row?.n ?? 1 };
  });
}

async function offerMail(
  tx: Tx,
  entry: { email: string; locale: string; places: number },
  departureId: number,
  token: string,
  until: Date,
) {
  const locale: Locale = isLocale(entry.locale) ? entry.locale : "en";
  const [tour] = await tx
    .select({ slug: tours.slug, title: tourTexts.title, departsOn: tourDepartures.departsOn })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .innerJoin(tourTexts, and(eq(tourTexts.tourId, tours.id), eq(tourTexts.locale, locale)))
    .where(eq(tourDepartures.id, departureId));
  if (!tour) return;
  const t = await getFixedT(locale, "tours");
  // The link opens the tour's planner on that departure with the offer; a party of up to three fills one room.
  const party = entry.places <= 3 ? `&rooms=1&a1=${entry.places}&c1=0` : "";
  const link = `${publicOrigin()}${pathFor("tour", locale, { slug: tour.slug })}?d=${departureId}${party}&offer=${token}#planner`;
  const deadline = formatMoment(until, locale, AGENCY_TIME_ZONE);
  const vars = {
    tour: tour.title,
    date: formatLongDate(tour.departsOn, locale),
    count: entry.places,
    until: `${deadline.date} ${deadline.time}`,
  };
  await queueMail(
    {
      to: entry.email,
      subject: t("waitlist.mail.subject", { tour: vars.tour, date: vars.date }),
      text: [t("waitlist.mail.body", vars), "", link, "", t("waitlist.mail.footer")].join("\n"),
    },
    tx,
  );
}

/** Offers a departure's free places to the first entries on its list whose party fits, holding them for 24 hours. */
export async function offerFreedPlaces(tx: Tx, departureId: number, now = new Date()) {
  const [departure] = await tx
    .select({ left: tourDepartures.placesLeft, status: tourDepartures.status })
    .from(tourDepartures)
    .where(eq(tourDepartures.id, departureId))
    .for("update");
  if (!departure || departure.status === "cancelled") return 0;
  let left = departure.left;
  let offered = 0;
  const waiting = await tx
    .select()
    .from(tourWaitlist)
    .where(and(eq(tourWaitlist.departureId, departureId), eq(tourWaitlist.status, "waiting")))
    .orderBy(asc(tourWaitlist.id))
    .for("update");
  for (const entry of waiting) {
    if (left <= 0) break;
    if (entry.places > left) continue;
    const token = randomBytes(18).toString("base64url");
    const holdUntil = new Date(now.getTime() + OFFER_HOURS * 3_600_000);
    await tx
      .update(tourWaitlist)
      .set({ status: "offered", tokenHash: hash(token), holdUntil })
      .where(eq(tourWaitlist.id, entry.id));
    left -= entry.places;
    offered += 1;
    await offerMail(tx, entry, departureId, token, holdUntil);
  }
  if (left !== departure.left)
    await tx.update(tourDepartures).set({ placesLeft: left }).where(eq(tourDepartures.id, departureId));
  return offered;
}

/** The live offer a link's secret names on a departure, or null. */
export async function findOffer(departureId: number, token: string, now = new Date()) {
  const db = await getDb();
  const [entry] = await db
    .select({ id: tourWaitlist.id, places: tourWaitlist.places, holdUntil: tourWaitlist.holdUntil })
    .from(tourWaitlist)
    .where(
      and(
        eq(tourWaitlist.departureId, departureId),
        eq(tourWaitlist.tokenHash, hash(token)),
        eq(tourWaitlist.status, "offered"),
      ),
    );
  return entry && entry.holdUntil && entry.holdUntil > now ? entry : null;
}

/**
 * Books with an offer's held places inside the order's transaction: true when the offer is live; its places beyond
 * the party's go back to the departure. false: no live offer (the order takes places as anyone would).
 */
export async function claimOffer(tx: Tx, departureId: number, token: string, places: number, now = new Date()) {
  const [entry] = await tx
    .update(tourWaitlist)
    .set({ status: "booked" })
    .where(
      and(
        eq(tourWaitlist.departureId, departureId),
        eq(tourWaitlist.tokenHash, hash(token)),
        eq(tourWaitlist.status, "offered"),
        sql`${tourWaitlist.holdUntil} > ${now.toISOString()}`,
        sql`${tourWaitlist.places} >= ${places}`,
      ),
    )
    .returning({ held: tourWaitlist.places });
  if (!entry) return false;
  if (entry.held > places)
    await tx
      .update(tourDepartures)
      .set({ placesLeft: sql`${tourDepartures.placesLeft} + ${entry.held - places}` })
      .where(eq(tourDepartures.id, departureId));
  return true;
}

/** Ends the offers not taken in time: their places go back and on to the next in line (the sweeper, every pass). */
export async function expireOffers(now = new Date()) {
  const db = await getDb();
  const due = await db
    .select({ id: tourWaitlist.id, departureId: tourWaitlist.departureId })
    .from(tourWaitlist)
    .where(and(eq(tourWaitlist.status, "offered"), lt(tourWaitlist.holdUntil, now)));
  for (const { id, departureId } of due)
    await db.transaction(async (tx) => {
      const [ended] = await tx
        .update(tourWaitlist)
        .set({ status: "expired" })
        .where(and(eq(tourWaitlist.id, id), eq(tourWaitlist.status, "offered")))
        .returning({ places: tourWaitlist.places });
      if (!ended) return;
      await tx
        .update(tourDepartures)
        .set({ placesLeft: sql`${tourDepartures.placesLeft} + ${ended.places}` })
        .where(eq(tourDepartures.id, departureId));
      await offerFreedPlaces(tx, departureId, now);
    });
  return due.length;
}
