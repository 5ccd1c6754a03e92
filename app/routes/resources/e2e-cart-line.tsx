import type { ActionFunctionArgs } from "@remix-run/node";
import { addLine, getOrCreateCart } from "~/domains/cart/cart.server";
import type { PriceBreakdown } from "~/db/schema";

/**
 * Test-only (PARVAZ_E2E=1, set by tests/e2e/server.ts): puts a typed line in the
 * visitor's cart, so cart, checkout and payment tests need no other screen. 404 elsewhere.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (process.env.PARVAZ_E2E !== "1") throw new Response(null, { status: 404 });
  const body = (await request.json()) as { kind?: string; payload?: Record<string, unknown>; breakdown?: PriceBreakdown; expiresInMinutes?: number; quantity?: number };
  const breakdown: PriceBreakdown = body.breakdown ?? { items: [{ key: "adult", quantity: 1, unitAmount: 10000 }], tax: 1500, commission: 500, otherCosts: 0, total: 12000 };
  const { cart, headers } = await getOrCreateCart(request);
  const line = await addLine(cart.id, {
    kind: body.kind ?? "flight",
    payload: body.payload ?? {},
    amount: breakdown.total,
    breakdown,
    quantity: body.quantity ?? 1,
    expiresAt: new Date(Date.now() + (body.expiresInMinutes ?? 30) * 60_000),
  });
  return Response.json({ lineId: line.id, cartId: cart.id }, { headers });
}

export async function loader() {
  throw new Response(null, { status: 404 });
}
