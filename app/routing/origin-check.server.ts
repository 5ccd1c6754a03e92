import type { NextFunction, Request, Response } from "express";
import { getEnv, publicOrigin } from "~/utils/env.server";
import { plainPage } from "./plain-page.server";
import { matchRequestPath } from "./screens";

/**
 * The one check against cross-site writes (issue 11): every state-changing request (POST,
 * PUT, PATCH, DELETE) to any route, `/_/*` included, must come from the site itself. A
 * browser says where a request comes from (`Origin`, else `Referer`, and `Sec-Fetch-Site`);
 * anything from another site answers 403 before a route runs. With PUBLIC_ORIGIN set the
 * site is that origin whatever the Host header claims, and the Host is set to it, so
 * nothing downstream (Remix's own check included) ever sees a forged one.
 *
 * A refused write to a screen goes on to Remix marked `crossSite`: the request checks answer
 * its action 403 before it runs, and the visitor sees the site's own error page in the page's
 * language (issue 22 item 11). Anything else (the `/_/` resources, a legacy `?_data=`) is
 * answered here, with a short page in the four languages.
 */
const refusedPage = plainPage("403", [
  "این فرم از وب‌سایت دیگری فرستاده شده بود و پذیرفته نشد. صفحه را در سایت پرواز باز کنید و فرم را از همان‌جا بفرستید.",
  "This form was sent from another website, so it was not accepted. Open the page on Parvaz and send it from there.",
  "Dit formulier werd vanaf een andere website verstuurd en is daarom niet aangenomen. Open de pagina op Parvaz en verstuur het van daaruit.",
  "Ce formulaire a été envoyé depuis un autre site, il n’a donc pas été accepté. Ouvrez la page sur Parvaz et envoyez-le depuis celle-ci.",
]);
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

function sameSite(value: string | undefined, site: string | null, host: string | undefined) {
  if (!value || value === "null") return value === undefined;
  try {
    const url = new URL(value);
    return site ? url.origin === site : url.host === host;
  } catch {
    return false;
  }
}

export function originCheck(req: Request, res: Response, next: NextFunction) {
  const configured = getEnv().PUBLIC_ORIGIN ? publicOrigin() : null;
  if (configured) {
    // Absolute URLs come from PUBLIC_ORIGIN (publicOrigin); the Host header is never trusted.
    req.headers.host = new URL(configured).host;
    delete req.headers["x-forwarded-host"];
  }
  if (SAFE.has(req.method)) return next();
  const host = req.headers.host;
  const fetchSite = req.headers["sec-fetch-site"];
  const origin = req.headers.origin;
  const referer = req.headers.referer;
  const fromSite =
    fetchSite !== "cross-site" &&
    (origin !== undefined ? sameSite(origin, configured, host) : sameSite(referer, configured, host));
  if (fromSite) return next();
  if (matchRequestPath(req.path) && !("_data" in req.query)) {
    res.locals.crossSite = true;
    // Decided here: Remix's own check would throw (a 500) on the foreign Origin before the action's 403.
    delete req.headers.origin;
    return next();
  }
  res.status(403).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }).send(refusedPage);
}
