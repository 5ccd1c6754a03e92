import type { TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLocale, locales, type Locale } from "~/routing/screens";
import { i18nConfig } from "./config";
import { loadResources } from "./resources.server";

/**
 * i18next on the server (remix-i18next): translations outside React — e-mails, page
 * titles computed in loaders, PDF tickets. The same JSON files as the pages.
 */
let remixI18n: RemixI18Next | null = null;

function instance() {
  remixI18n ??= new RemixI18Next({
    detection: { supportedLanguages: [...locales], fallbackLanguage: defaultLocale },
    i18next: { ...i18nConfig, resources: loadResources() },
  });
  return remixI18n;
}

export async function getFixedT(locale: Locale, ns: string | string[] = "common"): Promise<TFunction> {
  const namespaces = Array.isArray(ns) ? ns : [ns];
  return (await instance().getFixedT(locale, namespaces as never)) as unknown as TFunction;
}
