import { localeCookie } from "./cookies.server";
import { defaultLocale, isLocale, type Locale } from "~/routing/screens";

/** Best supported language from an Accept-Language header, honouring q-values. */
export function fromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...rest] = part.trim().split(";");
      const q = rest.map((r) => r.trim()).find((r) => r.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.tag && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split("-")[0];
    if (isLocale(base)) return base;
    if (base === "per") return "fa";
  }
  return null;
}

export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : null;
}

/**
 * THE language of a request (the only way to ask; docs/decisions/015): the URL prefix
 * wins, then a `lang` query on a page without a prefix (the payment provider's page, sent
 * there from a page in that language); where the URL does not say, the locale cookie, else
 * Accept-Language, else fa.
 */
export async function localeOf(request: Request): Promise<Locale> {
  const url = new URL(request.url);
  const fromPath = localeFromPath(url.pathname);
  if (fromPath) return fromPath;
  const fromQuery = url.searchParams.get("lang");
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = await localeCookie.parse(request.headers.get("Cookie"));
  if (isLocale(fromCookie)) return fromCookie;
  return fromAcceptLanguage(request.headers.get("Accept-Language")) ?? defaultLocale;
}
