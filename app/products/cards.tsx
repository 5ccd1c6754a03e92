/**
 * The browser half of the product index (decision 030), by line kind: each product's card for
 * what its presenter adds to a line (`present` of the contract: a stay, a trip) wherever lines
 * are shown, and for its part of an order's documents (orders/document-parts.ts) on the
 * confirmation page — the same facts as the e-mail and the PDF. A product without a card is
 * drawn by the frame alone.
 */
import type { ComponentType } from "react";
import type { PresentedLine } from "~/domains/orders/present";
import { HotelStay } from "./hotels/components/stay-line";
import { HotelVoucherCard } from "./hotels/components/voucher-card";
import type { PresentedStay } from "./hotels/present";
import type { HotelVoucher } from "./hotels/voucher";
import { TrainTicketCard } from "./trains/components/ticket-card";
import { TrainTrip } from "./trains/components/trip-line";
import type { PresentedTrip } from "./trains/present";
import type { TrainTicket } from "./trains/ticket";

const cards: Record<string, ComponentType<{ data: unknown }>> = {
  hotel: ({ data }) => <HotelVoucherCard voucher={data as HotelVoucher} />,
  train: ({ data }) => <TrainTicketCard ticket={data as TrainTicket} />,
};

export function PartCard({ kind, data }: { kind: string; data: unknown }) {
  const Card = cards[kind];
  return Card ? <Card data={data} /> : null;
}

const lineCards: Record<string, ComponentType<{ line: PresentedLine }>> = {
  hotel: ({ line }) => <HotelStay stay={line.detail as PresentedStay} line={line} />,
  train: ({ line }) => <TrainTrip trip={line.detail as PresentedTrip} />,
};

export function LineCard({ kind, line }: { kind: string; line: PresentedLine }) {
  const Card = lineCards[kind];
  return Card ? <Card line={line} /> : null;
}
