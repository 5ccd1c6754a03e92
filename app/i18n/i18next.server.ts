import { RemixI18Next } from "remix-i18next/server";
import { defaultLocale, locales, type Locale } from "~/routing/screens";
import { i18nConfig } from "./config";
import type { Namespace } from "./keys";
import { formatInterpolated } from "~/utils/format";
import { loadResources } from "./resources.server";
import { grammar, type TFunction } from "./translate";

/**
 * i18next on the server (remix-i18next): translations outside React — e-mails, page
 * titles computed in loaders, PDF tickets. The same JSON files as the pages.
 */
let remixI18n: RemixI18Next | null = null;

/**
 * The options of the server's i18next instances (also used by translate-equivalence.test.ts).
 * Every interpolated value goes through formatInterpolated, as in the browser's translator:
 * numbers read in the language's digits and separators (decision 019).
 */
export function i18nextOptions() {
  return {
    ...i18nConfig,
    interpolation: {
      ...i18nConfig.interpolation,
      alwaysFormat: true,
      // A missing value stays undefined, so i18next still treats it as missing (i18next's type says string).
      format: (value: unknown, _format: string | undefined, lng: string | undefined) =>
        formatInterpolated(value, lng ?? defaultLocale) as string,
    },
    resources: loadResources(),
    // French elision where a value meets the message's words, as the browser's translator does.
    postProcess: ["grammar"],
  };
}

/** The i18next plugin that applies `grammar` (i18nextOptions names it; every instance must use it). */
export const grammarPlugin = {
  type: "postProcessor" as const,
  name: "grammar",
  process: (value: string, _key: unknown, _options: unknown, translator: { language?: string }) =>
    grammar(translator.language ?? defaultLocale, value),
};

function instance() {
  remixI18n ??= new RemixI18Next({
    detection: { supportedLanguages: [...locales], fallbackLanguage: defaultLocale },
    i18next: i18nextOptions(),
    plugins: [grammarPlugin],
  });
  return remixI18n;
}

/**
 * i18next's `t` for one language and namespace(s), typed with the message keys like the
 * browser's translator: unprefixed keys are looked up in the namespaces in order.
 * remix-i18next builds and initialises a new i18next instance on every getFixedT call; the
 * messages never change while the server runs (loadResources reads them once), so each
 * language and namespace list gets its translator once.
 */
const fixedTs = new Map<string, Promise<unknown>>();

export async function getFixedT<const NS extends Namespace = "common">(
  locale: Locale,
  ns?: NS | readonly NS[],
): Promise<TFunction<NS>> {
  const [first = "common", ...rest]: readonly string[] = ns === undefined ? [] : typeof ns === "string" ? [ns] : ns;
  const namespaces = [first, ...rest];
  const key = `${locale}|${namespaces.join(",")}`;
  let t = fixedTs.get(key);
  if (!t) {
    t = instance().getFixedT(locale, namespaces as never) as unknown as Promise<unknown>;
    fixedTs.set(key, t);
    t.catch(() => fixedTs.delete(key));
  }
  return (await t) as TFunction<NS>;
}
