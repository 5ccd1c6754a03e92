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

/**
 * remix-i18next builds and initialises a new i18next instance on every getFixedT call; the
 * messages never change while the server runs (loadResources reads them once), so each
 * language and namespace list gets its translator once.
 */
const fixedTs = new Map<string, Promise<TFunction>>();

export async function getFixedT(locale: Locale, ns: string | string[] = "common"): Promise<TFunction> {
  const namespaces = Array.isArray(ns) ? ns : [ns];
  const key = `${locale}|${namespaces.join(",")}`;
  let t = fixedTs.get(key);
  if (!t) {
    t = instance().getFixedT(locale, namespaces as never) as unknown as Promise<TFunction>;
    fixedTs.set(key, t);
    t.catch(() => fixedTs.delete(key));
  }
  return t;
}
