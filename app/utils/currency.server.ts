import { asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { currencies } from "~/db/schema";
import { currencyCookie, regionCookie, vatCookie } from "./cookies.server";
import type { CurrencyInfo } from "./money";
import type { VatMode } from "./vat";
import { currencyOfCountry, lookupRegion } from "./region.server";

export interface Currency extends CurrencyInfo {
  id: number;
  label: string;
  icon: string;
  active: boolean;
}

let cache: { at: number; rows: Currency[] } | null = null;
const TTL_MS = 60_000;

/** Active currencies, in their display order (cached for a minute). */
export async function activeCurrencies(): Promise<Currency[]> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.rows;
  const db = await getDb();
  const rows = await db
    .select()
    .from(currencies)
    .where(eq(currencies.active, true))
    .orderBy(asc(currencies.position), asc(currencies.id));
  cache = { at: Date.now(), rows: rows.map((r) => ({ ...r, rate: Number(r.rate) })) };
  return cache.rows;
}

let allCache: { at: number; rows: Currency[] } | null = null;

/** Every currency, active or not (an order keeps the currency it was placed in), cached for a minute. */
export async function allCurrencies(): Promise<Currency[]> {
  if (allCache && Date.now() - allCache.at < TTL_MS) return allCache.rows;
  const db = await getDb();
  const rows = await db.select().from(currencies).orderBy(asc(currencies.position), asc(currencies.id));
  allCache = { at: Date.now(), rows: rows.map((r) => ({ ...r, rate: Number(r.rate) })) };
  return allCache.rows;
}

export function clearCurrencyCache() {
  cache = null;
  allCache = null;
}

/**
 * The currency to price this request in, plus any cookies to store (spec §4):
 * the currency cookie when it names an active currency; otherwise, when the region or
 * currency cookie is missing, the region's active currency, else the first active one.
 */
export async function resolveCurrency(request: Request, ip: string | null) {
  const cookieHeader = request.headers.get("Cookie");
  const list = await activeCurrencies();
  const chosen = await currencyCookie.parse(cookieHeader);
  const region = await regionCookie.parse(cookieHeader);
  const headers = new Headers();
  let currency = list.find((c) => c.code === chosen);
  if (!currency || !region) {
    const found = await lookupRegion(request, ip);
    const regional =
      list.find((c) => c.code === currencyOfCountry(found.country)) ??
      list.find(
        (c) =>
          found.currencyName && [c.code, c.label].some((v) => v.toLowerCase() === found.currencyName!.toLowerCase()),
      );
    if (!region) headers.append("Set-Cookie", await regionCookie.serialize(found.country ?? "ZZ"));
    if (!currency) {
      currency = regional ?? list[0];
      headers.append("Set-Cookie", await currencyCookie.serialize(currency.code));
    }
  }
  return { currency, currencies: list, headers };
}

export async function vatMode(request: Request): Promise<VatMode> {
  return (await vatCookie.parse(request.headers.get("Cookie"))) === "excl" ? "excl" : "incl";
}
