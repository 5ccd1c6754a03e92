import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDocumentRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./utils/nonce";
import { logger } from "~/utils/log.server";
import { setTicketOwner } from "~/pwa/ticket-owner.server";
// The products register with the booking core before any loader or action runs (decision 030).
import "~/products/index.server";

const ABORT_DELAY = 5_000;

export const streamTimeout = ABORT_DELAY;

const handleRequest: HandleDocumentRequestFunction = async (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) => {
  const nonce = (loadContext as { cspNonce?: string }).cspNonce;
  // Whose tickets the service worker may keep and show offline (decision 107).
  await setTicketOwner(request, responseHeaders);
  // Bots and no-JS crawlers get the whole document at once; browsers get it streamed.
  const readyEvent =
    isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode ? "onAllReady" : "onShellReady";

  // React 18.3's renderer sent the unwritten tail of its 2 KB buffer as NUL bytes whenever a multi-byte
  // character (Persian letters, "﷼", "’") did not fit in its last bytes; patches/react-dom+18.3.1.patch
  // fixes it at the source (decision 020), so the bytes below are passed on untouched.
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Deferred data has ABORT_DELAY to arrive; once everything is rendered nothing is cut off, however slowly
    // the client reads (an abort after that truncated pages under load, issue 11 item 8).
    const timer = setTimeout(() => abort(), ABORT_DELAY + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timer);
          if (readyEvent === "onAllReady") ready();
        },
        onShellReady() {
          if (readyEvent === "onShellReady") ready();
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            logger.error({ err: error, reqId: (loadContext as { requestId?: string }).requestId }, "render failed");
        },
      },
    );
    function ready() {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    }
  });
};

export default handleRequest;

/**
 * Data requests name the owner too: after a client-side sign-in or sign-out, the GET that follows says who it is now
 * (decision 107). An action's own answer is left alone: it still carries the cookies from before it ran.
 */
export async function handleDataRequest(response: Response, { request }: { request: Request }) {
  if (request.method === "GET") await setTicketOwner(request, response.headers);
  return response;
}

/** Every error a loader, action or render throws: logged with its stack under the request's id (log.server.ts). */
export function handleError(error: unknown, { request, context }: { request: Request; context?: unknown }) {
  if (request.signal.aborted) return;
  // A thrown 4xx answer (a 404 loader, a 405 for a POST to a screen without an action) is an answer, not a failure.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const requestId = (context as { requestId?: string } | undefined)?.requestId;
  logger.error({ err: error, reqId: requestId, path: new URL(request.url).pathname }, "request failed");
}
