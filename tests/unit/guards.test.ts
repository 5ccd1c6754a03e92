import type { ServerBuild } from "@remix-run/node";
import { beforeEach, describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({ user: null as null | { id: number } }));
vi.mock("~/domains/accounts/session.server", async (importActual) => ({
  ...(await importActual<typeof import("~/domains/accounts/session.server")>()),
  getUser: async () => session.user,
}));

const { guardOfRoute, withScreenGuards } = await import("~/routing/guards.server");
const { pathFor, screenIds, screenOf, screenRoutes } = await import("~/routing/screens");

/** A server build with every screen of the route table, each answering "page" / "done". */
function fakeBuild(): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const screen of screenIds) {
    if (!screenOf(screen).file) continue;
    for (const { id, path } of screenRoutes(screen)) {
      routes[id] = {
        id,
        path,
        module: { default: () => null, loader: async () => "page", action: async () => "done" },
      } as never;
    }
  }
  return { routes } as unknown as ServerBuild;
}

async function outcome(fn: (args: never) => unknown, url: string, lang: string) {
  try {
    return await fn({ request: new Request(url), params: { lang }, context: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

describe("route guards, over the whole route table", () => {
  const build = withScreenGuards(fakeBuild());
  const cases = Object.values(build.routes).flatMap((route) => {
    const guard = guardOfRoute(route.id);
    const screen = route.id.split("--")[0] as (typeof screenIds)[number];
    return screenRoutes(screen)
      .find((r) => r.id === route.id)!
      .locales.map((locale) => ({ route, guard, screen, locale }));
  });

  beforeEach(() => {
    session.user = null;
  });

  it("covers every guarded screen in every language", () => {
    const guarded = screenIds.filter((s) => screenOf(s).guard && screenOf(s).file);
    expect(guarded.length).toBeGreaterThan(10);
    for (const screen of guarded) {
      const langs = cases.filter((c) => c.screen === screen && c.guard).map((c) => c.locale);
      expect(langs.sort()).toEqual(["en", "fa", "fr", "nl"]);
    }
  });

  it.each(cases.filter((c) => c.guard === "auth"))(
    "$route.id ($locale): a visitor goes to sign-in and comes back",
    async ({ route, screen, locale }) => {
      const url = `http://x${pathFor(screen, locale, { orderNumber: "P1", slug: "s" })}?tab=1`;
      for (const fn of [route.module.loader!, route.module.action!]) {
        const result = await outcome(fn as never, url, locale);
        expect(result).toMatchObject({ status: 302 });
        const location = (result as { location: string }).location;
        expect(location.startsWith(pathFor("signIn", locale))).toBe(true);
        expect(new URL(location, "http://x").searchParams.get("redirectTo")).toBe(`${new URL(url).pathname}?tab=1`);
      }
      session.user = { id: 1 };
      expect(await outcome(route.module.loader as never, url, locale)).toBe("page");
      expect(await outcome(route.module.action as never, url, locale)).toBe("done");
    },
  );

  it.each(cases.filter((c) => c.guard === "guest"))(
    "$route.id ($locale): a signed-in user is sent home",
    async ({ route, screen, locale }) => {
      const url = `http://x${pathFor(screen, locale)}`;
      expect(await outcome(route.module.loader as never, url, locale)).toBe("page");
      session.user = { id: 1 };
      for (const fn of [route.module.loader!, route.module.action!]) {
        expect(await outcome(fn as never, url, locale)).toEqual({ status: 302, location: pathFor("home", locale) });
      }
    },
  );

  it.each(cases.filter((c) => !c.guard).slice(0, 20))(
    "$route.id ($locale) without a guard is left alone",
    async ({ route, locale }) => {
      expect(await outcome(route.module.loader as never, "http://x/", locale)).toBe("page");
    },
  );

  it("every guarded screen's module has a loader, so client navigations ask the server too", async () => {
    const files = new Set(screenIds.filter((s) => screenOf(s).guard && screenOf(s).file).map((s) => screenOf(s).file!));
    for (const file of files) {
      const module = await import(/* @vite-ignore */ `../../app/${file}`);
      expect(typeof module.loader, file).toBe("function");
    }
  });
});
