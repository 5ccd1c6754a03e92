import { useRouteLoaderData } from "@remix-run/react";
import type { rootLoader } from "~/root.server";
import type { Locale } from "~/routing/screens";

/** The root loader's data, from any component (undefined only when the root loader failed). */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}

/** The page's language: the `:lang` route's (app/routes/$lang.tsx), else the root's guess for pages outside it. */
export function useLocale(): Locale {
  const lang = useRouteLoaderData<{ locale: Locale }>("lang-root");
  const root = useRootData();
  return lang?.locale ?? root?.locale ?? "fa";
}
