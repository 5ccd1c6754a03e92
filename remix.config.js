// The Remix configuration, passed to the Remix Vite plugin by vite.config.ts.
// Every screen of the typed route table (app/routing/screens.ts) is registered under one
// `:lang` route that owns the language (app/routes/$lang.tsx; decision 014): the three
// layouts are pathless children of it, the screens children of their layout, one route
// per distinct translated path.
import { tsImport } from "tsx/esm/api";

/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
  async routes(defineRoutes) {
    const { screens, resources, screenRoutes } = await tsImport("./app/routing/screens.ts", import.meta.url);
    const layouts = ["default", "language", "nobreadcrumb"];
    return defineRoutes((route) => {
      route("/", "routes/index.tsx", { id: "index", index: true });
      for (const [id, resource] of Object.entries(resources)) {
        route(resource.path, resource.file, { id: `resource--${id}` });
      }
      // /lang: the language-choice screen, outside any language.
      route(undefined, "layouts/language.tsx", { id: "layout-language-bare" }, () => {
        route("/lang", "routes/language.tsx", { id: "lang" });
      });
      route(":lang", "routes/$lang.tsx", { id: "lang-root" }, () => {
        for (const layout of layouts) {
          route(undefined, `layouts/${layout}.tsx`, { id: `layout-${layout}` }, () => {
            for (const [screen, def] of Object.entries(screens)) {
              if (!def.file || def.layout !== layout) continue;
              for (const { id, path } of screenRoutes(screen)) {
                if (path === "") route(undefined, def.file, { id, index: true });
                else route(path, def.file, { id });
              }
            }
          });
        }
      });
      route("*", "routes/$.tsx", { id: "splat" });
    });
  },
};
