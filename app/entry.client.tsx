import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { chunkFailed } from "~/pwa/chunk-reload";

// A code chunk that fails to load reloads the page once (per path, per 10 s): Vite's dynamic
// imports report it here; Remix's route modules call the same guard (app/pwa/vite-plugin.ts).
window.__parvazChunkFailed = chunkFailed;
window.addEventListener("vite:preloadError", (event) => {
  if (chunkFailed()) event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// The service worker, newer-build check and PWA toasts (app/pwa/client.ts, built into /pwa.js
// by scripts/build-sw.ts): once the page has loaded, when the browser is idle. A script
// element, not import(): Vite would add its preload helper to the first-load JavaScript.
if (import.meta.env.PROD) {
  const load = () => {
    const script = document.createElement("script");
    script.type = "module";
    script.src = `/pwa.js?v=${window.__remixManifest.version}`;
    // An enhancement only: without it this page has no service worker updates or build check.
    script.onerror = () => console.warn("pwa.js did not load");
    document.head.append(script);
  };
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(load, { timeout: 3000 }) : setTimeout(load, 1000);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
