import type { LoaderFunctionArgs } from "@remix-run/node";
import { travelAgencyJsonLd } from "~/domains/content/structured-data.server";
import { homeFlightSearchHtml } from "~/domains/flights/home-search.server";
import { messagesFor } from "~/i18n/resources.server";
import { localeOf } from "~/utils/locale.server";

/** The home page's loader work, behind one server module (see app/root.server.ts). */
export async function loadHome({ request }: LoaderFunctionArgs) {
  const locale = await localeOf(request);
  return {
    messages: messagesFor(locale, "offers"),
    jsonLd: JSON.stringify(await travelAgencyJsonLd(request, locale)).replace(/</g, "\\u003c"),
    // The flight search: static HTML of a plain GET form (no code for it in the home page's bundle).
    flightSearch: homeFlightSearchHtml(locale),
  };
}
