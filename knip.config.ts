// knip: unused files, exports and dependencies (decision 013). `npm run knip`.
import type { KnipConfig } from "knip";
import { resources, screens } from "./app/routing/screens";

/** The route modules remix.config.js registers: every built screen and resource of the route table. */
const tableRoutes = [...Object.values(screens), ...Object.values(resources)]
  .map((route) => route.file)
  .filter((file) => file !== null);

const config: KnipConfig = {
  // app/pwa/main.ts and app/sw/sw.ts are bundled on their own by scripts/build-sw.ts (/pwa.js, /sw.js).
  entry: [
    "scripts/*.{ts,mjs}",
    "bench/*.ts",
    "tests/**/*.ts",
    "vitest.pg.config.ts",
    "app/pwa/main.ts",
    "app/sw/sw.ts",
  ],
  project: ["**/*.{ts,tsx,js,mjs,css}", "!public/**"],
  // An export also used in its own module (a limit, a schema, a helper) is not dead code.
  ignoreExportsUsedInFile: true,
  // bench/bare is a separate minimal Remix app (the throughput baseline), built by bench/throughput.bench.ts.
  ignore: ["bench/bare/**"],
  // bench/bare's server imports @remix-run/express.
  ignoreDependencies: ["@remix-run/express"],
  // Debian's speech synthesiser, run by hand by scripts/gen-captcha-audio.ts (decision 205), not an npm package.
  ignoreBinaries: ["espeak-ng"],
  // Follow CSS imports, so `@import "tailwindcss"` in app/tailwind.css counts as a use.
  compilers: {
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join("\n"),
  },
  remix: {
    // Instead of knip's default app/routes/**: a route module is used only when remix.config.js registers it.
    entry: [
      "remix.config.js",
      "app/root.tsx",
      "app/entry.{client,server}.tsx",
      "app/layouts/*.tsx",
      "app/routes/{index,language,$lang,$}.tsx",
      ...new Set(tableRoutes.map((file) => `app/${file}`)),
    ],
  },
};

export default config;
