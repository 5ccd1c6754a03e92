import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentForSitemap } from "~/domains/content/content.server";
import { guideLanguages } from "~/domains/content/pages.server";
import { indexUrls, languageUrls, sitemapIndexXml, urlsetXml } from "~/domains/content/sitemap";
import { productSitemapItems } from "~/domains/booking/products";
import { isLocale } from "~/routing/screens";
import { publicOrigin } from "~/utils/env.server";

/** /sitemap.xml (index), /index-sitemap.xml and /sitemap-{lang}.xml (see app/domains/content/sitemap.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const origin = publicOrigin();
  const headers = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };
  if (url.pathname === "/sitemap.xml") return new Response(sitemapIndexXml(origin), { headers });
  if (url.pathname === "/index-sitemap.xml") return new Response(urlsetXml(origin, indexUrls()), { headers });
  const lang = url.pathname.match(/^\/sitemap-([a-z]{2})\.xml$/)?.[1];
  if (!isLocale(lang)) throw new Response(null, { status: 404 });
  // Content pages, then the products' pages: one hotel page per city (decision 507), one train page per popular route (decision 611).
  const content = [...(await contentForSitemap()), ...(await productSitemapItems())];
  return new Response(urlsetXml(origin, languageUrls(lang, content, await guideLanguages())), { headers });
}
