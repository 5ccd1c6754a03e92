/**
 * The build descriptors of spec §7, written by scripts/build-sw.ts into build/client/builds/:
 * `latest.json` ({ id, timestamp }: which build is current; polled by app/pwa/client.ts) and
 * `meta/{id}.json` ({ id, timestamp, matcher, prerendered }): the route rules of that build
 * as a matcher in three tables (exact paths, path prefixes, paths with parameters), and the
 * pages built ahead of time. Derived from the route table (app/routing/screens.ts).
 */
import { locales, screenIds, screenOf, type Locale, type ScreenId } from "~/routing/screens";

export interface RouteRule {
  screen?: ScreenId;
  locale?: Locale;
  /** "noindex": kept out of search engines and sitemaps. */
  robots?: "noindex";
  /** A signed-in user ("auth") or a visitor ("guest") only. */
  guard?: "auth" | "guest";
  /** Resource routes (forms post here; no page of their own). */
  resource?: true;
  headers?: Record<string, string>;
}

export interface RouteMatcher {
  /** Exact paths, as they travel on the wire (percent-encoded). */
  static: Record<string, RouteRule>;
  /** Path prefixes: the rule holds for every path below. */
  wildcard: Record<string, RouteRule>;
  /** Paths with `:name` parameters. */
  dynamic: Record<string, RouteRule>;
}

export interface BuildMeta {
  id: string;
  timestamp: number;
  matcher: RouteMatcher;
  prerendered: string[];
}

/** A screen's path in one language with its static segments percent-encoded and `:name` parameters left as they are. */
function wirePattern(segment: string, locale: Locale) {
  const parts = [locale, ...segment.split("/").filter(Boolean)];
  return "/" + parts.map((part) => (part.startsWith(":") ? part : encodeURIComponent(part))).join("/");
}

export function routeMatcher(): RouteMatcher {
  const matcher: RouteMatcher = {
    static: {},
    wildcard: {
      "/assets": { headers: { "cache-control": "public, max-age=31536000, immutable" } },
      "/builds": { headers: { "cache-control": "no-cache" } },
      "/_": { resource: true, robots: "noindex" },
    },
    dynamic: {},
  };
  for (const screen of screenIds) {
    const def = screenOf(screen);
    // Planned screens (no module yet) answer 404: no rule.
    if (!def.file) continue;
    for (const locale of locales) {
      const path = wirePattern(def.paths[locale], locale);
      const rule: RouteRule = { screen, locale };
      if (def.noindex) rule.robots = "noindex";
      if (def.guard) rule.guard = def.guard;
      (path.includes("/:") ? matcher.dynamic : matcher.static)[path] = rule;
    }
  }
  return matcher;
}

export function buildMeta(id: string, timestamp: number, prerendered: string[]): BuildMeta {
  return { id, timestamp, matcher: routeMatcher(), prerendered: [...prerendered].sort() };
}

/** The build id: the version of Remix's browser manifest (`window.__remixManifest.version`), read from its file. */
export function buildIdFromManifest(source: string): string | null {
  if (!source.startsWith("window.__remixManifest")) return null;
  return /"version":"([^"]+)"/.exec(source)?.[1] ?? null;
}
