import type { ServerBuild } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { can, permissionToAct, type DeskAccess } from "~/desk/permissions";
import { getStaff } from "~/desk/staff.server";
import { getUser, signInRedirect } from "~/domains/accounts/session.server";
import { isLocale, parseRouteId, pathFor, screenOf, type Locale } from "~/routing/screens";

type RouteModule = ServerBuild["routes"][string]["module"];
type DataFunction = NonNullable<RouteModule["loader"]>;
type DataArgs = Parameters<DataFunction>[0];

/** Which guard the route table declares for a Remix route id (`user--en`), if any. */
export function guardOfRoute(routeId: string): "auth" | "guest" | null {
  const parsed = parseRouteId(routeId);
  return parsed ? (screenOf(parsed.screen).guard ?? null) : null;
}

/** What the route table asks of a desk route (`desk--en`), if it is one. */
export function deskOfRoute(routeId: string): DeskAccess | null {
  const parsed = parseRouteId(routeId);
  return parsed ? (screenOf(parsed.screen).desk ?? null) : null;
}

/** Throws the guard's redirect when the visitor may not see this screen. */
export async function enforceGuard(guard: "auth" | "guest", request: Request, locale: Locale) {
  const user = await getUser(request);
  if (guard === "auth" && !user) throw signInRedirect(request, locale);
  if (guard === "guest" && user) throw redirect(pathFor("home", locale));
}

const notFound = () => new Response(null, { status: 404 });

/** The intent a desk form posts (`intent=…`), read from a copy so the action still reads the body. */
async function intentOf(request: Request): Promise<string | null> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.includes("form")) return null;
  try {
    const value = (await request.clone().formData()).get("intent");
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/**
 * The desk guard (decision 111). 404 — the desk is not advertised — for visitors, accounts without a
 * staff role and staff whose role lacks the permission (for a post: the permission of its intent);
 * staff without a live desk session go to the second factor and come back. The staff member is then
 * handed to the loader or action as `context.staff`.
 */
export async function enforceDesk(
  access: DeskAccess,
  args: DataArgs,
  locale: Locale,
  kind: "loader" | "action",
): Promise<void> {
  const staff = await getStaff(args.request);
  if (!staff || !can(staff.role, access.view)) throw notFound();
  if (kind === "action") {
    const needed = permissionToAct(access, await intentOf(args.request));
    if (!needed || !can(staff.role, needed)) throw notFound();
  }
  if (access.factor !== false && !staff.sessionId) {
    const url = new URL(args.request.url);
    const next = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`${pathFor("deskVerify", locale)}?next=${encodeURIComponent(next)}`);
  }
  args.context.staff = staff;
}

function guarded(guard: "auth" | "guest", fn: DataFunction): DataFunction {
  return async (args: DataArgs) => {
    const lang = args.params.lang;
    if (isLocale(lang)) await enforceGuard(guard, args.request, lang);
    return fn(args);
  };
}

function deskGuarded(access: DeskAccess, fn: DataFunction, kind: "loader" | "action"): DataFunction {
  return async (args: DataArgs) => {
    const lang = args.params.lang;
    if (!isLocale(lang)) throw notFound();
    await enforceDesk(access, args, lang, kind);
    return fn(args);
  };
}

/**
 * The one place where the route table's guards are enforced: every loader and action of a
 * screen that declares `guard: "auth"` (sign-in first) or `"guest"` (signed-in users go
 * home), or a `desk` permission, runs behind it, for documents, data requests and form posts
 * alike. A screen with a guard but no loader gets one, so its page never renders for the wrong
 * visitor; a desk screen without an action still answers 404 to a post from someone without a role.
 */
export function withScreenGuards(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const guard = guardOfRoute(id);
    const desk = deskOfRoute(id);
    if (!guard && !desk) {
      routes[id] = route;
      continue;
    }
    const module = { ...route.module } as RouteModule;
    const loader = route.module.loader ?? (() => null);
    if (desk) {
      module.loader = deskGuarded(desk, loader, "loader");
      module.action = deskGuarded(desk, route.module.action ?? (() => notFound()), "action");
    } else if (guard) {
      module.loader = guarded(guard, loader);
      if (route.module.action) module.action = guarded(guard, route.module.action);
    }
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}
