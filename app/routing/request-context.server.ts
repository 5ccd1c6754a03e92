import type { AppLoadContext } from "@remix-run/node";
import { localeOfParts } from "~/utils/locale.server";
import "./request-context";
import { matchPath } from "./screens";

/**
 * The screen and the language of a request, worked out once (server.ts `getLoadContext`; the
 * tests that call an action directly build theirs the same way). A single-fetch data request
 * ("/en/cart.data", "/en.data") is its page's.
 */
export async function screenAndLocale(parts: {
  pathname: string;
  lang: string | null;
  cookie: string | null;
  acceptLanguage: string | null;
}): Promise<Pick<AppLoadContext, "screen" | "locale">> {
  const pathname = parts.pathname.replace(/\.data$/, "");
  return { screen: matchPath(pathname), locale: await localeOfParts({ ...parts, pathname }) };
}

/** The whole load context of a Fetch request (for code that runs a loader or action outside the server). */
export async function loadContextOf(request: Request, extra: Partial<AppLoadContext> = {}): Promise<AppLoadContext> {
  const url = new URL(request.url);
  return {
    cspNonce: "",
    clientIp: null,
    crossSite: false,
    requestId: "-",
    ...(await screenAndLocale({
      pathname: url.pathname,
      lang: url.searchParams.get("lang"),
      cookie: request.headers.get("Cookie"),
      acceptLanguage: request.headers.get("Accept-Language"),
    })),
    ...extra,
  };
}
