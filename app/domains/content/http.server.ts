import crypto from "node:crypto";
import { getUser } from "~/domains/accounts/session.server";
import type { AppLoadContext } from "@remix-run/node";
import { locales, pathFor, type Locale, type ScreenId } from "~/routing/screens";
import { visitorCookie } from "~/utils/cookies.server";

/** Helpers shared by the content screens' loaders and actions. */

/** The language and parameters of a request for one of the given screens, or a 404. */
export function screenRequest(context: AppLoadContext, ...screens: ScreenId[]) {
  const found = context.screen;
  if (!found || !screens.includes(found.screen) || found.wrongLanguage) throw new Response(null, { status: 404 });
  return { locale: context.locale, screen: found.screen, params: found.params };
}

/** Paths of a slugged screen in the languages that have a translation (for hreflang and the language switcher). */
export function alternatePaths(screen: ScreenId, slugs: Partial<Record<Locale, string>>) {
  return Object.fromEntries(
    locales.filter((l) => slugs[l]).map((l) => [l, pathFor(screen, l, { slug: slugs[l]! })]),
  ) as Partial<Record<Locale, string>>;
}

/** Who votes: "user:<id>" when signed in, else "visitor:<cookie id>" (created when asked to). */
export async function voterOf(request: Request, create = false): Promise<{ voter: string | null; setCookie?: string }> {
  const user = await getUser(request);
  if (user) return { voter: `user:${user.id}` };
  const existing = await visitorCookie.parse(request.headers.get("Cookie"));
  if (typeof existing === "string" && /^[\w-]{16,64}$/.test(existing)) return { voter: `visitor:${existing}` };
  if (!create) return { voter: null };
  const id = crypto.randomBytes(18).toString("base64url");
  return { voter: `visitor:${id}`, setCookie: await visitorCookie.serialize(id) };
}

/** The client's IP address as the server saw it (server.ts puts it in the load context). */
export function clientIp(context: unknown): string | null {
  return (context as { clientIp?: string | null } | undefined)?.clientIp ?? null;
}

/*
 * The content screens import their server helpers from here only: in the browser build a
 * .server module is an empty stub, and importing the shared ones (session, i18n, toast …)
 * straight from these routes would split those stubs into extra chunks on every page,
 * the home page included (its JavaScript budget is 100 KB).
 */
