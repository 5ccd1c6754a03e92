import type { NextFunction, Request, Response } from "express";
import { PHOTO_MAX_BYTES } from "~/domains/accounts/identity-rules";

/**
 * Request bodies are limited before anything reads them (issue 11): a form post may carry
 * 256 KB, a multipart upload the profile photo's limit plus its form. Browsers always send
 * a Content-Length with a form; a body without one (chunked) is refused with 411, one over
 * the limit with 413, at once and without reading the rest.
 */
export const FORM_BODY_LIMIT = 256 * 1024;
export const UPLOAD_BODY_LIMIT = PHOTO_MAX_BYTES + 64 * 1024;

const page = (title: string, lines: string[]) =>
  `<!doctype html><meta charset="utf-8"><title>${title}</title><main style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">${lines.map((l, i) => `<p dir="${i === 0 ? "rtl" : "ltr"}">${l}</p>`).join("")}<p><a href="/">Parvaz</a></p></main>`;

const tooLarge = page("413", [
  "حجم اطلاعات فرستاده‌شده بیش از حد مجاز است. لطفاً دوباره با اطلاعات کمتر تلاش کنید.",
  "What you sent is too large. Please try again with less.",
  "Wat u stuurde is te groot. Probeer het opnieuw met minder.",
  "Ce que vous avez envoyé est trop volumineux. Réessayez avec moins de contenu.",
]);
const lengthRequired = page("411", [
  "درخواست بدون اندازهٔ مشخص فرستاده شده است.",
  "The request was sent without its length.",
  "Het verzoek werd zonder lengte verstuurd.",
  "La requête a été envoyée sans sa longueur.",
]);

export function bodyLimit(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const multipart = (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data");
  const limit = multipart ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
  const declared = req.headers["content-length"];
  const refuse = (status: number, html: string) => {
    res.status(status).set({ Connection: "close", "Content-Type": "text/html; charset=utf-8" }).send(html);
    // Do not read the rest of the body: close the connection once the answer is out.
    res.on("finish", () => req.destroy());
  };
  if (declared === undefined) {
    if (req.headers["transfer-encoding"]) return refuse(411, lengthRequired);
    return next();
  }
  const length = Number(declared);
  if (!Number.isFinite(length) || length < 0) return refuse(411, lengthRequired);
  if (length > limit) return refuse(413, tooLarge);
  next();
}
