/**
 * The train ticket (pure; decision 610): what the confirmation page, its print view, the PDF
 * and the e-mail show for a train line, already in the order's language — train number and
 * operator, the stations in that language, departure and arrival on Tehran's clock (Jalali
 * with Persian digits in fa), journey time, wagon and its type, compartment(s) and each
 * passenger's place, the meal, the whole-compartment note, and the Iranian rail refund ladder
 * (decision 602) in words; `refundNow` says which step a cancellation at a moment falls on.
 * Read from the line's payload (cart-line.ts) without its schema, so an old order still reads.
 */
import type { CancellationStep } from "~/travel/timeline";
import { AGENCY_TIME_ZONE } from "~/travel/clock";
import type { TFunction } from "~/i18n/translate";
import { keyIn } from "~/i18n/keys";
import { isolate } from "~/domains/orders/bidi-runs";
import { maskDocument } from "~/domains/orders/lines";
import type { Locale } from "~/routing/screens";
import { formatDigits, formatMoment, formatNumber } from "~/utils/format";
import { operatorTraits } from "./catalog";
import {
  compartmentKinds,
  meals,
  operators,
  wagonTypes,
  type CompartmentKind,
  type Meal,
  type Operator,
} from "./codes";
import { compartmentOf } from "./compartments";
import { trainTimeline } from "./refund";
import { stationByCode } from "./stations";
import { durationText } from "~/utils/duration";

type T = TFunction<"trains" | "flights" | "common">;

/** The part of a train cart line (cart-line.ts) the ticket reads. */
export interface TicketLine {
  trainId: number;
  number: string;
  operator: Operator;
  from: string;
  to: string;
  date: string;
  wagonNo: number;
  wagonType: (typeof wagonTypes)[number];
  places: number[];
  kind: CompartmentKind | null;
  whole: boolean;
  meal: Meal;
  passengers: {
    firstName: string;
    lastName: string;
    type: string;
    documentType?: string;
    nationalId?: string;
    passportNumber?: string;
  }[];
  segments: { departsAt: string; arrivesAt: string }[];
}

export interface TrainMoment {
  date: string;
  time: string;
}

export interface TrainTicket {
  /** "Train 384" (digits of the page's language). */
  train: string;
  /** The bare number, Latin digits (for searching a document). */
  number: string;
  operator: string;
  from: string;
  to: string;
  depart: TrainMoment;
  arrive: TrainMoment;
  duration: string;
  wagon: string;
  wagonType: string;
  /** "Compartment 4" (or "4, 5" when the party spans two); null in an open-seat car. */
  compartment: string | null;
  kind: string | null;
  whole: string | null;
  emptyBerths: string | null;
  meal: string;
  passengers: { name: string; type: string; document: string | null; place: string }[];
  /** The refund ladder, one sentence per step, then "after departure". */
  ladder: string[];
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** A train line's payload read as a ticket line, or null when it is not one sold from the inventory. */
export function ticketLineOf(payload: Record<string, unknown>): TicketLine | null {
  const p = payload as Partial<TicketLine>;
  if (typeof p.trainId !== "number" || typeof p.wagonNo !== "number" || !Array.isArray(p.places)) return null;
  if (!operators.includes(p.operator as Operator) || !wagonTypes.includes(p.wagonType as TicketLine["wagonType"]))
    return null;
  if (!Array.isArray(p.passengers) || !Array.isArray(p.segments) || !p.segments[0]) return null;
  if (Number.isNaN(Date.parse(str(p.segments[0].departsAt))) || Number.isNaN(Date.parse(str(p.segments[0].arrivesAt))))
    return null;
  return p as TicketLine;
}

/** The departure instant of a ticket line. */
export const departureOf = (line: Pick<TicketLine, "segments">) => new Date(line.segments[0].departsAt);

export function trainMoment(value: Date | string, locale: Locale): TrainMoment {
  return formatMoment(value, locale, AGENCY_TIME_ZONE);
}

/** A document number masked as every ticket shows it, isolated so a Persian line keeps it whole ("••••••5679"). */
const masked = (value: string) => isolate(maskDocument(value));

const percent = (share: number, locale: Locale) =>
  formatNumber(share, locale, { style: "percent", maximumFractionDigits: 0 });

/** The ladder in words: "Until Mon 7 Dec 2026, 12:00: 90 % back, 10 % kept", …, "After departure: nothing". */
export function ladderWords(departsAt: Date, locale: Locale, t: T): string[] {
  return [...trainTimeline(departsAt).map((step) => stepWords(step, locale, t)), t("trains:ladder.after")];
}

function whenText(until: Date, locale: Locale, t: T) {
  const m = trainMoment(until, locale);
  return t("trains:ticket.at", { date: m.date, time: m.time });
}

function stepWords(step: CancellationStep, locale: Locale, t: T) {
  const kept = step.penaltyShare ?? 1;
  return t("trains:ladder.step", {
    when: whenText(step.until!, locale, t),
    back: percent(1 - kept, locale),
    kept: percent(kept, locale),
  });
}

/** The ladder's step a cancellation at `now` falls on: its number (from 1), its end and the share kept; null once departed. */
export function ladderStepAt(departsAt: Date, now: Date) {
  const steps = trainTimeline(departsAt);
  const index = steps.findIndex((s) => now.getTime() <= s.until!.getTime());
  if (index < 0) return null;
  return { step: index + 1, steps: steps.length, until: steps[index].until!, kept: steps[index].penaltyShare! };
}

/** The sentence a refund quote shows for a train line at `now`: the step that applies and its shares. */
export function refundNow(departsAt: Date, now: Date, locale: Locale, t: T): string {
  const at = ladderStepAt(departsAt, now);
  if (!at) return t("trains:ladder.departed");
  return t("trains:ladder.now", {
    step: at.step,
    steps: at.steps,
    when: whenText(at.until, locale, t),
    kept: percent(at.kept, locale),
    back: percent(1 - at.kept, locale),
  });
}

/** Each passenger's place in words: seated passengers take the places in order; an infant has none. */
function placesOf(line: TicketLine, locale: Locale, t: T) {
  const sorted = [...line.places].sort((a, b) => a - b);
  const berths = line.wagonType === "seat" ? 0 : berthsPer(line.wagonType);
  let next = 0;
  const place = (n: number) =>
    berths
      ? t("trains:ticket.berth", { n: formatDigits(n, locale) })
      : t("trains:ticket.seat", { n: formatDigits(n, locale) });
  const given = line.passengers.map((p) => (p.type === "infant" ? null : (sorted[next++] ?? null)));
  return {
    labels: given.map((n) => (n === null ? t("trains:ticket.noPlace") : place(n))),
    empty: sorted.slice(next),
    berths,
  };
}

const berthsPer = (type: TicketLine["wagonType"]) =>
  type === "berth4" ? 4 : type === "berth6" ? 6 : type === "vip" ? 2 : 0;

export function buildTrainTicket(line: TicketLine, locale: Locale, t: T): TrainTicket {
  const departsAt = departureOf(line);
  const arrivesAt = new Date(line.segments[0].arrivesAt);
  const name = (code: string) => stationByCode(code)?.name[locale] ?? code;
  const traits = operatorTraits[line.operator];
  const { labels, empty, berths } = placesOf(line, locale, t);
  const compartments = berths
    ? [...new Set(line.places.map((p) => compartmentOf(p, berths)))].sort((a, b) => a - b)
    : [];
  const digits = (n: number) => formatDigits(n, locale);
  return {
    train: t("trains:ticket.train", { number: formatDigits(line.number, locale) }),
    number: line.number,
    operator: locale === "fa" ? traits.name.fa : traits.name.latin,
    from: name(line.from),
    to: name(line.to),
    depart: trainMoment(departsAt, locale),
    arrive: trainMoment(arrivesAt, locale),
    duration: durationText(Math.round((arrivesAt.getTime() - departsAt.getTime()) / 60_000), t),
    wagon: t("trains:ticket.wagonNo", { n: digits(line.wagonNo) }),
    wagonType: t(keyIn("trains:wagonType", line.wagonType)),
    compartment: compartments.length
      ? t("trains:ticket.compartmentNo", { n: compartments.map(digits).join(t("trains:ticket.list")) })
      : null,
    kind: line.kind && compartmentKinds.includes(line.kind) && berths ? t(keyIn("trains:kind", line.kind)) : null,
    whole: line.whole ? t("trains:ticket.whole") : null,
    emptyBerths:
      line.whole && empty.length
        ? t("trains:ticket.emptyBerths", { places: empty.map(digits).join(t("trains:ticket.list")) })
        : null,
    meal: t(keyIn("trains:ticketMeal", meals.includes(line.meal) ? line.meal : "none")),
    passengers: line.passengers.map((p, i) => {
      const passport = p.documentType === "passport" && str(p.passportNumber);
      const id = str(p.nationalId);
      return {
        name: `${p.firstName} ${p.lastName}`.trim(),
        type: t(keyIn("flights:typeAge", p.type)),
        document: passport
          ? `${t("flights:document.passport")} ${masked(passport)}`
          : id
            ? `${t("flights:document.id_card")} ${masked(id)}`
            : null,
        place: labels[i],
      };
    }),
    ladder: ladderWords(departsAt, locale, t),
  };
}

/** For a refund quote: each train line of an order with the ladder's step a cancellation at `now` falls on. */
/** Which step of the rail refund ladder cancelling a train line now falls on (shown with the refund quote); null for a line that is not a train trip. */
export function trainRefundStep(line: { payload: Record<string, unknown> }, now: Date, locale: Locale, t: T) {
  const trip = ticketLineOf(line.payload);
  if (!trip) return null;
  const name = (code: string) => stationByCode(code)?.name[locale] ?? code;
  return {
    line: t("trains:ladder.line", {
      train: t("trains:ticket.train", { number: formatDigits(trip.number, locale) }),
      route: `${name(trip.from)} – ${name(trip.to)}`,
    }),
    words: refundNow(departureOf(trip), now, locale, t),
  };
}
