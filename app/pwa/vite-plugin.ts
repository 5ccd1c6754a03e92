import type { Plugin } from "vite";

/**
 * Remix reloads the page by itself when a route module fails to import, with no limit
 * (a missing chunk can reload forever). This build-time patch sends that case through
 * `window.__parvazChunkFailed` (app/pwa/chunk-reload.ts: once per 10 s per path, form
 * input kept); when the guard says no, the error goes to the error boundary instead.
 * The build fails if a Remix upgrade changes the code this patch expects.
 */
const TARGET = /@remix-run[\\/]react[\\/]dist[\\/](esm[\\/])?routeModules\.js$/;
const RELOAD = "window.location.reload();\n    return new Promise(";

export function remixChunkReload(): Plugin {
  return {
    name: "parvaz:remix-chunk-reload",
    apply: "build",
    transform(code, id) {
      if (!TARGET.test(id.split("?")[0])) return null;
      if (!code.includes(RELOAD))
        this.error(`remixChunkReload: the route-module reload in ${id} has changed; update app/pwa/vite-plugin.ts`);
      return {
        code: code.replace(
          RELOAD,
          "if (window.__parvazChunkFailed) { if (!window.__parvazChunkFailed()) throw error; } else window.location.reload();\n    return new Promise(",
        ),
        map: null,
      };
    },
  };
}
