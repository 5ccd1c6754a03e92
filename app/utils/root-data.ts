import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";
import type { loader as langLoader } from "~/routes/$lang";
import type { Locale } from "~/routing/screens";

/** The root loader's data, from any component (undefined only when the root loader failed). */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** The page's language: the `:lang` route's (app/routes/$lang.tsx), else the root's guess for pages outside it. */
export function useLocale(): Locale {
  const lang = useRouteLoaderData<typeof langLoader>("lang-root");
  const root = useRootData();
  return lang?.locale ?? root?.locale ?? "fa";
}
