/**
 * The Parvaz web server: Express + @remix-run/express.
 *
 * Boot order: validate the environment, open (and migrate) the database, start the outbox worker, then listen.
 * SIGTERM/SIGINT: stop accepting connections, finish requests, stop the worker, close the database.
 * Every response gets security headers with a per-request CSP nonce.
 */
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { closeDatabase, getHandle } from "./app/db/client.server";
import { startDelivery } from "./app/domains/mail/delivery.server";
import { withScreenGuards } from "./app/routing/guards.server";
import { withRequestChecks } from "./app/routing/request-checks.server";
import { readBodies, requestTimeoutMs } from "./app/routing/request-body.server";
import { remixHandler } from "./app/routing/remix-handler.server";
import { originCheck } from "./app/routing/origin-check.server";
import { admission } from "./app/routing/admission.server";
import { matchRequestPath } from "./app/routing/screens";
import { screenAndLocale } from "./app/routing/request-context.server";
import { requestLogger } from "./app/utils/log.server";
import { startOrderSweeper } from "./app/domains/orders/sweeper.server";
import { startPriceAlertChecker } from "./app/products/flights/price-alert-check.server";
// The sweeper gives back what expired orders hold: it runs here, outside the build, so the products register here too.
import "./app/products/index.server";
import { admissionOptions, bodyOptions, EnvError, getEnv, trustProxy } from "./app/utils/env.server";

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
const BUILD_PATH = path.join(root, "build", "server", "index.js");
const CLIENT_DIR = path.join(root, "build", "client");

/** In development Vite serves the app from source (middleware mode); in production the built server bundle. */
async function viteDevServer() {
  if (production) return null;
  const vite = await import("vite");
  return vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
}

/** A fresh CSP nonce per response: inline scripts carry it (entry.server.tsx reads it from the load context). */
function cspNonce(_req: express.Request, res: express.Response, next: express.NextFunction) {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
}

/**
 * Security headers by helmet: a CSP where scripts come from this origin or carry the
 * response's nonce. No 'strict-dynamic': it would make browsers ignore 'self' and block
 * Remix's <link rel="modulepreload"> tags, which cannot carry a nonce (decision 014).
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      connectSrc: production ? ["'self'"] : ["'self'", "ws://localhost:*", "ws://127.0.0.1:*"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: production ? [] : null,
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: "same-origin" },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  strictTransportSecurity: production ? { maxAge: 63072000, includeSubDomains: true } : false,
  xFrameOptions: { action: "deny" },
});

function permissionsPolicy(_req: express.Request, res: express.Response, next: express.NextFunction) {
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
  next();
}

/** A POST that finishes a purchase: checkout, payment, the card page and the provider's return. */
function finishesPurchase(req: express.Request) {
  if (req.path.startsWith("/_/pay/")) return true;
  const screen = req.method === "POST" ? matchRequestPath(req.path)?.screen : undefined;
  return screen === "checkout" || screen === "payment";
}

export async function createServer(build?: ServerBuild) {
  // The database is open (and migrated) before the first request.
  const handle = await getHandle();
  const vite = build ? null : await viteDevServer();
  const builtServer = build ?? (vite ? null : ((await import(pathToFileURL(BUILD_PATH).href)) as ServerBuild));
  const productionBuild = builtServer ? withRequestChecks(withScreenGuards(builtServer)) : null;
  // Unpaid orders expire by the clock and pending card refunds are retried.
  startOrderSweeper();
  // Flight price alerts are checked on a schedule; their e-mails go through the outbox (decision 108).
  startPriceAlertChecker();

  const app = express();
  app.disable("x-powered-by");
  // Unset TRUST_PROXY trusts no proxy: X-Forwarded-For is ignored and req.ip is the socket's peer.
  app.set("trust proxy", trustProxy(env.TRUST_PROXY));
  app.use(requestLogger);
  app.use(compression());
  app.use(cspNonce, securityHeaders, permissionsPolicy, originCheck);

  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the handler catches its own errors
  app.get("/healthz", async (_req, res) => {
    try {
      await handle.query("SELECT 1");
      // The e2e suite watches the server's memory over its fuzz run (issue 21); nobody else learns it.
      const memory = env.PARVAZ_E2E ? { heapUsed: process.memoryUsage().heapUsed, rss: process.memoryUsage().rss } : {};
      res.status(200).json({ ok: true, database: handle.kind, ...memory });
    } catch (error) {
      res.status(503).json({ ok: false, error: (error as Error).message });
    }
  });

  // The service worker and the build descriptors must be revalidated on every visit so updates reach browsers.
  const noCache = (res: express.Response, file: string) => {
    if (file.endsWith("sw.js") || file.includes(`${path.sep}builds${path.sep}`))
      res.setHeader("Cache-Control", "no-cache");
    if (file.endsWith("sw.js")) res.setHeader("Service-Worker-Allowed", "/");
  };
  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Hashed build assets never change: cache them for a year.
    app.use("/assets", express.static(path.join(CLIENT_DIR, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(CLIENT_DIR, { maxAge: "1h", setHeaders: noCache }));
  }
  app.use(express.static(path.join(root, "public"), { maxAge: "1h", setHeaders: noCache }));

  // A body is read whole, under a deadline, before its request may wait in line: a client that trickles its
  // bodies holds a socket, never a place (issue 21 item 2).
  app.use(readBodies(bodyOptions()));
  // Pages and forms wait in line when the process is busy; payments and checkouts go first (decision 018).
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the middleware never rejects
  app.use(admission(admissionOptions(), finishesPurchase));

  app.all(
    "*",
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the handler passes its errors to next()
    remixHandler({
      build: vite
        ? async () =>
            withRequestChecks(withScreenGuards((await vite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild))
        : productionBuild!,
      mode: env.NODE_ENV,
      // The matched screen and the language, worked out once for every loader and action (request-context.ts).
      getLoadContext: async (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        clientIp: req.ip ?? null,
        // A write from another site (origin-check.server.ts): its action answers 403 before it runs.
        crossSite: res.locals.crossSite === true,
        requestId: String(req.id),
        ...(await screenAndLocale({
          pathname: req.path,
          lang: typeof req.query.lang === "string" ? req.query.lang : null,
          cookie: req.get("cookie") ?? null,
          acceptLanguage: req.get("accept-language") ?? null,
        })),
      }),
    }),
  );

  return { app, vite };
}

/** The HTTP server with the site's timeouts; the e2e server listens through it too. */
export function listen(app: express.Express, port: number, host: string, ready: () => void) {
  const server = app.listen(port, host, ready);
  // Keep idle connections longer than clients and proxies do (60 s is common), so a client never sends a
  // request on a connection the server is closing at that moment (a reset POST, issue 11 item 8; Node's own
  // default is 5 s, which reset the e2e suite's requests now and then).
  server.keepAliveTimeout = 65_000;
  // A request's headers must arrive within 20 s; its body has the deadline of request-body.server.ts, and the whole
  // request (the largest upload at the slowest accepted rate) at most requestTimeout (issue 21 item 2).
  server.headersTimeout = 20_000;
  server.requestTimeout = requestTimeoutMs(bodyOptions());
  return server;
}

async function main() {
  const { app, vite } = await createServer();
  const { kind } = await getHandle();
  // E-mails and SMS queued by any process are sent by one of them (decision 404).
  const delivery = await startDelivery();
  const server = listen(app, env.PORT, env.HOST, () => {
    console.log(`Parvaz listening on http://localhost:${env.PORT} (${kind})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      void (async () => {
        await vite?.close().catch((error) => console.error(error));
        await delivery.stop().catch((error) => console.error(error));
        await closeDatabase().catch((error) => console.error(error));
        process.exit(0);
      })();
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
