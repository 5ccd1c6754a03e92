/**
 * The Parvaz service worker, built by scripts/build-sw.ts (esbuild bundle, then Workbox's
 * injectManifest writes the precache list into build/client/sw.js). Decision 008.
 *
 * - Precache: the hashed build assets (build/client/assets), /pwa.js and the app shell,
 *   the four-language offline page (offline.html + offline.js). Old precaches are deleted.
 * - Navigations: the network (with navigation preload); without a network, the offline page.
 *   Pages are not cached: they carry the visitor's cart, account and prices — except tickets
 *   (decision 107): an e-ticket, voucher or PDF the server marks is kept, network first, in the
 *   cache of its owner (`X-Parvaz-Owner`), and answers from there without a network. When the
 *   owner changes (sign-out, another sign-in) every other owner's tickets are deleted.
 * - A new service worker takes over at once; the page reloads (app/pwa/client.ts), unless a
 *   form holds unsaved input.
 */
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from "workbox-core/types";
import { NetworkFirst, NetworkOnly, type Strategy } from "workbox-strategies";
import {
  cacheForAnswer,
  cachesToDrop,
  isTicketPdfPath,
  KEEP_MESSAGE,
  markOfflineCopy,
  NO_OWNER,
  OWNER_CACHE,
  OWNER_HEADER,
  OWNER_KEY,
  readOwner,
  SAVED_AT_HEADER,
  ticketCacheName,
  ticketKey,
} from "~/pwa/tickets";

/** The few ServiceWorkerGlobalScope members used here (the project's types are the DOM's, not the worker's). */
interface Scope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  registration: { navigationPreload?: { enable(): Promise<void> } };
  skipWaiting(): Promise<void>;
  addEventListener(type: "activate", listener: (event: Event & { waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(
    type: "message",
    listener: (event: Event & { data: unknown; waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
  location: Location;
}
const scope = self as unknown as Scope;

const OFFLINE_PAGE = "/offline.html";

void scope.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Workbox replaces self.__WB_MANIFEST with the list of files and their revisions.
// `v` is the build id on /pwa.js?v=… (app/entry.client.tsx): the precached copy answers it.
precacheAndRoute((self as unknown as Scope).__WB_MANIFEST, {
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^v$/],
});

scope.addEventListener("activate", (event) => {
  // The hand-written service worker before Workbox kept these caches.
  event.waitUntil(Promise.all(["parvaz-v1", "parvaz-assets"].map((name) => caches.delete(name))));
  if (scope.registration.navigationPreload) event.waitUntil(scope.registration.navigationPreload.enable());
});

// ── Tickets offline (decision 107) ────────────────────────────────────────────────────────
let owner: string | undefined;

/** The device's current owner: remembered in a cache, since a stopped worker forgets its variables. */
async function currentOwner(): Promise<string> {
  if (owner === undefined) {
    const saved = await (await caches.open(OWNER_CACHE)).match(OWNER_KEY);
    owner = readOwner(saved ? await saved.text() : NO_OWNER) ?? NO_OWNER;
  }
  return owner;
}

/** An answer names its owner: a new one (signed out, someone else signed in) deletes every other owner's tickets. */
async function observeOwner(response: Response | undefined) {
  const next = readOwner(response?.headers.get(OWNER_HEADER) ?? null);
  if (next === null || next === (await currentOwner())) return;
  owner = next;
  await (await caches.open(OWNER_CACHE)).put(OWNER_KEY, new Response(next));
  await Promise.all(cachesToDrop(await caches.keys(), next).map((name) => caches.delete(name)));
}

const origin = scope.location.origin;

const ownerPlugin: WorkboxPlugin = {
  handlerWillRespond: async ({ response }) => {
    await observeOwner(response);
    return response;
  },
};

/** One network-first strategy per owner, on that owner's cache; it keeps only that owner's marked answers. */
const strategies = new Map<string, Strategy>();
const networkOnly = new NetworkOnly({ plugins: [ownerPlugin] });
function ticketStrategy(current: string): Strategy {
  const cacheName = ticketCacheName(current);
  if (!cacheName) return networkOnly;
  let strategy = strategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      plugins: [
        {
          // ?print=1 and ?cancel=1 are the same ticket.
          cacheKeyWillBeUsed: async ({ request }) => ticketKey(request.url, origin) ?? request,
          cacheWillUpdate: async ({ response }) => {
            if (cacheForAnswer(response) !== cacheName) return null;
            const headers = new Headers(response.headers);
            headers.set(SAVED_AT_HEADER, new Date().toISOString());
            return new Response(await response.blob(), { status: response.status, headers });
          },
          cachedResponseWillBeUsed: async ({ cachedResponse }) => {
            if (!cachedResponse?.headers.get("Content-Type")?.startsWith("text/html")) return cachedResponse;
            const html = markOfflineCopy(
              await cachedResponse.text(),
              cachedResponse.headers.get(SAVED_AT_HEADER) ?? "",
            );
            return new Response(html, { status: cachedResponse.status, headers: cachedResponse.headers });
          },
        },
        ownerPlugin,
      ],
    });
    strategies.set(cacheName, strategy);
  }
  return strategy;
}

async function tickets(options: RouteHandlerCallbackOptions) {
  return (await ticketStrategy(await currentOwner()).handle(options)) ?? Response.error();
}

// Every navigation goes to the network first; only tickets are ever answered from a cache.
registerRoute(new NavigationRoute(tickets));
// The PDF (a download), and the data requests of client-side navigations, which name the owner too.
registerRoute(({ url, sameOrigin }) => sameOrigin && isTicketPdfPath(url.pathname), tickets);
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith(".data"), networkOnly);

/** A copy kept less than this long ago is not fetched again when the page asks. */
const FRESH_MS = 30_000;

/** Keeps the ticket page at `url` for the current owner, unless a fresh copy is kept already. */
async function keep(url: URL, event: RouteHandlerCallbackOptions["event"]) {
  const current = await currentOwner();
  const name = ticketCacheName(current);
  const kept = name ? await (await caches.open(name)).match(ticketKey(url.href, origin) ?? url.href) : undefined;
  if (Date.now() - Date.parse(kept?.headers.get(SAVED_AT_HEADER) ?? "") < FRESH_MS) return;
  const request = new Request(url.href, { credentials: "same-origin", headers: { Accept: "text/html" } });
  // The server's answer decides: it is kept only if it is a ticket, and only in its own owner's cache.
  await ticketStrategy(current).handle({ request, event });
}

// A ticket opened by a client-side navigation (the worker saw only its data): the page asks for the page itself.
scope.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; path?: unknown } | null;
  if (data?.type !== KEEP_MESSAGE || typeof data.path !== "string" || !data.path.startsWith("/")) return;
  const extendable = event as unknown as RouteHandlerCallbackOptions["event"];
  event.waitUntil(keep(new URL(data.path, origin), extendable).catch(() => undefined));
});

setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});
