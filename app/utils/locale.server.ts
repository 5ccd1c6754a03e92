import { createCookie } from "@remix-run/node";
import { defaultLocale, isLocale, type Locale } from "~/routing/screens";

/** The chosen language: 365 days (spec §9). */
export const localeCookie = createCookie("lang", {
  path: "/",
  maxAge: 365 * 24 * 60 * 60,
  sameSite: "lax",
  httpOnly: true,
  secure: process.env.NODE_ENV === "production",
});

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

/** The visitor's language where the URL does not say: locale cookie, else Accept-Language, else fa. */
export async function detectLocale(request: Request): Promise<Locale> {
  const fromCookie = await localeCookie.parse(request.headers.get("Cookie"));
  if (isLocale(fromCookie)) return fromCookie;
  return fromAcceptLanguage(request.headers.get("Accept-Language")) ?? defaultLocale;
}

/** The language of this request: the URL prefix wins, then detection. */
export async function getLocale(request: Request): Promise<Locale> {
  return localeFromPath(new URL(request.url).pathname) ?? (await detectLocale(request));
}
