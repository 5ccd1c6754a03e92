import { useContext } from "react";
import { I18nContext } from "react-i18next";
import type { Locale } from "~/routing/screens";

/**
 * Puts the page's messages into the browser's i18next instance before any component
 * translates (the server instance already has them). Runs during render, on purpose:
 * it only adds data and switches language, and must happen before children render.
 */
export function useMessages(locale: Locale | undefined, messages: Record<string, Record<string, unknown>> | undefined) {
  const { i18n } = useContext(I18nContext);
  if (!i18n || !locale || !messages) return;
  for (const [ns, bundle] of Object.entries(messages)) {
    if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, bundle, true, true);
  }
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}
