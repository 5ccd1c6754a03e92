import type { DocumentCardEntry } from "~/domains/booking/contract";
import { TrainTicketCard } from "./components/ticket-card";
import type { TrainTicket } from "./ticket";

/** The train ticket on the confirmation page (found by app/products/document-cards.tsx). */
export const documentCard: DocumentCardEntry = {
  kind: "train",
  Card: ({ data }) => <TrainTicketCard ticket={data as TrainTicket} />,
};
