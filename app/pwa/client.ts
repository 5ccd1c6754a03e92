/**
 * The PWA's client side, built apart from the app by scripts/build-sw.ts into
 * build/client/pwa.js (entry app/pwa/main.ts) and loaded by app/entry.client.tsx once the page has loaded and the
 * browser is idle, so it costs the home page's first load nothing: the service worker's
 * registration (workbox-window), its toasts, the newer-build check, and the form input kept
 * across a chunk-failure reload. Decision 008.
 */
import { Workbox } from "workbox-window";
import { hasUnsavedInput, restoreForms, saveForms } from "~/pwa/forms";
import { keepClearOfFocus } from "~/utils/clear-of-focus";
import { OFFLINE_COPY_ATTRIBUTE } from "~/pwa/tickets";

export type PwaNotice = "offlineReady" | "updateReady";
export const BUILD_POLL_MS = 60 * 60 * 1000;
const TOAST_TIMEOUT_MS = 5000;

/** The build this page was loaded with: Remix's manifest version, also written to /builds/latest.json by scripts/build-sw.ts. */
export const loadedBuild = () => window.__remixManifest?.version ?? null;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** Shows a notice as a toast in #pwa-status (app/components/pwa-status.tsx), in the page's language. */
export function notify(notice: PwaNotice) {
  const area = document.getElementById("pwa-status");
  if (!area) return;
  const texts = area.dataset;
  const toast = element(
    "div",
    "pointer-events-auto flex max-w-md items-center gap-3 rounded-lg bg-white px-4 py-3 text-sm font-medium text-gray-900 shadow-lg ring-1 ring-gray-200",
  );
  toast.append(element("p", "", notice === "offlineReady" ? texts.offlineReady : texts.updateReady));
  if (notice === "updateReady") {
    const reload = element("button", "rounded-md bg-green-700 px-3 py-1 text-white", texts.reload);
    reload.type = "button";
    reload.addEventListener("click", () => location.reload());
    toast.append(reload);
  }
  const close = element("button", "text-lg leading-none", "×");
  close.type = "button";
  close.setAttribute("aria-label", texts.close ?? "×");
  close.addEventListener("click", () => toast.remove());
  toast.append(close);
  area.replaceChildren(toast);
  if (notice === "offlineReady") setTimeout(() => toast.remove(), TOAST_TIMEOUT_MS);
}

/**
 * Once a newer build is out, the next navigation is a full document load: clicks on links
 * and form submissions stop at the window (capture phase) before React Router sees them, so
 * the browser does what it does without JavaScript; back/forward reloads the new address.
 */
export function markStale() {
  const root = document.documentElement;
  if (root.dataset.buildStale) return;
  root.dataset.buildStale = "1";
  window.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (link.origin !== location.origin || link.hasAttribute("download") || (link.target && link.target !== "_self"))
        return;
      event.stopPropagation();
    },
    true,
  );
  window.addEventListener("submit", (event) => event.stopPropagation(), true);
  window.addEventListener("popstate", () => location.reload());
}

/** Asks /builds/latest.json (no-cache on the server) whether a newer build is out. */
export async function checkBuild() {
  const loaded = loadedBuild();
  if (!loaded) return;
  try {
    const response = await fetch("/builds/latest.json", { cache: "no-cache" });
    if (!response.ok) return;
    const { id } = (await response.json()) as { id?: unknown };
    if (typeof id === "string" && id && id !== loaded) markStale();
  } catch (error) {
    // Offline or a bad answer: ask again at the next poll.
    console.warn("build check failed", error);
  }
}

/** An update or another tab's activation reloads the page, unless a form holds unsaved input: then a toast offers the reload. */
function takeUpdate() {
  if (hasUnsavedInput()) notify("updateReady");
  else location.reload();
}

function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const wb = new Workbox("/sw.js");
  // A first install that claims this page (opened while the worker was still installing, e.g. a
  // second page of a first visit) changes nothing the page uses: only a worker replacing another
  // one is an update worth a reload.
  const hadController = navigator.serviceWorker.controller !== null;
  let updating = false;
  const update = () => {
    if (updating) return;
    updating = true;
    takeUpdate();
  };
  wb.addEventListener("installed", (event) => {
    if (!event.isUpdate && !event.isExternal) notify("offlineReady");
  });
  wb.addEventListener("controlling", (event) => {
    if (hadController && (event.isUpdate || event.isExternal)) update();
  });
  wb.addEventListener("activated", (event) => {
    if (hadController && event.isExternal) update();
  });
  wb.register().catch((error: unknown) => console.warn("service worker registration failed", error));
}

export function start() {
  restoreForms();
  // Its toasts float at the bottom of the screen, out of the focused control's way (decision 028).
  const area = document.getElementById("pwa-status");
  if (area) keepClearOfFocus(area, "bottom");
  window.__parvazSaveForms = saveForms;
  registerServiceWorker();
  setInterval(() => void checkBuild(), BUILD_POLL_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void checkBuild();
  });
  // Without a network (or on a ticket the service worker answered from the device, decision 107) the next
  // navigation is a document load, which the service worker can answer with a kept ticket or the offline page;
  // a client-side navigation would only fail to fetch its data.
  if (!navigator.onLine || document.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE)) markStale();
  window.addEventListener("offline", markStale);
  document.documentElement.dataset.pwa = "1";
}
