/**
 * A flight line's part of the order's documents (decision 030, orders/document-parts.ts): its
 * legs — each departure and arrival at its airport's local time with the place named, airline,
 * cabin, fare, the baggage sold with the offer and the fare's rules — which the frame draws with
 * the passengers and their e-ticket numbers.
 */
import { inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { DocumentParts, DocumentT, ETicketStop } from "~/domains/orders/document-parts";
import { viewLine } from "~/domains/orders/lines";
import { presentLine, type LocalMoment, type PresentedPlace } from "~/domains/orders/present";
import { keyIn } from "~/i18n/keys";
import type { Locale } from "~/routing/screens";
import { formatNumber } from "~/utils/format";
import { penalties, penaltyWindows, type FareType } from "./fare-rules";
import { flights } from "./schema";
import { extrasSchema } from "./cart-line";
import { BAG_KG } from "./extras";

const at = (m: LocalMoment, t: DocumentT) => t("orders:time.at", { time: m.time, place: m.place });

function stop(place: PresentedPlace | null, moment: LocalMoment | null, t: DocumentT): ETicketStop | null {
  if (!place || !moment) return null;
  return {
    airport: place.airport ? `${place.airport} (${place.code})` : place.code,
    city: place.city,
    date: moment.date,
    time: at(moment, t),
  };
}

function fareRules(fareType: string | null, locale: Locale, t: DocumentT): string[] {
  const rules = fareType ? penalties[fareType as FareType] : undefined;
  if (!rules) return [];
  const percent = (n: number) => formatNumber(n / 100, locale, { style: "percent" });
  const steps = (table: Record<string, number>) =>
    penaltyWindows
      .map((w) => `${t(`flights:refund.window.${w.key}`)} ${percent(table[w.key])}`)
      .join(t("orders:eticket.separator"));
  return [
    t("orders:eticket.rule", {
      action: t("flights:refund.cancel"),
      rules: rules.refundable ? steps(rules.cancel) : t("flights:refund.nonRefundable"),
    }),
    t("orders:eticket.rule", { action: t("flights:refund.change"), rules: steps(rules.change) }),
    t("flights:refund.caption"),
  ];
}

/** The seats and extra bags bought for one flight, one phrase per passenger (decision 110). */
function extrasOf(payload: Record<string, unknown>, offerId: number | null, t: DocumentT): string[] {
  const parsed = extrasSchema.safeParse(payload.extras);
  const passengers = Array.isArray(payload.passengers)
    ? (payload.passengers as { firstName?: string; lastName?: string }[])
    : [];
  if (!parsed.success || offerId === null) return [];
  const name = (i: number) => `${passengers[i]?.firstName ?? ""} ${passengers[i]?.lastName ?? ""}`.trim();
  return passengers.flatMap((_, i) => {
    const seat = parsed.data.seats.find((s) => s.offerId === offerId && s.passenger === i)?.seat;
    const pieces = parsed.data.bags
      .filter((b) => b.offerId === offerId && b.passenger === i)
      .reduce((n, b) => n + b.pieces, 0);
    if (!seat && !pieces) return [];
    const parts = [
      ...(seat ? [t("flights:extras.seatOf", { seat })] : []),
      ...(pieces ? [t("flights:extras.bagsOf", { count: pieces, kg: BAG_KG })] : []),
    ];
    return [`${name(i)}: ${parts.join(t("orders:eticket.separator"))}`];
  });
}

export const flightDocuments: DocumentParts = {
  /** The baggage sold with each offer of the order (through the confirming transaction when there is one). */
  async load(lines, _locale, executor) {
    const offerIds = lines.flatMap((l) =>
      viewLine(l.kind, l.payload, l.quantity).segments.flatMap((s) => (s.offerId ? [s.offerId] : [])),
    );
    const db = executor ?? (await getDb());
    const rows = offerIds.length
      ? await db
          .select({ id: flights.id, baggageKg: flights.baggageKg })
          .from(flights)
          .where(inArray(flights.id, offerIds))
      : [];
    return new Map(rows.map((r) => [r.id, r.baggageKg]));
  },
  build(line, { locale, t, loaded }) {
    const baggageKg = (loaded as Map<number, number> | undefined) ?? new Map<number, number>();
    const legs = presentLine(viewLine(line.kind, line.payload, line.quantity), locale).legs.map((leg) => {
      const kg = leg.offerId !== null ? baggageKg.get(leg.offerId) : undefined;
      return {
        flightNumber: leg.flightNumber ?? "",
        airline: leg.airline ?? "",
        cabin: leg.cabin ? t(keyIn("flights:cabin", leg.cabin)) : null,
        fare: leg.fareType ? t(keyIn("flights:fareType", leg.fareType)) : null,
        baggage:
          kg === undefined
            ? null
            : kg > 0
              ? t("flights:offer.kg", { kg: formatNumber(kg, locale) })
              : t("orders:eticket.noBaggage"),
        extras: extrasOf(line.payload, leg.offerId, t),
        depart: stop(leg.from, leg.depart, t),
        arrive: stop(leg.to, leg.arrive, t),
        rules: fareRules(leg.fareType, locale, t),
      };
    });
    return { legs, travellers: true, tickets: true };
  },
};
