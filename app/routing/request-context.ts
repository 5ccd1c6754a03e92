import type { Staff } from "~/desk/staff.server";
import type { Locale, matchPath } from "./screens";

/** The screen of the route table a request's path shows, with its parameters (routing/screens.ts `matchPath`). */
export type ScreenMatch = NonNullable<ReturnType<typeof matchPath>>;

/**
 * What every loader and action is handed (issue 24, item 6): worked out once per request by the
 * server (server.ts `getLoadContext`) from the route table, instead of each loader asking again.
 */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The request's language, in decision 015's order: the URL prefix, a `lang` query, the cookie, Accept-Language, fa. */
    locale: Locale;
    /** The screen matched for the request's path (a single-fetch ".data" path counts as its page's); null: none. */
    screen: ScreenMatch | null;
    cspNonce: string;
    clientIp: string | null;
    /** A write from another site (origin-check.server.ts): its action answers 403 before it runs. */
    crossSite: boolean;
    requestId: string;
    /** On a desk screen: the staff member, set by the desk guard once the permission was checked (guards.server.ts). */
    staff?: Staff;
  }
}
