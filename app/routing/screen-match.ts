import { useMatches } from "@remix-run/react";
import { isLocale, parseRouteId, type Locale, type ScreenId } from "./screens";

export interface RenderedScreen {
  screen: ScreenId;
  locale: Locale;
  params: Record<string, string | undefined>;
  data: unknown;
}

/** The screen being shown (from the deepest route whose id is `{lang}--{screen}`). */
export function useScreenMatch(): RenderedScreen | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const parsed = parseRouteId(matches[i].id);
    const locale = matches[i].params.lang;
    if (parsed && isLocale(locale))
      return { screen: parsed.screen, locale, params: matches[i].params, data: matches[i].data };
  }
  return null;
}
