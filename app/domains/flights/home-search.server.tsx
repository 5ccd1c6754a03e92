import { renderToStaticMarkup } from "react-dom/server";
import { FlightSearchForm } from "~/components/flights/search-form";
import { I18nProvider } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor, type Locale } from "~/routing/screens";
import { agencyToday } from "./dates";
import { searchFormData } from "./search-form.server";

/**
 * The home page's flight search, rendered to static HTML on the server: a plain GET form
 * with the browser's own checks that needs no JavaScript at all, so the home page's
 * first-load bundle (budget 100 KB gzip) carries neither the form's code nor its texts.
 * The results page checks the criteria with the shared schema and shows the messages.
 */
export function homeFlightSearchHtml(locale: Locale) {
  // The form depends only on the language and the agency's day (its default dates and
  // bounds), so it is rendered once per language a day; a new day renders it afresh.
  const today = agencyToday();
  const cached = rendered.get(locale);
  if (cached?.today === today) return cached.html;
  const html = renderToStaticMarkup(
    <I18nProvider locale={locale} messages={messagesFor(locale, "common", "flights")}>
      <FlightSearchForm action={pathFor("flightResults", locale)} data={searchFormData(locale, "all", new URLSearchParams(), today)} native plain />
    </I18nProvider>,
  );
  rendered.set(locale, { today, html });
  return html;
}

const rendered = new Map<Locale, { today: string; html: string }>();
