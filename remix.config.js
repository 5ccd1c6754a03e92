// Remix v2, classic compiler. Every screen of the typed route table
// (app/routing/screens.ts) is registered once per language with its own id.
import { tsImport } from "tsx/esm/api";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  postcss: true,
  tailwind: false,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
  async routes(defineRoutes) {
    const table = await tsImport("./app/routing/screens.ts", import.meta.url);
    const { screens, resources, locales, pattern, routeId } = table;
    return defineRoutes((route) => {
      route("/", "routes/index.tsx", { id: "index", index: true });
      for (const [id, resource] of Object.entries(resources)) {
        route(resource.path, resource.file, { id: `resource--${id}` });
      }
      for (const layout of ["default", "language", "nobreadcrumb"]) {
        route(undefined, `layouts/${layout}.tsx`, { id: `layout-${layout}` }, () => {
          // /lang: the language-choice screen outside any language prefix.
          if (layout === "language") route("/lang", "routes/language.tsx", { id: "lang" });
          for (const [screen, def] of Object.entries(screens)) {
            if (!def.file || def.layout !== layout) continue;
            for (const locale of locales) {
              route(pattern(screen, locale), def.file, { id: routeId(locale, screen) });
            }
          }
        });
      }
      route("*", "routes/$.tsx", { id: "splat" });
    });
  },
};
