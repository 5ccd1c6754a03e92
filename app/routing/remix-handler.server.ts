import {
  createRequestHandler as createRemixHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { bodyOf } from "./request-body.server";

/**
 * Express → Remix, as @remix-run/express does it, with two differences:
 * - the request's body is the one already read under a deadline (request-body.server.ts),
 *   not the socket, so nothing after the admission line waits for a slow client;
 * - a legacy `?_data=` request (never made by this single-fetch app: a bot, an old tab)
 *   answers 400 at once, instead of running the route and logging an error with a stack
 *   for each one (issue 21 item 9).
 */
export function remixHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext | Promise<AppLoadContext>;
}) {
  const handle = createRemixHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      if ("_data" in req.query) {
        res.status(400).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        res.send("This site does not answer ?_data requests.");
        return;
      }
      const response = await handle(toRequest(req, res), await options.getLoadContext(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function toRequest(req: Request, res: Response): globalThis.Request {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  // The port is not in req.hostname (which follows "trust proxy"): take it from the Host header, as Remix does.
  const port = Number.parseInt(req.get("host")?.split(":")[1] ?? "", 10);
  const url = new URL(
    `${req.protocol}://${req.hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}${req.originalUrl}`,
  );
  // Loaders and actions are aborted when the answer can no longer be written (closed before finishing).
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const body = bodyOf(req);
    init.body = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
  }
  return new Request(url.href, init);
}

async function send(res: Response, response: globalThis.Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
