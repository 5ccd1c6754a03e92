import { getUserId } from "~/domains/accounts/session.server";
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
