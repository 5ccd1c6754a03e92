import { createInstance, type TFunction } from "i18next";
import { i18nConfig } from "./config";
import { loadResources } from "./resources.server";
import type { Locale } from "~/routing/screens";

/** A translation function fixed to one language, for loaders, actions, e-mails and meta. */
export async function getFixedT(locale: Locale, ns: string | string[] = "common"): Promise<TFunction> {
  const instance = createInstance();
  const resources = loadResources();
  await instance.init({ ...i18nConfig, lng: locale, ns: Object.keys(resources[locale]), resources });
  return instance.getFixedT(locale, ns);
}
