import { createCookie } from "@remix-run/node";
import { secureCookies } from "~/utils/env.server";

/** The visitor's answer to the cookie notice: "all" or "necessary" (1 year). */
export const consentCookie = createCookie("consent", {
  path: "/",
  maxAge: 365 * 24 * 60 * 60,
  sameSite: "lax",
  httpOnly: true,
  secure: secureCookies(),
});
