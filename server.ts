/**
 * The Parvaz web server: Express + @remix-run/express.
 *
 * Boot order: validate the environment, open (and migrate) the database, then listen.
 * SIGTERM/SIGINT: stop accepting connections, finish requests, close the database.
 * Every response gets security headers with a per-request CSP nonce.
 */
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { closeDatabase, getHandle } from "./app/db/client.server";
import { EnvError, getEnv, trustProxy } from "./app/utils/env.server";

installGlobals({ nativeFetch: true });

const root = path.dirname(fileURLToPath(import.meta.url));
const env = (() => {
  try {
    return getEnv();
  } catch (error) {
    // A bad or (in production) missing variable: say which, and do not start.
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();
const production = env.NODE_ENV === "production";
const BUILD_PATH = path.join(root, "build", "index.js");

async function loadBuild(): Promise<ServerBuild> {
  return (await import(`${pathToFileURL(BUILD_PATH).href}?t=${Date.now()}`)) as ServerBuild;
}

/** Security headers, after helmet's defaults: a nonce-based CSP, nosniff, referrer policy, framing denied, HSTS in production. */
function securityHeaders(req: express.Request, res: express.Response, next: express.NextFunction) {
  const nonce = crypto.randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  const connect = production ? "'self'" : "'self' ws://localhost:* ws://127.0.0.1:*";
  res.setHeader(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      `connect-src ${connect}`,
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      ...(production ? ["upgrade-insecure-requests"] : []),
    ].join("; "),
  );
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
  if (production) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  res.removeHeader("X-Powered-By");
  next();
}

export async function createServer(build?: ServerBuild) {
  // The database is open (and migrated) before the first request.
  const handle = await getHandle();
  let currentBuild = build ?? (await loadBuild());

  const app = express();
  app.disable("x-powered-by");
  // Unset TRUST_PROXY trusts no proxy: X-Forwarded-For is ignored and req.ip is the socket's peer.
  app.set("trust proxy", trustProxy(env.TRUST_PROXY));
  app.use(compression());
  app.use(securityHeaders);

  app.get("/healthz", async (_req, res) => {
    try {
      await handle.query("SELECT 1");
      res.status(200).json({ ok: true, database: handle.kind });
    } catch (error) {
      res.status(503).json({ ok: false, error: (error as Error).message });
    }
  });

  // Hashed build assets never change: cache them for a year.
  app.use("/build", express.static(path.join(root, "public", "build"), { immutable: true, maxAge: "1y" }));
  // The service worker must be revalidated on every visit so updates reach browsers.
  app.get("/sw.js", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Service-Worker-Allowed", "/");
    next();
  });
  app.use(express.static(path.join(root, "public"), { maxAge: "1h", setHeaders: (res, file) => file.endsWith("sw.js") && res.setHeader("Cache-Control", "no-cache") }));

  app.all(
    "*",
    createRequestHandler({
      build: async () => currentBuild,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip ?? null }),
    }),
  );

  return {
    app,
    async reload() {
      currentBuild = await loadBuild();
      return currentBuild;
    },
  };
}

async function main() {
  const { app, reload } = await createServer();
  const server = app.listen(env.PORT, env.HOST, async () => {
    console.log(`Parvaz listening on http://localhost:${env.PORT} (${(await getHandle()).kind})`);
    if (!production) broadcastDevReady(await reload());
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await closeDatabase().catch((error) => console.error(error));
      process.exit(0);
    });
    server.closeIdleConnections?.();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
