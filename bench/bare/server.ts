/**
 * Serves the bare app (bench/bare/build) with the same stack as Parvaz's server.ts:
 * Express, compression and @remix-run/express. PORT and HOST from the environment.
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";

installGlobals({ nativeFetch: true });
const dir = path.dirname(fileURLToPath(import.meta.url));
const build = (await import(pathToFileURL(path.join(dir, "build", "server", "index.js")).href)) as ServerBuild;
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(path.join(dir, "build", "client", "assets"), { immutable: true, maxAge: "1y" }));
app.get("/healthz", (_req, res) => void res.json({ ok: true }));
// eslint-disable-next-line @typescript-eslint/no-misused-promises -- Express 4 ignores the returned promise; Remix handles its own errors
app.all("*", createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT ?? 3199), process.env.HOST ?? "127.0.0.1", () =>
  console.log(`bare on ${process.env.PORT}`),
);
