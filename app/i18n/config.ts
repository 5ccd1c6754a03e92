import { defaultLocale, locales, rtlLocales, type Locale } from "~/routing/screens";

export const i18nConfig = {
  supportedLngs: [...locales],
  fallbackLng: defaultLocale,
  defaultNS: "common",
  interpolation: { escapeValue: false },
} as const;

export function dirOf(locale: Locale): "rtl" | "ltr" {
  return rtlLocales.includes(locale) ? "rtl" : "ltr";
}

/** The Intl locale used for numbers and dates: Persian digits and the Solar Hijri calendar in fa. */
export const intlLocale: Record<Locale, string> = {
  fa: "fa-IR-u-ca-persian-nu-arabext",
  en: "en-GB",
  nl: "nl-NL",
  fr: "fr-FR",
};
