import { getDb } from "~/db/client.server";
import { carts } from "~/db/schema";
import { addLine, type NewCartLine } from "~/domains/cart/cart.server";
import { grantAccess } from "~/domains/orders/access.server";
import { completePayment, payOrder } from "~/domains/orders/payments.server";
import { findOrder } from "~/domains/orders/order-read.server";
import { placeOrder } from "~/domains/orders/orders.server";
import { pathFor, type Locale } from "~/routing/screens";
import { checkoutInput } from "./e2e-buyer";

/**
 * Test-only (PARVAZ_E2E=1): one cart line through the real booking path — a new guest cart,
 * checkout, sandbox payment — to a paid order opened for this browser. Shared by the hotel and
 * train order hooks; `extra` is added to the JSON answer; `checkout` adds to the checkout form (a discount code).
 */
export async function paidGuestOrder(
  request: Request,
  line: NewCartLine,
  locale: Locale,
  email: string,
  extra: Record<string, string> = {},
  checkout: { discountCode?: string } = {},
): Promise<Response> {
  const db = await getDb();
  const [cart] = await db.insert(carts).values({}).returning();
  await addLine(cart.id, line);
  const order = await placeOrder({
    cartId: cart.id,
    userId: null,
    locale,
    input: checkoutInput(email, checkout),
  });
  const start = await payOrder({
    orderNumber: order.number,
    userId: null,
    attempt: `e2e-${order.number}`,
    useWallet: false,
    savedCardId: null,
  });
  const paymentId = Number((start as { url?: string }).url?.match(/sandbox\/(\d+)/)?.[1]);
  if (!paymentId) throw new Response("no payment", { status: 409 });
  await completePayment({
    paymentId,
    status: "succeeded",
    ref: `sbx_e2e_${paymentId}`,
    brand: "visa",
    last4: "4242",
    token: null,
    fingerprint: null,
  });
  const paid = (await findOrder(order.number))!;
  return Response.json(
    {
      orderNumber: paid.number,
      status: paid.status,
      ...extra,
      confirmation: pathFor("confirmation", locale, { orderNumber: paid.number }),
      inquiry: pathFor("inquiry", locale),
    },
    { headers: { "Set-Cookie": await grantAccess(request, paid.number) } },
  );
}
