import { createCookie, type CookieOptions } from "@remix-run/node";
import { secureCookies, sessionSecrets } from "./env.server";

/**
 * Every cookie the site sets, in one place (docs/decisions/015). All share the same
 * options: the whole site (path /), SameSite=Lax, HttpOnly, Secure in production; a
 * cookie whose value must not be forged is signed with `sessionSecrets()` (the first
 * secret signs, every one of them verifies, so SESSION_SECRET can be rotated).
 */
const DAY = 24 * 60 * 60;
const YEAR = 365 * DAY;

const shared: CookieOptions = {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: secureCookies(),
};
const signed = (): CookieOptions => ({ ...shared, secrets: sessionSecrets() });

/** Session: a random token, its SHA-256 hash in the database (spec §4, §9); 3 years. */
export const SESSION_TTL_MS = 3 * YEAR * 1000;
export const tokenCookie = createCookie("token", { ...shared, maxAge: SESSION_TTL_MS / 1000 });

/** The chosen language (spec §9): 1 year. */
export const localeCookie = createCookie("lang", { ...shared, maxAge: YEAR });

/** The chosen currency code (spec §9): 3 years. */
export const currencyCookie = createCookie("currencycookie", { ...shared, maxAge: 3 * YEAR });

/** The visitor's country as the region lookup found it, so it is looked up once: 3 years. */
export const regionCookie = createCookie("regionalcountry", { ...shared, maxAge: 3 * YEAR });

/** Prices shown including ("incl") or excluding ("excl") VAT (decision 003): 1 year. */
export const vatCookie = createCookie("vat", { ...shared, maxAge: YEAR });

/** The answer to the cookie notice: "all" or "necessary": 1 year. */
export const consentCookie = createCookie("consent", { ...shared, maxAge: YEAR });

/** Toasts and forms flashed across a redirect (app/utils/toast.server.ts): signed, session-long. */
export const flashCookie = createCookie("flash", signed());

/** A guest's cart id: 30 days. */
export const cartIdCookie = createCookie("cart_id", { ...shared, maxAge: 30 * DAY });

/** The orders placed from this browser (a guest may open them): signed, 90 days. */
export const orderAccessCookie = createCookie("orders", { ...signed(), maxAge: 90 * DAY });

/** Which pending account the verify screen is about (set by sign-up and sign-in): signed, 1 hour. */
export const pendingSignupCookie = createCookie("pending_signup", { ...signed(), maxAge: 60 * 60 });

/**
 * The visitor's last flight searches (decision 104): a functional cookie, written only with consent to all
 * cookies; signed, and its content checked again on every read. 90 days.
 */
export const recentFlightsCookie = createCookie("recent_flights", { ...signed(), maxAge: 90 * DAY });

/** An anonymous visitor's id (one vote per visitor on Q&A answers): 1 year. */
export const visitorCookie = createCookie("visitor", { ...shared, maxAge: YEAR });

/**
 * This browser as a sign-in device (decision 205): a random id and a tag per account signed in
 * from it, so the owner's usual device is not slowed by failures elsewhere. Signed, 1 year.
 */
export const deviceCookie = createCookie("device", { ...signed(), maxAge: YEAR });

/**
 * A guest's estimate projects (decision 803): a random token whose SHA-256 the projects keep until sign-in moves
 * them to the account (like the cart's cart_id). Signed, 1 year.
 */
export const projectsCookie = createCookie("projects", { ...signed(), maxAge: YEAR });
