import type { AppLoadContext } from "@remix-run/node";
import { screenAndLocale } from "~/routing/request-context.server";

/** The load context the server would hand a loader or action for this request (for tests that call one directly). */
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
