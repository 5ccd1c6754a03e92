import { locales, pathFor, screenIds, screenOf, type Locale, type ScreenId } from "~/routing/screens";
import type { SitemapItem } from "./sitemap-item";

export type { SitemapItem } from "./sitemap-item";

/**
 * Sitemaps (pure, unit-tested): an index at /sitemap.xml listing /index-sitemap.xml (the
 * language-neutral entry pages) and one sitemap per language; each URL carries its
 * hreflang alternates (x-default: Persian, the site's first language).
 */
export interface SitemapUrl {
  /** path of this URL */
  path: string;
  /** every language's version of the same page (including this one) */
  alternates: Partial<Record<Locale, string>>;
  lastmod?: Date | null;
}

/** Screens listed in the sitemaps: built, indexable, no parameters, no guard. */
export function staticScreens(): ScreenId[] {
  return screenIds.filter((id) => {
    const s = screenOf(id);
    return s.file !== null && !s.noindex && !s.guard && !Object.values(s.paths).some((p) => p.includes(":"));
  });
}

export function sitemapPath(locale: Locale) {
  return `/sitemap-${locale}.xml`;
}

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** A path with non-ASCII segments percent-encoded (Persian slugs), as URLs in sitemaps must be. */
const encodePath = (path: string) =>
  path
    .split("/")
    .map((seg) => encodeURIComponent(decodeURIComponent(seg)))
    .join("/");

export function sitemapIndexXml(origin: string, lastmod = new Date()) {
  const files = ["/index-sitemap.xml", ...locales.map(sitemapPath)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      (f) => `  <sitemap><loc>${escape(origin + f)}</loc><lastmod>${lastmod.toISOString()}</lastmod></sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}

export function urlsetXml(origin: string, urls: SitemapUrl[]) {
  const lines = urls.map((u) => {
    const links = Object.entries(u.alternates).map(
      ([l, p]) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escape(origin + encodePath(p!))}"/>`,
    );
    if (u.alternates.fa)
      links.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escape(origin + encodePath(u.alternates.fa))}"/>`,
      );
    return [
      "  <url>",
      `    <loc>${escape(origin + encodePath(u.path))}</loc>`,
      ...(u.lastmod ? [`    <lastmod>${new Date(u.lastmod).toISOString()}</lastmod>`] : []),
      ...links,
      "  </url>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...lines,
    "</urlset>",
    "",
  ].join("\n");
}

/** The URLs of one language: every static screen, then every content page that exists in it. */
/**
 * One language's URLs. `shownIn` narrows a screen to the languages it exists in (a guide page not
 * published in a language is not found in it, decision 118): absent there, it is left out, and out of
 * the others' alternates.
 */
export function languageUrls(
  locale: Locale,
  content: SitemapItem[],
  shownIn: Partial<Record<ScreenId, readonly Locale[]>> = {},
): SitemapUrl[] {
  const urls: SitemapUrl[] = staticScreens()
    .filter((screen) => shownIn[screen]?.includes(locale) ?? true)
    .map((screen) => ({
      path: pathFor(screen, locale),
      alternates: Object.fromEntries(
        locales.filter((l) => shownIn[screen]?.includes(l) ?? true).map((l) => [l, pathFor(screen, l)]),
      ),
    }));
  for (const item of content) {
    const slug = item.slugs[locale];
    if (!slug) continue;
    urls.push({
      path: pathFor(item.kind, locale, { slug }),
      alternates: Object.fromEntries(
        locales.filter((l) => item.slugs[l]).map((l) => [l, pathFor(item.kind, l, { slug: item.slugs[l]! })]),
      ),
      lastmod: item.lastmod,
    });
  }
  return urls;
}

/** The language-neutral entry pages: the language choice and each language's home page. */
export function indexUrls(): SitemapUrl[] {
  const homes = Object.fromEntries(locales.map((l) => [l, pathFor("home", l)]));
  return [{ path: "/lang", alternates: {} }, ...locales.map((l) => ({ path: pathFor("home", l), alternates: homes }))];
}

export function robotsTxt(origin: string) {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /_/",
    "Disallow: /build/_assets/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
