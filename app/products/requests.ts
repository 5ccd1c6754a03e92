import type { Product } from "~/domains/booking/contract";
import { agencyTimeline } from "~/travel/timeline";

/**
 * The products still sold on request (tours, cruises, car rental, services, insurance, visas):
 * their traits, for the lines the travel desk adds by hand. Each becomes a folder of its own
 * when it is sold online (tours next), and its line here goes.
 */
const onRequest = (kind: string, document: Product["document"]): Product => ({
  kind,
  perUnit: true,
  ships: false,
  document,
  timeline: (view) => agencyTimeline(view.departsAt),
});

export const requestProducts: Product[] = [
  onRequest("tour", "voucher"),
  onRequest("cruise", "voucher"),
  onRequest("car", "voucher"),
  onRequest("service", "voucher"),
  onRequest("insurance", "policy"),
  onRequest("visa", "visa"),
];
