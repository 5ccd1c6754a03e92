import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

/**
 * The throughput bench's baseline (bench/throughput.bench.ts): a bare Remix v2 app with
 * one page, built by the Remix Vite plugin with the same installed packages as Parvaz.
 */
export default defineConfig({
  root: __dirname,
  plugins: [
    remix({
      appDirectory: "app",
      buildDirectory: "build",
      serverModuleFormat: "esm",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
      },
    }),
  ],
  build: { target: "es2022" },
  logLevel: "warn",
});
