import crypto from "node:crypto";
import type { Limit } from "./rate-limit.server";

/**
 * Limits and duplicate detection of the public forms that publish or e-mail something
 * (docs/decisions/304-moderation-limits-dedupe.md): Q&A questions and answers, blog
 * comments, service requests and newsletter sign-ups. Pure configuration and rules,
 * unit-tested; counted by the shared limiter (submissions.server.ts).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per IP address and per author: the signed-in account, else the e-mail address the
 * visitor gave. Only valid submissions count, so a visitor fixing a typo is never refused.
 */
export const submissionLimits = {
  question: { ip: { max: 5, windowMs: HOUR }, author: { max: 5, windowMs: HOUR } },
  answer: { ip: { max: 10, windowMs: HOUR }, author: { max: 10, windowMs: HOUR } },
  comment: { ip: { max: 10, windowMs: HOUR }, author: { max: 5, windowMs: HOUR } },
  request: { ip: { max: 10, windowMs: HOUR }, author: { max: 5, windowMs: HOUR } },
  // Refused per IP with a message; per address silently (the same answer as a success, decision 305).
  newsletter: { ip: { max: 10, windowMs: HOUR }, author: { max: 3, windowMs: 24 * HOUR } },
  // A guest's flight price alert (decision 108): the same double opt-in, the same limits.
  priceAlert: { ip: { max: 10, windowMs: HOUR }, author: { max: 3, windowMs: 24 * HOUR } },
} satisfies Record<string, { ip: Limit; author: Limit }>;

export type SubmissionKind = keyof typeof submissionLimits;

/** The same text from the same author or IP address within this time is stored once. */
export const DUPLICATE_WINDOW_MS = 24 * HOUR;

/** The author key of a submission: `user:<id>` when signed in, else the normalised e-mail address. */
export function authorKey(userId: number | null | undefined, email: string | null | undefined): string | null {
  if (userId) return `user:${userId}`;
  const address = email?.trim().toLowerCase();
  return address ? `email:${address}` : null;
}

/** The limiter keys of one submission (per IP always, per author when known). */
export function submissionLimitKeys(kind: SubmissionKind, ip: string | null, author: string | null) {
  const limits = submissionLimits[kind];
  const keys = [{ key: `${kind}:ip:${ip ?? "unknown"}`, limit: limits.ip }];
  if (author) keys.push({ key: `${kind}:author:${author}`, limit: limits.author });
  return keys;
}

/**
 * Text as compared for duplicates: Unicode-normalised (NFKC: Persian presentation forms,
 * full-width letters), lower case, zero-width characters dropped, every run of white space
 * one space. "Is  there WiFi?\n" and "is there wifi?" are the same text.
 */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u200b-\u200f\u2060\ufeff]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The limiter keys that mark a text as seen, one per source (the IP address and the
 * author): a hash, so neither the text nor the address is kept in the limiter's store.
 * `parts` are the fields that make the text (e.g. a thread id and an answer's body).
 */
export function duplicateKeys(
  kind: SubmissionKind,
  parts: (string | number | null | undefined)[],
  ip: string | null,
  author: string | null,
) {
  const text = parts.map((p) => normaliseText(String(p ?? ""))).join("\u0000");
  return [ip ? `ip:${ip}` : null, author]
    .filter((s): s is string => Boolean(s))
    .map((source) => {
      const hash = crypto.createHash("sha256").update(`${kind}\u0000${source}\u0000${text}`).digest("base64url");
      return { key: `dedupe:${kind}:${hash.slice(0, 32)}`, limit: { max: 1, windowMs: DUPLICATE_WINDOW_MS } };
    });
}
