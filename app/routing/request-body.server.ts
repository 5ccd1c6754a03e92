import type { NextFunction, Request, Response } from "express";
import { plainPage } from "./plain-page.server";
import { matchRequestPath, screenIds, screenOf } from "./screens";

/**
 * Every request body is read whole, under a deadline, before the request may take a place in
 * the admission line (decision 018) and before anything parses it (issue 21 items 2 and 8):
 * - a form post may carry FORM_BODY_LIMIT; a multipart body is taken only by a route that
 *   takes files (the route table's `upload`), up to that route's own limit; anything else
 *   answers 415, a body over its limit 413, a chunked one 411 — at once, without reading it;
 * - the body must arrive within `timeoutMs` plus one second per `minBytesPerSecond` it
 *   declares (a 256 KB form on a 8 KB/s line: 42 s), else 408 and the connection is closed;
 * - one client address may be sending `perClient` bodies at once; more answer 429.
 * So a client that trickles its bodies holds a socket, not a place in the line: the pages
 * everybody else asks for are not kept waiting. Remix gets the body read here (bodyOf).
 */
export const FORM_BODY_LIMIT = 256 * 1024;

export interface BodyOptions {
  timeoutMs: number;
  minBytesPerSecond: number;
  perClient: number;
}

const WITHOUT_BODY = new Set(["GET", "HEAD"]);
const bodies = new WeakMap<Request, Buffer>();
const EMPTY = Buffer.alloc(0);

/** The body read for this request (empty when it had none). */
export function bodyOf(req: Request): Buffer {
  return bodies.get(req) ?? EMPTY;
}

const pages = {
  411: plainPage("411", [
    "درخواست بدون اندازهٔ مشخص فرستاده شده است.",
    "The request was sent without its length.",
    "Het verzoek werd zonder lengte verstuurd.",
    "La requête a été envoyée sans sa longueur.",
  ]),
  413: plainPage("413", [
    "حجم اطلاعات فرستاده‌شده بیش از حد مجاز است. لطفاً دوباره با اطلاعات کمتر تلاش کنید.",
    "What you sent is too large. Please try again with less.",
    "Wat u stuurde is te groot. Probeer het opnieuw met minder.",
    "Ce que vous avez envoyé est trop volumineux. Réessayez avec moins de contenu.",
  ]),
  415: plainPage("415", [
    "این فرم فایل نمی‌پذیرد. لطفاً فرم را از خود صفحه بفرستید.",
    "This form does not take files. Please send it from its page.",
    "Dit formulier neemt geen bestanden aan. Verstuur het vanaf de pagina zelf.",
    "Ce formulaire n’accepte pas de fichiers. Envoyez-le depuis sa page.",
  ]),
  408: plainPage("408", [
    "فرستادن فرم بیش از حد طول کشید. لطفاً اتصال خود را بررسی کنید و دوباره بفرستید.",
    "Sending the form took too long. Please check your connection and send it again.",
    "Het versturen van het formulier duurde te lang. Controleer uw verbinding en verstuur het opnieuw.",
    "L’envoi du formulaire a pris trop de temps. Vérifiez votre connexion et renvoyez-le.",
  ]),
  429: plainPage("429", [
    "از این نشانی هم‌زمان فرم‌های زیادی در حال فرستادن است. لطفاً چند ثانیه دیگر دوباره تلاش کنید.",
    "Too many forms are being sent from this address at once. Please try again in a few seconds.",
    "Er worden te veel formulieren tegelijk vanaf dit adres verstuurd. Probeer het over enkele seconden opnieuw.",
    "Trop de formulaires sont envoyés en même temps depuis cette adresse. Réessayez dans quelques secondes.",
  ]),
} as const;

/** What a request's route takes: multipart (files) or not, and how many bytes. */
export function bodyRule(path: string): { multipart: boolean; limit: number } {
  const match = path.startsWith("/_/") ? null : matchRequestPath(path);
  const upload = match ? screenOf(match.screen).upload : undefined;
  return upload ? { multipart: true, limit: upload.maxBytes } : { multipart: false, limit: FORM_BODY_LIMIT };
}

export function readBodies(options: BodyOptions) {
  const sending = new Map<string, number>();

  return function readBody(req: Request, res: Response, next: NextFunction) {
    if (WITHOUT_BODY.has(req.method)) return next();
    const refuse = (status: keyof typeof pages) => {
      if (res.headersSent) return;
      const headers: Record<string, string> = {
        Connection: "close",
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
      };
      if (status === 429) headers["Retry-After"] = "5";
      res.status(status).set(headers).send(pages[status]);
      // Do not read the rest of the body: close the connection once the answer is out.
      res.on("finish", () => req.destroy());
    };

    const rule = bodyRule(req.path);
    const multipart = (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data");
    if (multipart && !rule.multipart) return refuse(415);
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"]) return refuse(411);
      bodies.set(req, EMPTY);
      return next();
    }
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) return refuse(411);
    if (length > rule.limit) return refuse(413);
    if (length === 0) {
      bodies.set(req, EMPTY);
      return next();
    }

    const client = req.ip ?? req.socket.remoteAddress ?? "";
    const count = sending.get(client) ?? 0;
    if (count >= options.perClient) return refuse(429);
    sending.set(client, count + 1);

    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      const left = (sending.get(client) ?? 1) - 1;
      if (left > 0) sending.set(client, left);
      else sending.delete(client);
      req.off("data", onData);
      req.off("end", onEnd);
      return true;
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
    };
    const onEnd = () => {
      if (!settle()) return;
      bodies.set(req, Buffer.concat(chunks, size));
      next();
    };
    const timer = setTimeout(
      () => {
        if (settle()) refuse(408);
      },
      options.timeoutMs + Math.ceil((length / options.minBytesPerSecond) * 1000),
    );
    req.on("data", onData);
    req.on("end", onEnd);
    // The visitor left (or the socket broke) before the whole body came: nothing to answer.
    req.once("close", () => settle());
    req.once("error", () => settle());
  };
}

/** Node's whole-request limit: headers, then the largest body any route takes at the slowest accepted rate. */
export function requestTimeoutMs(options: BodyOptions, headersMs = 20_000) {
  const largest = Math.max(FORM_BODY_LIMIT, ...screenIds.map((id) => screenOf(id).upload?.maxBytes ?? 0));
  return headersMs + options.timeoutMs + Math.ceil((largest / options.minBytesPerSecond) * 1000);
}
