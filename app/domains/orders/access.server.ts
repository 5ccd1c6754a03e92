import { getUserId } from "~/domains/accounts/session.server";
import { orderForViewer } from "./order-read.server";
import { orderAccessCookie } from "~/utils/cookies.server";

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

/**
 * The booking a request may manage (its owner signed in, or a browser it was placed in or opened from a booking
 * link), with who is asking; 404 for anyone else — the booking page's and its products' change screens' rule.
 */
export async function managedBooking(request: Request, orderNumber: string) {
  const viewer = await viewerOf(request);
  const order = await orderForViewer(orderNumber, viewer);
  if (!order) throw new Response(null, { status: 404 });
  return { viewer, order };
}
