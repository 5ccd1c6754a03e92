/**
 * The Parvaz service worker, built by scripts/build-sw.ts (esbuild bundle, then Workbox's
 * injectManifest writes the precache list into build/client/sw.js). Decision 008.
 *
 * - Precache: the hashed build assets (build/client/assets), /pwa.js and the app shell,
 *   the four-language offline page (offline.html + offline.js). Old precaches are deleted.
 * - Navigations: the network (with navigation preload); without a network, the offline page.
 *   Pages are not cached: they carry the visitor's cart, account and prices.
 * - A new service worker takes over at once; the page reloads (app/pwa/client.ts), unless a
 *   form holds unsaved input.
 */
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";

/** The few ServiceWorkerGlobalScope members used here (the project's types are the DOM's, not the worker's). */
interface Scope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  registration: { navigationPreload?: { enable(): Promise<void> } };
  skipWaiting(): Promise<void>;
  addEventListener(type: "activate", listener: (event: Event & { waitUntil(p: Promise<unknown>): void }) => void): void;
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

registerRoute(new NavigationRoute(new NetworkOnly()));

setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});
