/**
 * Tickets offline (decision 107): the names and rules the service worker (app/sw/sw.ts), the
 * server (ticket-owner.server.ts) and the offline page (public/offline.js, which repeats the
 * cache names) share. Pure: no DOM, no worker globals.
 *
 * The server names the owner of every page it answers in `X-Parvaz-Owner` (a signed-in session
 * `u-…`, a guest's booking access `g-…`, or `none`) and marks the e-ticket, voucher and PDF
 * answers with `X-Parvaz-Ticket` (the order number). The service worker keeps only marked answers,
 * in the cache of their owner, and drops every other owner's cache as soon as the owner changes.
 */
export const OWNER_HEADER = "X-Parvaz-Owner";
export const TICKET_HEADER = "X-Parvaz-Ticket";
/** Added by the service worker to the copy it keeps: when it was saved (ISO 8601). */
export const SAVED_AT_HEADER = "X-Parvaz-Saved-At";
export const NO_OWNER = "none";

export const TICKET_CACHE_PREFIX = "parvaz-tickets-";
/** Where the service worker remembers the current owner (a worker forgets its variables when it stops). */
export const OWNER_CACHE = "parvaz-ticket-owner";
export const OWNER_KEY = "/__parvaz/ticket-owner";
/** The page's message asking the service worker to keep the ticket it shows (opened by a client-side navigation). */
export const KEEP_MESSAGE = "parvaz:keep-ticket";

const OWNER = /^[ug]-[A-Za-z0-9_-]{22}$/;

/** An owner id as the server writes it: `u-` or `g-` and 22 base64url characters (128 bits of an HMAC). */
export function isOwnerId(value: unknown): value is string {
  return typeof value === "string" && OWNER.test(value);
}

/** What an `X-Parvaz-Owner` header says: an owner id, `none`, or null when absent (the owner is unknown). */
export function readOwner(header: string | null): string | null {
  if (header === null) return null;
  return isOwnerId(header) ? header : NO_OWNER;
}

/** The cache of one owner's tickets; null for no owner (nothing is kept). */
export function ticketCacheName(owner: string | null): string | null {
  return isOwnerId(owner) ? `${TICKET_CACHE_PREFIX}${owner}` : null;
}

/** The ticket caches to delete once `owner` is the device's owner: every other owner's. */
export function cachesToDrop(names: readonly string[], owner: string): string[] {
  const keep = ticketCacheName(owner);
  return names.filter((name) => name.startsWith(TICKET_CACHE_PREFIX) && name !== keep);
}

/** The e-ticket PDF's resource path (app/routing/screens.ts: ticketPdf). */
export const isTicketPdfPath = (pathname: string) => /^\/_\/ticket\/[^/]+$/.test(pathname);

/**
 * The key a ticket is kept under: its address without the query (the print view `?print=1` and the
 * cancel form `?cancel=1` are the same ticket), on the worker's own origin only; null otherwise.
 */
export function ticketKey(url: string, origin: string): string | null {
  const parsed = new URL(url);
  if (parsed.origin !== origin) return null;
  return `${parsed.origin}${parsed.pathname}`;
}

/** Whether an answer from the network is a ticket to keep, and in which cache. */
export function cacheForAnswer(answer: { ok: boolean; type: string; redirected: boolean; headers: Headers }) {
  if (!answer.ok || answer.type !== "basic" || answer.redirected) return null;
  if (!answer.headers.get(TICKET_HEADER)) return null;
  return ticketCacheName(readOwner(answer.headers.get(OWNER_HEADER)));
}

/** The marker the service worker writes on the `<html>` of a ticket it answers from the cache. */
export const OFFLINE_COPY_ATTRIBUTE = "data-offline-copy";

/** The cached page with the marker on its `<html>` element (the page shows the "saved on this device" note). */
export function markOfflineCopy(html: string, savedAt: string): string {
  const safe = savedAt.replace(/[^\w:.+-]/g, "");
  return html.replace(/<html(?=[\s>])/i, `<html ${OFFLINE_COPY_ATTRIBUTE}="${safe}"`);
}
