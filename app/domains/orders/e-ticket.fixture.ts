/**
 * A confirmed one-way order IKA → IST for two passengers (one with a national ID, one with
 * a passport), as orderDetails returns it: the e-ticket and PDF tests build documents from it
 * without a database.
 */
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
