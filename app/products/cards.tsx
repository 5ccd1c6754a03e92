/**
 * The browser half of the product index (decision 030), by line kind: each product's card for
 * what its presenter adds to a line (`present` of the contract: a stay, a trip) wherever lines
 * are shown. Its documents' cards are in document-cards.tsx. A product without a card is drawn
 * by the frame alone.
 */
import type { ComponentType } from "react";
import type { PresentedLine } from "~/domains/orders/present";
import { HotelStay } from "./hotels/components/stay-line";
import type { PresentedStay } from "./hotels/present";
import { TrainTrip } from "./trains/components/trip-line";
import type { PresentedTrip } from "./trains/present";

const lineCards: Record<string, ComponentType<{ line: PresentedLine }>> = {
  hotel: ({ line }) => <HotelStay stay={line.detail as PresentedStay} line={line} />,
  train: ({ line }) => <TrainTrip trip={line.detail as PresentedTrip} />,
};

export function LineCard({ kind, line }: { kind: string; line: PresentedLine }) {
  const Card = lineCards[kind];
  return Card ? <Card line={line} /> : null;
}
