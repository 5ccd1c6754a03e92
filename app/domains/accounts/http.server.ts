import { getFixedT } from "~/i18n/i18next.server";
import type { AppLoadContext } from "@remix-run/node";
import { pathFor, type Locale, type Params, type ScreenId } from "~/routing/screens";
import { hitAll } from "~/domains/security/rate-limit.server";
import { pendingSignupCookie } from "~/utils/cookies.server";
import { limitKeys, type LimitedAction } from "./limits";

/** Small helpers shared by the account route modules. */

/** A screen's path for a Location header or a link in a message (pathFor percent-encodes Persian paths). */
export function pathTo(screen: ScreenId, locale: Locale, params?: Params) {
  return pathFor(screen, locale, params);
}

/** The screen of a request (404 when none) and its language, as the load context has them (request-context.ts). */
export function screenOfRequest(context: AppLoadContext): { screen: ScreenId; locale: Locale } {
  const found = context.screen;
  if (!found) throw new Response(null, { status: 404 });
  return { screen: found.screen, locale: context.locale };
}

export function clientIp(context: unknown): string | null {
  return (context as { clientIp?: string | null } | undefined)?.clientIp ?? null;
}

export async function pageHead(locale: Locale, screen: ScreenId) {
  const t = await getFixedT(locale, "common");
  return { title: t(`screen.${screen}`), noindex: true };
}

/** Counts an attempt: null when allowed, else the 429 init (status and Retry-After) to answer with. */
export async function rateLimited(action: LimitedAction, ip: string | null, account: string | null) {
  const result = await hitAll(limitKeys(action, ip, account));
  if (result.allowed) return null;
  return { status: 429, headers: { "Retry-After": String(result.retryAfter) } };
}

export const TOO_MANY = "account:errors.tooMany";

export async function readPendingSignup(
  request: Request,
): Promise<{ userId: number; channel: "email" | "sms"; target: string } | null> {
  const value = await pendingSignupCookie.parse(request.headers.get("Cookie"));
  if (value && typeof value === "object" && typeof value.userId === "number") return value;
  return null;
}

/** Masks an address for display: s•••@example.com, +98912•••4567. */
export function maskTarget(target: string) {
  if (target.includes("@")) {
    const [name, domain] = target.split("@");
    return `${name.slice(0, 2)}•••@${domain}`;
  }
  return `${target.slice(0, 6)}•••${target.slice(-4)}`;
}
