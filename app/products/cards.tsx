/// <reference types="vite/client" />
/**
 * The browser half of the product index for lines (decision 030): each product's card for what
 * its presenter adds to a line (`present` of the contract: a stay, a trip) wherever lines are
 * shown. A product's card is `app/products/<name>/line-card.tsx`, found here by its place, so
 * adding a product does not touch this file; one without a card is drawn by the frame alone.
 * Its documents' cards are in document-cards.tsx.
 */
import type { LineCardEntry } from "~/domains/booking/contract";
import type { PresentedLine } from "~/domains/orders/present";

const lineCards = new Map(
  Object.values(import.meta.glob<LineCardEntry>("./*/line-card.tsx", { eager: true, import: "lineCard" })).map(
    (entry) => [entry.kind, entry.Card],
  ),
);

export function LineCard({ kind, line }: { kind: string; line: PresentedLine }) {
  const Card = lineCards.get(kind);
  return Card ? <Card line={line} /> : null;
}
