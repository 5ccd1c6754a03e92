/**
 * The product index, its server half (decision 030): registers each product's definition with
 * the booking core, which then serves them without importing any of them. Imported once where a
 * process starts (app/entry.server.tsx, server.ts, the seed script, the test setup, the
 * benchmarks). Its neutral half, index.ts, gives the route table each product's screens and
 * lists the products still sold on request; their lines get the agency's own timeline.
 */
import type { Product } from "~/domains/booking/contract";
import { registerProduct } from "~/domains/booking/products";
import { agencyTimeline } from "~/travel/timeline";
import { flights } from "./flights/product.server";
import { hotels } from "./hotels/product.server";
import { onRequest } from "./index";
import { services } from "./services/product.server";
import { tours } from "./tours/product.server";
import { trains } from "./trains/product.server";

const requestProduct = ({ kind, document }: (typeof onRequest)[number]): Product => ({
  kind,
  perUnit: true,
  ships: false,
  document,
  timeline: (view) => agencyTimeline(view.departsAt),
});

for (const product of [flights, hotels, trains, tours, services, ...onRequest.map(requestProduct)])
  registerProduct(product);
