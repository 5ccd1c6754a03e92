import { getEnv } from "./env.server";

/**
 * Where the visitor is, for the default currency (spec §4, §7). A provider either asks
 * an HTTP geolocation service (configured by URL and key; it reads `country` and
 * `currency_name`) or, offline, reads the region of the Accept-Language header. Any
 * failure falls back and never breaks a page.
 */
export interface Region {
  country: string | null;
  currencyName: string | null;
}

export interface RegionProvider {
  name: string;
  lookup(request: Request, ip: string | null): Promise<Region>;
}

const languageDefaults: Record<string, string> = { fa: "IR", nl: "NL", fr: "FR", en: "GB" };

export const offlineRegionProvider: RegionProvider = {
  name: "offline",
  async lookup(request) {
    const header = request.headers.get("Accept-Language") ?? "";
    for (const part of header.split(",")) {
      const tag = part.split(";")[0].trim();
      const [language, region] = tag.split("-");
      if (region && /^[A-Za-z]{2}$/.test(region)) return { country: region.toUpperCase(), currencyName: null };
      if (language && languageDefaults[language.toLowerCase()]) {
        return { country: languageDefaults[language.toLowerCase()], currencyName: null };
      }
    }
    return { country: null, currencyName: null };
  },
};

export function httpRegionProvider(urlTemplate: string, key: string | undefined, timeoutMs = 1500): RegionProvider {
  return {
    name: "http",
    async lookup(_request, ip) {
      const url = urlTemplate
        .replace("{ip}", encodeURIComponent(ip ?? ""))
        .replace("{key}", encodeURIComponent(key ?? ""));
      const response = await fetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`region lookup failed: ${response.status}`);
      const body = (await response.json()) as { country?: unknown; currency_name?: unknown };
      return {
        country: typeof body.country === "string" ? body.country.toUpperCase().slice(0, 2) : null,
        currencyName: typeof body.currency_name === "string" ? body.currency_name : null,
      };
    },
  };
}

const euro = [
  "AT",
  "BE",
  "CY",
  "DE",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PT",
  "SI",
  "SK",
];
/** The currency a country pays in, for the currencies the agency sells in. */
export function currencyOfCountry(country: string | null): string | null {
  if (!country) return null;
  if (euro.includes(country)) return "EUR";
  return ({ IR: "IRR", US: "USD", GB: "GBP", CA: "CAD" } as Record<string, string>)[country] ?? null;
}

export function regionProvider(): RegionProvider {
  const { GEO_LOOKUP_URL: url, GEO_LOOKUP_KEY: key } = getEnv();
  return url ? httpRegionProvider(url, key) : offlineRegionProvider;
}

/** Looks the region up with the provider; on any failure, the offline answer. */
export async function lookupRegion(request: Request, ip: string | null, provider = regionProvider()): Promise<Region> {
  try {
    return await provider.lookup(request, ip);
  } catch (error) {
    console.warn(`region lookup (${provider.name}) failed, using the offline default:`, (error as Error).message);
    return offlineRegionProvider.lookup(request, ip);
  }
}
