/**
 * The browser half of the product index for documents (decision 030): each product's card for
 * its part of an order's documents (orders/document-parts.ts) on the confirmation page — the
 * same facts as the e-mail and the PDF. Apart from the line cards (cards.tsx), so the cart,
 * checkout and payment pages do not carry the document cards. A product without one is drawn
 * by the frame alone.
 */
import type { ComponentType } from "react";
import { HotelVoucherCard } from "./hotels/components/voucher-card";
import type { HotelVoucher } from "./hotels/voucher";
import { TrainTicketCard } from "./trains/components/ticket-card";
import type { TrainTicket } from "./trains/ticket";

const cards: Record<string, ComponentType<{ data: unknown }>> = {
  hotel: ({ data }) => <HotelVoucherCard voucher={data as HotelVoucher} />,
  train: ({ data }) => <TrainTicketCard ticket={data as TrainTicket} />,
};

export function PartCard({ kind, data }: { kind: string; data: unknown }) {
  const Card = cards[kind];
  return Card ? <Card data={data} /> : null;
}
