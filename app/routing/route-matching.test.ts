import { defineRoutes } from "@remix-run/dev/dist/config/routes.js";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import remixConfig from "../../remix.config.js";
import { locales, parseRouteId, pathFor, resources, screenIds, screens, type ScreenId } from "./screens";

/**
 * The registered routes as @remix-run/router sees them, matched with its own `matchRoutes`, which
 * patches/@remix-run+router+1.23.3.patch changes (cached patterns and ranked branches, and a whole-path
 * test before a branch is walked route by route): every screen's path in every language still reaches
 * that screen, and nothing else.
 */
async function routeTree(): Promise<AgnosticRouteObject[]> {
  const manifest = await remixConfig.routes!(defineRoutes as never);
  const byParent = new Map<string | undefined, AgnosticRouteObject[]>();
  for (const route of Object.values(manifest)) {
    const object = (
      route.index ? { id: route.id, index: true, path: route.path } : { id: route.id, path: route.path, children: [] }
    ) as AgnosticRouteObject;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), object]);
  }
  const attach = (routes: AgnosticRouteObject[]): AgnosticRouteObject[] =>
    routes.map((route) => (route.index ? route : { ...route, children: attach(byParent.get(route.id) ?? []) }));
  // Remix puts every route under the root route (app/root.tsx), whose path is "".
  return attach([{ id: "root", path: "", children: [] }]);
}

const leaf = (routes: AgnosticRouteObject[], path: string) => matchRoutes(routes, path)?.at(-1)?.route.id ?? null;
const params = new Proxy({}, { get: (_target, name) => (typeof name === "string" ? `x-${name}` : undefined) });

describe("route matching over the whole route table", () => {
  it("reaches every screen from its path in each language", async () => {
    const routes = await routeTree();
    let checked = 0;
    for (const screen of screenIds) {
      if (!screens[screen].file) continue;
      for (const locale of locales) {
        const path = pathFor(screen as ScreenId, locale, params as never);
        const id = leaf(routes, path);
        const parsed = id ? parseRouteId(id) : null;
        expect(parsed?.screen, `${path} → ${id}`).toBe(screen);
        expect(parsed?.locales, path).toContain(locale);
        // A trailing slash reaches the same screen.
        expect(leaf(routes, `${path}/`), `${path}/`).toBe(id);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(250);
  });

  it("matches case-insensitively, decodes Persian paths, and leaves the rest to the 404 route", async () => {
    const routes = await routeTree();
    const hotels = leaf(routes, pathFor("hotels", "en"));
    expect(leaf(routes, pathFor("hotels", "en").toUpperCase())).toBe(hotels);
    const faHotels = pathFor("hotels", "fa");
    expect(faHotels).toMatch(/%[0-9A-F]{2}/);
    expect(leaf(routes, decodeURIComponent(faHotels))).toBe(leaf(routes, faHotels));
    expect(leaf(routes, "/en/no-such-page")).toBe("splat");
    expect(leaf(routes, "/en//hotels")).toBe("splat");
    expect(leaf(routes, "/")).toBe("index");
    for (const [id, resource] of Object.entries(resources)) {
      if (resource.path.includes(":") || resource.path.includes("*")) continue;
      expect(leaf(routes, resource.path), resource.path).toBe(`resource--${id}`);
    }
  });
});
