import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";

/** The root loader's data, from any component (undefined only when the root loader failed). */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function useLocale() {
  return useRootData()?.locale ?? "fa";
}
