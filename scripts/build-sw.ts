/**
 * Post-build step of `npm run build` (after `remix vite:build`), decision 008:
 * 1. build/client/pwa.js: app/pwa/main.ts → client.ts (workbox-window, build check, PWA
 *    toasts) as one ES module, loaded on idle by app/entry.client.tsx; kept out of the app's
 *    Vite graph so the home page's first load carries none of it;
 * 2. the service worker: app/sw/sw.ts bundled for the browser by a small Vite build, then
 *    Workbox's injectManifest writes the precache list (hashed assets, pwa.js and the offline
 *    page) into build/client/sw.js;
 * 3. the build descriptors build/client/builds/latest.json and builds/meta/{id}.json.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { injectManifest } from "workbox-build";
import { buildIdFromManifest, buildMeta } from "../app/pwa/build-meta";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const client = path.join(root, "build", "client");

async function buildId() {
  const assets = path.join(client, "assets");
  for (const file of await fs.readdir(assets)) {
    if (!/^manifest-[\w-]+\.js$/.test(file)) continue;
    const id = buildIdFromManifest(await fs.readFile(path.join(assets, file), "utf8"));
    if (id) return id;
  }
  throw new Error(`build-sw: no Remix browser manifest in ${assets}; run remix vite:build first`);
}

/** One browser bundle of `entry` (a small Vite library build), written to outDir/fileName. */
async function bundle(entry: string, format: "es" | "iife", outDir: string, fileName: string) {
  await build({
    configFile: false,
    logLevel: "warn",
    root,
    resolve: { alias: { "~": path.join(root, "app") } },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: false,
      target: "es2022",
      minify: true,
      copyPublicDir: false,
      lib: { entry: path.join(root, entry), formats: [format], name: "parvaz", fileName: () => fileName },
    },
  });
}

async function main() {
  const id = await buildId();

  await bundle("app/pwa/main.ts", "es", client, "pwa.js");

  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "parvaz-sw-"));
  try {
    await bundle("app/sw/sw.ts", "iife", tmp, "sw.js");
    const { count, size, warnings } = await injectManifest({
      swSrc: path.join(tmp, "sw.js"),
      swDest: path.join(client, "sw.js"),
      globDirectory: client,
      globPatterns: ["assets/**/*.{js,css}", "pwa.js", "offline.html", "offline.js", "favicon.svg"],
      // Hashed file names change with their content: no revision query needed.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    });
    for (const warning of warnings) console.warn(`build-sw: ${warning}`);
    console.log(`build-sw: build/client/sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KB)`);
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }

  const prerendered = (await fs.readdir(client)).filter((f) => f.endsWith(".html")).map((f) => `/${f}`);
  const timestamp = Date.now();
  await fs.mkdir(path.join(client, "builds", "meta"), { recursive: true });
  await fs.writeFile(
    path.join(client, "builds", "meta", `${id}.json`),
    JSON.stringify(buildMeta(id, timestamp, prerendered)),
  );
  await fs.writeFile(path.join(client, "builds", "latest.json"), JSON.stringify({ id, timestamp }));
  console.log(`build-sw: build ${id}: builds/latest.json, builds/meta/${id}.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
