import type { ServerBuild } from "@remix-run/node";
import { sqlState } from "~/db/errors.server";

/**
 * The one place where malformed requests are turned away before a route sees them
 * (issue 11): every action gets a form body or an answer 415 (not a form) or 400 (a form
 * that cannot be read, a control character in a field, a broken conform intent); every
 * loader and action gets 404 for a NUL or control character in a path parameter; and a
 * database "data exception" (a number out of range, a bad text value, class 22) thrown by
 * any loader or action answers 400 instead of 500. Routes that take JSON say so here.
 *
 * A field name or query key with a list index beyond the longest list any form holds
 * (`passengers[999999999].firstName`) answers 400 before any parser sees it (issue 21 item 1):
 * the form layer would build a dense list up to that index and render it back.
 */
type RouteModule = ServerBuild["routes"][string]["module"];
type DataFunction = NonNullable<RouteModule["loader"]>;
type DataArgs = Parameters<DataFunction>[0];

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
/** Resource routes that read a JSON body (the e2e helpers, which exist only outside production). */
const JSON_ROUTES = new Set([
  "resource--e2eCartLine",
  "resource--e2eLogin",
  "resource--e2eHotelOrder",
  "resource--e2eTrainOrder",
  "resource--e2eTourDeskOrder",
  "resource--e2eFlightOrder",
  "resource--e2ePriceDrop",
  "resource--e2eDocumentsOrder",
]);
/** The routes around every screen (remix.config.js). */
const SHELL_ROUTES = new Set(["root", "lang-root"]);
// C0 controls other than tab, line feed and carriage return, and DEL.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const refuse = (status: 400 | 403 | 404 | 415) => new Response(null, { status });

/**
 * The longest list a form holds: a flight party (9 seated passengers and as many infants on laps, 18); a train
 * party holds 12, a hotel stay 5 rooms (tests/unit/list-index.test.ts keeps this above every product's largest).
 */
export const MAX_LIST_LENGTH = 18;
const INDEX = /\[(\d*)\]/g;

/** True when a field name holds a list index no form can have (or one written oddly: "[]", "[007]"). */
export function hasWildIndex(name: string): boolean {
  if (!name.includes("[")) return false;
  for (const [, digits] of name.matchAll(INDEX)) {
    if (digits === "" || (digits.length > 1 && digits.startsWith("0"))) return true;
    if (digits.length > 3 || Number(digits) >= MAX_LIST_LENGTH) return true;
  }
  return false;
}

async function checkBody(request: Request) {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.has(type)) throw refuse(415);
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    throw refuse(400);
  }
  for (const [name, value] of form.entries()) {
    if (CONTROL.test(name) || (typeof value === "string" && CONTROL.test(value))) throw refuse(400);
    if (hasWildIndex(name)) throw refuse(400);
    if (name === "__intent__" && typeof value === "string") {
      try {
        JSON.parse(value);
      } catch {
        throw refuse(400);
      }
    }
  }
}

/** The JSON routes: a JSON object body, else 415 / 400. */
async function checkJson(request: Request) {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json") throw refuse(415);
  try {
    const value: unknown = await request.clone().json();
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("not an object");
  } catch {
    throw refuse(400);
  }
}

function checkParams(args: DataArgs, query: boolean) {
  for (const value of Object.values(args.params)) if (value && CONTROL.test(value)) throw refuse(404);
  if (!query) return;
  const url = new URL(args.request.url);
  for (const [name, value] of url.searchParams)
    if (CONTROL.test(name) || CONTROL.test(value) || hasWildIndex(name)) throw refuse(400);
}

/** PostgreSQL's class 22 (data exception): a value the column cannot hold. Bad input, not a server fault. */
function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith("22") ?? false;
}

function checked(fn: DataFunction, body: "form" | "json" | null, query: boolean): DataFunction {
  return async (args: DataArgs) => {
    // A write from another site (origin-check.server.ts) never runs: 403, on the site's own error page.
    if (body && (args.context as { crossSite?: boolean } | undefined)?.crossSite) throw refuse(403);
    checkParams(args, query);
    if (body === "form") await checkBody(args.request);
    if (body === "json") await checkJson(args.request);
    try {
      return await fn(args);
    } catch (error) {
      if (isDataException(error)) throw refuse(400);
      throw error;
    }
  };
}

export function withRequestChecks(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const module = { ...route.module } as RouteModule;
    // The query belongs to the screen: a bad one is refused by the screen's loader, so the error page still has the
    // shell's language and words from the root and language loaders (which read no query).
    const query = !SHELL_ROUTES.has(id);
    if (route.module.loader) module.loader = checked(route.module.loader, null, query);
    if (route.module.action) module.action = checked(route.module.action, JSON_ROUTES.has(id) ? "json" : "form", query);
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}
