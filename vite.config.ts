import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";
import { remixChunkReload } from "./app/pwa/vite-plugin";

/** Vite builds the browser and server bundles; remix.config.js holds the Remix configuration. */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  // BUILD_DIR builds elsewhere (to inspect a build while a server runs on build/).
  plugins: [
    tailwindcss(),
    !process.env.VITEST && remix({ ...remixConfig, buildDirectory: process.env.BUILD_DIR ?? "build" }),
    remixChunkReload(),
  ],
  build: { target: "es2022" },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
