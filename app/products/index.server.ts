/**
 * The product index (decision 030): the one place that lists the products. Imported once where
 * a process starts (app/entry.server.tsx, server.ts, the test setup, the benchmarks), it registers
 * each product with the booking core, which then serves them without importing any of them.
 * Adding a product is a folder under app/products/ and one line here.
 */
import { registerProduct } from "~/domains/booking/products";
import { flights } from "./flights/product.server";
import { hotels } from "./hotels/product.server";
import { requestProducts } from "./requests";
import { trains } from "./trains/product.server";

for (const product of [flights, hotels, trains, ...requestProducts]) registerProduct(product);
