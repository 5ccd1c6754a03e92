import type { NextFunction, Request, Response } from "express";
import { getEnv, publicOrigin } from "~/utils/env.server";

/**
 * The one check against cross-site writes (issue 11): every state-changing request (POST,
 * PUT, PATCH, DELETE) to any route, `/_/*` included, must come from the site itself. A
 * browser says where a request comes from (`Origin`, else `Referer`, and `Sec-Fetch-Site`);
 * anything from another site answers 403 before a route runs. With PUBLIC_ORIGIN set the
 * site is that origin whatever the Host header claims, and the Host is set to it, so
 * nothing downstream (Remix's own check included) ever sees a forged one.
 */
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
  res
    .status(403)
    .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
    .send("Forbidden: this form was sent from another site.");
}
