/**
 * A confirmed one-way order IKA → IST for two passengers (one with a national ID, one with
 * a passport), as orderDetails returns it: the e-ticket and PDF tests build documents from it
 * without a database. The same order with a train line or a hotel line instead gives the train
 * ticket and the hotel voucher.
 */
import { documentNamespaces } from "~/domains/booking/products";
import type { VoucherLine } from "~/products/hotels/voucher";
import type { TicketLine } from "~/products/trains/ticket";
import { getFixedT } from "~/i18n/i18next.server";
import type { Locale } from "~/routing/screens";
import { buildETicket } from "./e-ticket.server";
import type { orderDetails } from "./order-read.server";

type Details = Awaited<ReturnType<typeof orderDetails>>;

export function confirmedOrder(locale: string): Details {
  const order = {
    id: 1,
    number: "PZ12345678",
    userId: null,
    status: "confirmed",
    locale,
    currency: "EUR",
    ticketAmount: 30000,
    tax: 4000,
    commission: 600,
    otherCosts: 150,
    discount: 0,
    vat: 3128,
    total: 37878,
    giftCardAmount: 0,
    walletAmount: 0,
    cardAmount: 37878,
    buyer: { firstName: "Sara", lastName: "Ahmadi", email: "sara@example.com", phone: "+989121234567" },
    billing: {
      postCode: "",
      houseNumber: "",
      address: "",
      street: "",
      city: "",
      county: "",
      province: "",
      mailbox: "",
    },
    shipping: {
      postCode: "",
      houseNumber: "",
      address: "",
      street: "",
      city: "",
      county: "",
      province: "",
      mailbox: "",
    },
    charity: null,
    discovery: null,
    sendTo: null,
    discountCodeId: null,
    giftCardId: null,
    expiresAt: new Date("2026-05-20T08:20:00Z"),
    confirmedAt: new Date("2026-05-20T08:05:00Z"),
    cancelledAt: null,
    createdAt: new Date("2026-05-20T08:00:00Z"),
    rate: 1,
    visitor: null,
    clientIp: null,
    giftCardBase: 0,
    accessVersion: 1,
    balanceAmount: 0,
    balanceDueOn: null,
    balanceReminded: null,
  } satisfies Details["order"];
  const payload = {
    outboundOfferId: 42,
    passengers: [
      {
        type: "adult",
        firstName: "Sara",
        lastName: "Ahmadi",
        gender: "female",
        birthDate: "1990-05-14",
        documentType: "id_card",
        nationalId: "0012345679",
      },
      {
        type: "child",
        firstName: "Dara",
        lastName: "Ahmadi",
        gender: "male",
        birthDate: "2018-03-02",
        documentType: "passport",
        passportNumber: "X98761234",
        passportCountry: "IR",
        passportExpiry: "2030-01-01",
      },
    ],
    contact: { email: "sara@example.com", mobile: "+989121234567" },
    searchedAt: "2026-05-20T07:55:00Z",
    // IR 279 leaves Imam Khomeini at 07:05 Tehran time (03:35 UTC) and lands in Istanbul at 06:35 UTC, 09:35 there.
    legs: [
      {
        offerId: 42,
        flightNumber: "IR279",
        airline: "IR",
        origin: "IKA",
        destination: "IST",
        departAt: "2026-06-01T03:35:00.000Z",
        arriveAt: "2026-06-01T06:35:00.000Z",
        cabin: "economy",
        fareType: "standard",
      },
    ],
  };
  const line = {
    id: 10,
    orderId: 1,
    kind: "flight",
    payload,
    currency: "EUR",
    amount: 34750,
    breakdown: { items: [], tax: 4000, commission: 600, otherCosts: 150, total: 34750 },
    quantity: 1,
  } satisfies Details["lines"][number];
  const ticket = (n: number, name: string) => ({
    id: n,
    orderId: 1,
    orderLineId: 10,
    passengerIndex: n - 1,
    segmentIndex: 0,
    passengerName: name,
    segmentLabel: "IR279 IKA→IST",
    number: `50012345678${n}0`,
    issuedAt: order.confirmedAt,
  });
  return {
    order,
    lines: [line],
    tickets: [ticket(1, "Sara Ahmadi"), ticket(2, "Dara Ahmadi")],
    payments: [],
    refunds: [],
  };
}

/** Train 381 Tehran → Mashhad, 08:00 Tehran time (UTC+03:30) on 20 December 2026, arriving 20:00. */
export const trainTrip: TicketLine = {
  trainId: 11,
  number: "381",
  operator: "fadak",
  from: "tehran",
  to: "mashhad",
  date: "2026-12-20",
  wagonNo: 2,
  wagonType: "berth4",
  places: [14, 13],
  kind: "family",
  whole: false,
  meal: "dinner",
  passengers: [
    {
      firstName: "Sara",
      lastName: "Ahmadi",
      type: "adult",
      documentType: "id_card",
      nationalId: "0012345679",
    },
    { firstName: "Reza", lastName: "Ahmadi", type: "adult", documentType: "passport", passportNumber: "NX1234567" },
    { firstName: "Dara", lastName: "Ahmadi", type: "infant", documentType: "passport", passportNumber: "NX7654321" },
  ],
  segments: [{ departsAt: "2026-12-20T04:30:00.000Z", arrivesAt: "2026-12-20T16:30:00.000Z" }],
};

/** Three nights in Istanbul, two rooms, free cancellation until three days before. */
export const hotelStay: VoucherLine = {
  checkIn: "2026-12-10",
  checkOut: "2026-12-13",
  checkInTime: "14:00",
  checkOutTime: "12:00",
  timeZone: "Europe/Istanbul",
  currency: "EUR",
  rooms: [
    { adults: 2, childAges: [] },
    { adults: 1, childAges: [6] },
  ],
  passengers: [
    { firstName: "Sara", lastName: "Ahmadi" },
    { firstName: "Dara", lastName: "Ahmadi" },
  ],
  board: "breakfast",
  terms: { kind: "free", freeUntilDays: 3, keepPercent: 0, lateShare: 0.3333 },
  cityTaxAtHotel: 1200,
  specialRequests: "A quiet room, please",
  arrivalTime: "18:30",
  title: "Grand Bosphorus",
  subtitle: "Istiklal Caddesi 12, Beyoğlu, Istanbul",
};

export const hotelProperty = {
  name: "Grand Bosphorus",
  address: "Istiklal Caddesi 12",
  city: "Istanbul",
  stars: 4,
  roomType: "double" as const,
};

/** The confirmed order with one train line of `trainTrip`, a ticket number per passenger. */
export function trainOrder(locale: string): Details {
  const details = confirmedOrder(locale);
  const payload = { ...trainTrip, title: "Tehran → Mashhad", subtitle: "381" };
  return {
    ...details,
    lines: [{ ...details.lines[0], kind: "train", payload }],
    tickets: details.tickets.map((x) => ({ ...x, segmentLabel: "Tehran → Mashhad" })),
  };
}

/** The confirmed order with one hotel line of `hotelStay`, its two rooms' voucher numbers issued. */
export function hotelOrder(locale: string): Details {
  const details = confirmedOrder(locale);
  const payload = { ...hotelStay, propertyId: 7, roomTypeId: 71, ratePlanId: 711, domestic: false, segments: [] };
  return {
    ...details,
    lines: [{ ...details.lines[0], kind: "hotel", payload }],
    tickets: details.tickets.map((x) => ({ ...x, segmentLabel: "Grand Bosphorus" })),
  };
}

export type DocumentKind = "flight" | "hotel" | "train";

/** The e-ticket, voucher or train ticket of a fixture order in a language (optionally cancelled), and its t(). */
export async function fixtureDocument(kind: DocumentKind, locale: Locale, cancelled = false) {
  const t = await getFixedT(locale, documentNamespaces());
  const details =
    kind === "train" ? trainOrder(locale) : kind === "hotel" ? hotelOrder(locale) : confirmedOrder(locale);
  if (cancelled)
    details.order = { ...details.order, status: "cancelled", cancelledAt: new Date("2026-05-20T08:00:00Z") };
  const ticket = buildETicket(details, locale, t, {
    loaded: new Map<string, unknown>([
      ["flight", new Map([[42, 30]])],
      ["hotel", new Map([[10, hotelProperty]])],
    ]),
    currency: { code: "EUR", sign: "€", rate: 1, decimals: 2 },
    licences: { civilAviation: "CAO-1402-0781", culturalHeritage: "CHTO-1402-5519" },
    origin: "https://parvaz.example",
  });
  return { ticket, t };
}
