import type { LoaderFunctionArgs } from "@remix-run/node";
import { dirOf } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18next.server";
import { isLocale, pathFor, type Locale } from "~/routing/screens";

/**
 * The web app manifest, in the page's language (?lang=, set by the <link> in the page
 * head; else the visitor's language): localised name and description, start page, icons.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const requested = new URL(request.url).searchParams.get("lang");
  const locale: Locale = isLocale(requested) ? requested : context.locale;
  const t = await getFixedT(locale, ["content", "common"]);
  const manifest = {
    id: "/",
    name: t("content:manifest.name"),
    short_name: t("content:manifest.shortName"),
    description: t("common:meta.description"),
    lang: locale,
    dir: dirOf(locale),
    start_url: pathFor("home", locale),
    scope: "/",
    display: "standalone",
    background_color: "#f9fafb",
    theme_color: "#15803d",
    categories: ["travel"],
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: t("common:screen.flights"), url: pathFor("flights", locale) },
      { name: t("common:screen.blogList"), url: pathFor("blogList", locale) },
      { name: t("common:screen.contact"), url: pathFor("contact", locale) },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      Vary: "Cookie, Accept-Language",
    },
  });
}
