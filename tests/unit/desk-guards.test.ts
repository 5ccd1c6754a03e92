import type { ServerBuild } from "@remix-run/node";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { can, grants, permissionToAct, staffRoles, type DeskAccess, type StaffRole } from "~/desk/permissions";

/**
 * The desk's role-by-route matrix (issue 26, decision 111): every desk screen of the route table — built
 * or still reserved — in every language, its loader and each posted intent of its action, for visitors,
 * accounts without a role and each staff role, with and without a desk session.
 */
const who = vi.hoisted(() => ({
  staff: null as null | { user: { id: number }; role: string; sessionId: string | null },
}));
vi.mock("~/desk/staff.server", async (importActual) => ({
  ...(await importActual<typeof import("~/desk/staff.server")>()),
  getStaff: async () => who.staff,
}));

const { withScreenGuards } = await import("~/routing/guards.server");
const { locales, pathFor, screenIds, screenOf, screenRoutes } = await import("~/routing/screens");

const deskScreens = screenIds.filter((id) => screenOf(id).desk);

/** Every desk screen's routes (whether its module exists yet or not), answering "page" / "done". */
function fakeBuild(): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const screen of deskScreens)
    for (const { id, path } of screenRoutes(screen))
      routes[id] = {
        id,
        path,
        module: { default: () => null, loader: async () => "page", action: async () => "done" },
      } as never;
  return { routes } as unknown as ServerBuild;
}
const build = withScreenGuards(fakeBuild());
const routeOf = (screen: string, locale: string) =>
  build.routes[screenRoutes(screen as never).find((r) => r.locales.includes(locale as never))!.id]!;

const params = { orderNumber: "P1", id: "1", slug: "s" };
const urlOf = (screen: string, locale: (typeof locales)[number]) =>
  `http://x${pathFor(screen as never, locale, params as never)}`;

async function outcome(fn: unknown, request: Request, lang: string) {
  try {
    return await (fn as (args: unknown) => unknown)({ request, params: { lang }, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}
const get = (url: string) => new Request(url);
const post = (url: string, intent: string | null) => {
  const body = new URLSearchParams(intent ? { intent } : {});
  return new Request(url, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
};

/** The intents a screen's action takes (one unnamed post when it takes one permission for all). */
function intentsOf(access: DeskAccess): (string | null)[] {
  if (!access.act) return [null];
  return typeof access.act === "string" ? [null, "anything"] : Object.keys(access.act);
}

const people: { name: string; role: StaffRole | null; staff: boolean }[] = [
  { name: "visitor", role: null, staff: false },
  { name: "customer", role: null, staff: false },
  ...staffRoles.map((role) => ({ name: role, role, staff: true })),
];

describe("the desk's role-by-route matrix", () => {
  beforeEach(() => {
    who.staff = null;
  });

  it("has desk screens, every one noindex", () => {
    expect(deskScreens.length).toBeGreaterThan(10);
    for (const id of deskScreens) expect(screenOf(id).noindex, id).toBe(true);
  });

  const cases = deskScreens.flatMap((screen) =>
    locales.flatMap((locale) => people.map((person) => ({ screen, locale, person }))),
  );

  it.each(cases)("$screen ($locale) for $person.name", async ({ screen, locale, person }) => {
    const access = screenOf(screen).desk!;
    const route = routeOf(screen, locale);
    const url = urlOf(screen, locale);
    who.staff = person.role ? { user: { id: 7 }, role: person.role, sessionId: "s" } : null;
    const mayView = can(person.role, access.view);
    // The loader: 404 unless the role has the view permission.
    expect(await outcome(route.module.loader, get(url), locale)).toEqual(
      mayView ? "page" : { status: 404, location: null },
    );
    // The action, per intent: 404 unless the role has that intent's permission (and the view's).
    for (const intent of intentsOf(access)) {
      const needed = permissionToAct(access, intent);
      const allowed = mayView && !!needed && can(person.role, needed);
      expect(await outcome(route.module.action, post(url, intent), locale), `${intent}`).toEqual(
        allowed ? "done" : { status: 404, location: null },
      );
    }
    // An intent the screen does not list is refused even to an administrator.
    if (access.act && typeof access.act !== "string")
      expect(await outcome(route.module.action, post(url, "not-an-intent"), locale)).toEqual({
        status: 404,
        location: null,
      });
    // Staff with the permission but no desk session go to the second factor first, and come back.
    if (mayView && person.staff) {
      who.staff = { user: { id: 7 }, role: person.role!, sessionId: null };
      const result = await outcome(route.module.loader, get(`${url}?q=1`), locale);
      if (access.factor === false) expect(result).toBe("page");
      else {
        expect(result).toMatchObject({ status: 302 });
        const location = new URL((result as { location: string }).location, "http://x");
        expect(location.pathname).toBe(new URL(`http://x${pathFor("deskVerify", locale)}`).pathname);
        expect(location.searchParams.get("next")).toBe(`${new URL(url).pathname}?q=1`);
      }
    }
  });

  it("gives the administrator every permission, and each other role only its own", () => {
    expect(new Set(grants.admin).size).toBe(grants.admin.length);
    expect(can("editor", "orders.read")).toBe(false);
    expect(can("agent", "orders.refund")).toBe(false);
    expect(can("finance", "orders.refund")).toBe(true);
    expect(can("agent", "customers.wallet")).toBe(false);
    expect(can("finance", "customers.manage")).toBe(false);
    expect(can("editor", "moderation")).toBe(true);
    expect(can("agent", "staff")).toBe(false);
    expect(can(null, "desk")).toBe(false);
  });
});
