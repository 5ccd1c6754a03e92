import { createCookie } from "@remix-run/node";
import { getUserId } from "~/domains/accounts/session.server";
import { sessionSecrets, secureCookies } from "~/utils/env.server";

/**
 * Which orders this browser may open: a signed cookie with the numbers of the orders
 * placed here (a guest has no account). Signed-in users see their own orders by account.
 * Knowing an order number alone is never enough (the inquiry screen needs a ticket number too).
 */
export const orderAccessCookie = createCookie("orders", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: secureCookies(),
  maxAge: 90 * 24 * 60 * 60,
  secrets: sessionSecrets(),
});

export async function accessibleNumbers(request: Request): Promise<string[]> {
  const value = await orderAccessCookie.parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string").slice(0, 20) : [];
}

export async function grantAccess(request: Request, number: string) {
  const numbers = [number, ...(await accessibleNumbers(request)).filter((n) => n !== number)].slice(0, 20);
  return orderAccessCookie.serialize(numbers);
}

export async function viewerOf(request: Request) {
  return { userId: await getUserId(request), numbers: await accessibleNumbers(request) };
}
