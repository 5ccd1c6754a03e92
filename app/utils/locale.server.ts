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
 * THE language of a request (the only way to ask; docs/decisions/015), worked out once per
 * request into the load context (routing/request-context.server.ts): the URL prefix wins,
 * then a `lang` query on a page without a prefix (the payment provider's page, sent there
 * from a page in that language); where the URL does not say, the locale cookie, else
 * Accept-Language, else fa.
 */
export async function localeOfParts(parts: {
  pathname: string;
  lang: string | null;
  cookie: string | null;
  acceptLanguage: string | null;
}): Promise<Locale> {
  const fromPath = localeFromPath(parts.pathname);
  if (fromPath) return fromPath;
  if (isLocale(parts.lang)) return parts.lang;
  const fromCookie = await localeCookie.parse(parts.cookie);
  if (isLocale(fromCookie)) return fromCookie;
  return fromAcceptLanguage(parts.acceptLanguage) ?? defaultLocale;
}
