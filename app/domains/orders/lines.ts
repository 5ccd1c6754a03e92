/**
 * Reading a typed cart or order line (pure). A line's `kind` says what it is and its
 * `payload` what that kind needs. Every kind may give a `title`, `subtitle`,
 * `passengers` ({ firstName, lastName, type, document }) and `segments` ({ flightNumber, from,
 * to, departsAt, arrivesAt … }); flights give all of them, other kinds (hotels, insurance, tours …) at
 * least a title. Tickets are issued per passenger per segment, or one voucher per line.
 */
export interface LinePassenger {
  firstName: string;
  lastName: string;
  type?: string;
  /** The travel document given (flights: national ID or passport), masked: only its last four characters show. */
  document?: { kind: "id_card" | "passport"; masked: string };
}

export interface LineSegment {
  flightNumber?: string;
  from?: string;
  to?: string;
  departsAt?: string;
  arrivesAt?: string;
  label?: string;
  /** Flights: the carrier's code (IR, W5 …), the cabin and the fare type (saver, standard or flex: fare rules). */
  airline?: string;
  cabin?: string;
  fareType?: string;
  /** Flights: the offer sold (its baggage allowance is read from the inventory). */
  offerId?: number;
}

export interface LineView {
  kind: string;
  title: string;
  subtitle: string | null;
  passengers: LinePassenger[];
  segments: LineSegment[];
  /** First departure, for fare rules. */
  departsAt: Date | null;
  /** What inventory a line holds (flights: an offer id) and how many units. */
  offerId: string | null;
  seats: number;
  /** The line's payload as stored: a kind reads what it needs beyond the above (hotels: the rate's cancellation terms). */
  payload: Record<string, unknown>;
}

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/**
 * A document number as tickets and pages show it: every character but the last four becomes
 * "•" ("0012345679" → "••••••5679"); a number of four or fewer characters is hidden entirely.
 */
export function maskDocument(value: string) {
  const text = value.replace(/\s+/g, "");
  if (text.length <= 4) return "•".repeat(text.length);
  return "•".repeat(text.length - 4) + text.slice(-4);
}

function documentOf(p: Record<string, unknown>): LinePassenger["document"] {
  if (p.documentType === "passport" && str(p.passportNumber))
    return { kind: "passport", masked: maskDocument(str(p.passportNumber)) };
  if (str(p.nationalId)) return { kind: "id_card", masked: maskDocument(str(p.nationalId)) };
  return undefined;
}

export function viewLine(kind: string, payload: Record<string, unknown>, quantity = 1): LineView {
  const passengers = Array.isArray(payload.passengers)
    ? (payload.passengers as Record<string, unknown>[]).map((p) => ({
        firstName: str(p.firstName),
        lastName: str(p.lastName),
        type: str(p.type) || undefined,
        document: documentOf(p),
      }))
    : [];
  // Flight lines (app/products/flights/cart-line.ts) describe their flights as `legs`.
  const rawSegments = Array.isArray(payload.segments)
    ? payload.segments
    : Array.isArray(payload.legs)
      ? payload.legs
      : null;
  const segments = rawSegments
    ? (rawSegments as Record<string, unknown>[]).map((s) => ({
        flightNumber: str(s.flightNumber) || undefined,
        from: str(s.from ?? s.origin) || undefined,
        to: str(s.to ?? s.destination) || undefined,
        departsAt: str(s.departsAt ?? s.departAt) || undefined,
        arrivesAt: str(s.arrivesAt ?? s.arriveAt) || undefined,
        label: str(s.label) || undefined,
        airline: str(s.airline) || undefined,
        cabin: str(s.cabin) || undefined,
        fareType: str(s.fareType) || undefined,
        offerId: typeof s.offerId === "number" ? s.offerId : undefined,
      }))
    : [];
  const departures = segments
    .map((s) => (s.departsAt ? new Date(s.departsAt) : null))
    .filter((d): d is Date => !!d && !Number.isNaN(d.getTime()));
  const first = departures.sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  const title = str(payload.title) || segments.map(segmentLabel).join(" · ") || kind;
  return {
    kind,
    title,
    subtitle: str(payload.subtitle) || null,
    passengers,
    segments,
    departsAt: first,
    offerId: str(payload.offerId ?? payload.outboundOfferId) || null,
    seats: (passengers.length || 1) * quantity,
    payload,
  };
}

export function segmentLabel(s: LineSegment) {
  if (s.label) return s.label;
  return [s.flightNumber, s.from && s.to ? `${s.from}→${s.to}` : null].filter(Boolean).join(" ");
}

/** The tickets a line gets: one per passenger per segment (a voucher per line when it has neither). */
export function ticketPlan(view: LineView, buyerName: string) {
  const passengers = view.passengers.length
    ? view.passengers.map((p) => `${p.firstName} ${p.lastName}`.trim())
    : [buyerName];
  const segments = view.segments.length ? view.segments.map(segmentLabel) : [view.title];
  return passengers.flatMap((name, p) =>
    segments.map((label, s) => ({ passengerIndex: p, segmentIndex: s, passengerName: name, segmentLabel: label })),
  );
}

/** The price summary an order screen shows (payment, confirmation): the stored amounts, and the net before VAT. */
export function orderSummary(order: {
  ticketAmount: number;
  tax: number;
  commission: number;
  otherCosts: number;
  discount: number;
  vat: number;
  total: number;
}) {
  const { ticketAmount, tax, commission, otherCosts, discount, vat, total } = order;
  return { ticketAmount, tax, commission, otherCosts, discount, net: total - vat, vat, total };
}

/**
 * What the checkout prefills from the cart: the contact a traveller step stored on a line
 * (`contact: { email, mobile }`, the newest line's wins) and the name of the first adult
 * traveller (else the first traveller). Empty strings where no line says.
 */
export function contactOfLines(lines: readonly { payload: Record<string, unknown> }[]) {
  const found = { firstName: "", lastName: "", email: "", phone: "" };
  for (const { payload } of lines) {
    const contact = payload.contact;
    if (contact && typeof contact === "object") {
      const c = contact as Record<string, unknown>;
      found.email = str(c.email) || found.email;
      found.phone = str(c.mobile ?? c.phone) || found.phone;
    }
    if (!found.firstName && Array.isArray(payload.passengers)) {
      const people = payload.passengers as Record<string, unknown>[];
      const first = people.find((p) => p.type === "adult") ?? people[0];
      if (first) {
        found.firstName = str(first.firstName);
        found.lastName = str(first.lastName);
      }
    }
  }
  return found;
}
