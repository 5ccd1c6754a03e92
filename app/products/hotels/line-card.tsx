import type { LineCardEntry } from "~/domains/booking/contract";
import { HotelStay } from "./components/stay-line";
import type { PresentedStay } from "./present";

/** A stay on the lines of the cart, checkout, payment and "booked" (found by app/products/cards.tsx). */
export const lineCard: LineCardEntry = {
  kind: "hotel",
  Card: ({ line }) => <HotelStay stay={line.detail as PresentedStay} line={line} />,
};
