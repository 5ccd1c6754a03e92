import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "~/routing/screens";
import type { Namespace } from "./keys";
import { makeT, type Messages } from "./translate";

/**
 * Translations for components: `const { t } = useTranslation("pages")`, the same call
 * shape as react-i18next. Messages come with the page: the root loader brings "common",
 * a route brings its own namespaces (loader data `messages`, see messagesFor).
 */
interface I18nValue {
  locale: Locale;
  messages: Messages;
}

const I18nContext = createContext<I18nValue>({ locale: "fa", messages: {} });

export function I18nProvider({ locale, messages, children }: I18nValue & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useTranslation<NS extends Namespace = "common">(ns?: NS) {
  const { locale, messages } = useContext(I18nContext);
  const t = useMemo(() => makeT<NS>(locale, messages, ns), [locale, messages, ns]);
  return { t, i18n: { language: locale } };
}
