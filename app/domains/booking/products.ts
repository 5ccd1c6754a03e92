/**
 * The booking core's product registry: the core asks it for a line kind's product (its
 * traits, timeline, inventory …) and never imports a product. The products register once,
 * at the composition root — app/products/index.server.ts, imported by the server entry,
 * server.ts and the test setup (decision 030).
 */
import { agencyTimeline } from "~/travel/timeline";
import type { Product } from "./contract";
import { documentWordKey, type DocumentWordKey, type DocumentWordsGroup } from "./document-words";
import type { LineInventory } from "./inventory";
import { messagesPart, type Namespaces } from "~/i18n/resources.server";
import type { Locale } from "~/routing/screens";
import type { Namespace } from "~/i18n/keys";

export type { Product } from "./contract";

const products = new Map<string, Product>();

/** Adds (or replaces) a product: the index's, or a test's minimal one. */
export function registerProduct(product: Product) {
  products.set(product.kind, product);
}

/** Every registered product, in the order registered. */
export function registeredProducts(): Product[] {
  return [...products.values()];
}

function registered() {
  if (!products.size)
    throw new Error('No product is registered: import "~/products/index.server" where the process starts.');
  return products;
}

/** At sign-in: each product's guest data moves to the account (Product.signIn); the Set-Cookie headers to send. */
export async function adoptGuestData(request: Request, userId: number): Promise<string[]> {
  const headers: string[] = [];
  for (const product of registeredProducts()) {
    const header = product.signIn ? await product.signIn(request, userId) : null;
    if (header) headers.push(header);
  }
  return headers;
}

/** A kind's product; an unknown kind is a voucher with no quantity, under the agency's cancellation rule. */
export function productOf(kind: string): Product {
  return (
    registered().get(kind) ?? {
      kind,
      perUnit: false,
      ships: false,
      document: "voucher",
      timeline: (view) => agencyTimeline(view.departsAt),
    }
  );
}

/** What a kind's lines hold while their order waits for payment; null: nothing. */
export function inventoryFor(kind: string): LineInventory | null {
  return registered().get(kind)?.inventory ?? null;
}

/** The namespaces an order's documents speak: the core's ("orders", "common") and each product's own and its documents'. */
export function documentNamespaces(): Namespace[] {
  const own = registeredProducts().flatMap((p) => (p.messages ? [p.messages.namespace] : []));
  return ["orders", "common", ...new Set(own)] as Namespace[];
}

/** The products' messages their line cards need in the browser, wherever lines are shown. */
export function lineMessages(locale: Locale): Namespaces {
  return Object.assign(
    {},
    ...registeredProducts().flatMap((p) =>
      p.messages?.line.length ? [messagesPart(locale, p.messages.namespace, ...p.messages.line)] : [],
    ),
  );
}

/** The groups of the products' messages their document cards speak on the confirmation page. */
export function documentMessages(locale: Locale): Namespaces {
  return Object.assign(
    {},
    ...registeredProducts().flatMap((p) =>
      p.messages?.documents?.length ? [messagesPart(locale, p.messages.namespace, ...p.messages.documents)] : [],
    ),
  );
}

/** The kinds of the products that price special offers, and the params each takes (decision 118). */
export function offerProducts(): string[] {
  return registeredProducts().flatMap((p) => (p.offerFare && p.offerParams ? [p.kind] : []));
}

/** A product offer's params as its product accepts them, or null (no such product, or not something it sells). */
export function offerParamsOf(kind: string, params: Record<string, string>): Record<string, string> | null {
  const product = products.get(kind);
  return product?.offerFare && product.offerParams ? product.offerParams(params) : null;
}

/** A product offer's live fare from its product, or null (none bookable, or the product is gone). */
export async function offerFareOf(kind: string, params: Record<string, string>, now: Date) {
  return (await products.get(kind)?.offerFare?.(params, now)) ?? null;
}

/** The products' pages with slugs, for the sitemaps. */
export async function productSitemapItems() {
  return (await Promise.all(registeredProducts().map(async (p) => (await p.sitemap?.()) ?? []))).flat();
}

/** Each product's work by the clock (its `sweep`), for the order sweeper. */
export function sweepProducts(now: Date) {
  return Promise.all(registeredProducts().flatMap((p) => (p.sweep ? [p.sweep(now)] : [])));
}

/** The group of words an order's documents speak, from its lines' kinds. */
export function documentWordsOf(kinds: readonly string[]): DocumentWordsGroup {
  const groups = new Set(kinds.map((k) => productOf(k).words ?? "booking"));
  return groups.size === 1 ? [...groups][0] : "booking";
}

/** The message key of one of the document's words for an order of these kinds. */
export function documentWord(kinds: readonly string[], key: DocumentWordKey) {
  return documentWordKey(documentWordsOf(kinds), key);
}
