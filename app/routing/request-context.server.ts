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
