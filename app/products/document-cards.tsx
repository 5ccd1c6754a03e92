/// <reference types="vite/client" />
/**
 * The browser half of the product index for documents (decision 030): each product's card for
 * its part of an order's documents (orders/document-parts.ts) on the confirmation page — the
 * same facts as the e-mail and the PDF. A product's card is `app/products/<name>/document-card.tsx`,
 * found here by its place, so adding a product does not touch this file. Apart from the line
 * cards (cards.tsx), so the cart, checkout and payment pages do not carry the document cards.
 * A product without one is drawn by the frame alone.
 */
import type { DocumentCardEntry } from "~/domains/booking/contract";

const cards = new Map(
  Object.values(
    import.meta.glob<DocumentCardEntry>("./*/document-card.tsx", { eager: true, import: "documentCard" }),
  ).map((entry) => [entry.kind, entry.Card]),
);

export function PartCard({ kind, data }: { kind: string; data: unknown }) {
  const Card = cards.get(kind);
  return Card ? <Card data={data} /> : null;
}
