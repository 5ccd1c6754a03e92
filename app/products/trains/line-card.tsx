import type { LineCardEntry } from "~/domains/booking/contract";
import { TrainTrip } from "./components/trip-line";
import type { PresentedTrip } from "./present";

/** A trip on the lines of the cart, checkout, payment and "booked" (found by app/products/cards.tsx). */
export const lineCard: LineCardEntry = {
  kind: "train",
  Card: ({ line }) => <TrainTrip trip={line.detail as PresentedTrip} />,
};
