import type { LineCardEntry } from "~/domains/booking/contract";
import { TourLine } from "./components/tour-line";
import type { PresentedTour } from "./present";

/** A tour on the lines of the cart, checkout, payment and "booked" (found by app/products/cards.tsx). */
export const lineCard: LineCardEntry = {
  kind: "tour",
  Card: ({ line }) => <TourLine tour={line.detail as PresentedTour} />,
};
