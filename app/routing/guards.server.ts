import type { ServerBuild } from "@remix-run/node";
import { redirect } from "@remix-run/node";
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

/** Throws the guard's redirect when the visitor may not see this screen. */
export async function enforceGuard(guard: "auth" | "guest", request: Request, locale: Locale) {
  const user = await getUser(request);
  if (guard === "auth" && !user) throw signInRedirect(request, locale);
  if (guard === "guest" && user) throw redirect(pathFor("home", locale));
}

function guarded(guard: "auth" | "guest", fn: DataFunction): DataFunction {
  return async (args: DataArgs) => {
    const lang = args.params.lang;
    if (isLocale(lang)) await enforceGuard(guard, args.request, lang);
    return fn(args);
  };
}

/**
 * The one place where the route table's guards are enforced: every loader and action of a
 * screen that declares `guard: "auth"` (sign-in first) or `"guest"` (signed-in users go
 * home) runs behind it, for documents, data requests and form posts alike. A screen with a
 * guard but no loader gets one, so its page never renders for the wrong visitor.
 */
export function withScreenGuards(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const guard = guardOfRoute(id);
    if (!guard) {
      routes[id] = route;
      continue;
    }
    const module = { ...route.module } as RouteModule;
    module.loader = guarded(guard, route.module.loader ?? (() => null));
    if (route.module.action) module.action = guarded(guard, route.module.action);
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}
