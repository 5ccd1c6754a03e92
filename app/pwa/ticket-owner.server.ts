import crypto from "node:crypto";
import { getUser } from "~/domains/accounts/session.server";
import { accessibleNumbers } from "~/domains/orders/access.server";
import { tokenCookie } from "~/utils/cookies.server";
import { sessionSecrets } from "~/utils/env.server";
import { logger } from "~/utils/log.server";
import { NO_OWNER, OWNER_HEADER, TICKET_HEADER } from "./tickets";

/** 128 bits of an HMAC under the first session secret: says nothing of the cookie it is made from. */
function ownerId(kind: "u" | "g", value: string) {
  const mac = crypto.createHmac("sha256", sessionSecrets()[0]!).update(`parvaz-ticket-owner\0${kind}\0${value}`);
  return `${kind}-${mac.digest().subarray(0, 16).toString("base64url")}`;
}

/**
 * Whose tickets this browser may keep offline (decision 107): the signed-in session (a new id for
 * every sign-in, so a cache never outlives its session), else the guest's booking access (the
 * `orders` cookie, named by its first order), else nobody. Never the session cookie itself.
 */
export async function ticketOwner(request: Request): Promise<string> {
  if (await getUser(request)) {
    const token = (await tokenCookie.parse(request.headers.get("Cookie"))) as unknown;
    if (typeof token === "string") return ownerId("u", token);
  }
  const numbers = await accessibleNumbers(request);
  const first = numbers[numbers.length - 1];
  return first ? ownerId("g", first) : NO_OWNER;
}

/** Names the owner on an answer; a failed lookup leaves the header out (the service worker keeps what it knew). */
export async function setTicketOwner(request: Request, headers: Headers) {
  try {
    headers.set(OWNER_HEADER, await ticketOwner(request));
  } catch (error) {
    logger.warn({ err: error }, "ticket owner lookup failed");
  }
}

/** The headers of a ticket's answer (the e-ticket page, a voucher, the PDF): kept offline by the service worker. */
export async function ticketHeaders(request: Request, orderNumber: string): Promise<Record<string, string>> {
  return { [OWNER_HEADER]: await ticketOwner(request), [TICKET_HEADER]: orderNumber };
}
