import type { LoaderFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { orders } from "~/db/schema";
import { completePayment } from "~/domains/orders/payments.server";
import { getProvider } from "~/domains/payments/provider.server";
import { isLocale, pathFor } from "~/routing/screens";
import { redirectWithToast } from "~/utils/toast.server";
import { keyIn } from "~/i18n/keys";

/**
 * The provider returns the buyer here with a signed result. Applying it is idempotent:
 * a refresh or a replayed callback never charges twice nor issues tickets twice.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const result = getProvider().verifyCallback(url.searchParams);
  if (!result) throw new Response("Bad signature", { status: 400 });
  const { order, payment } = await completePayment(result);
  if (!order || !payment) throw new Response(null, { status: 404 });
  const db = await getDb();
  const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id));
  const locale = isLocale(fresh.locale) ? fresh.locale : "fa";
  if (payment.changeId)
    // A change's balance (decision 109): back to the booking, changed or as it was.
    return redirectWithToast(pathFor("confirmation", locale, { orderNumber: fresh.number }), {
      type: payment.status === "succeeded" ? "success" : "error",
      message: payment.status === "succeeded" ? "orders:change.updated" : "orders:change.notPaid",
    });
  if (payment.forBalance)
    // The balance of a booking paid on a deposit (decision 411): back to the booking, paid in full or as it was.
    return redirectWithToast(pathFor("confirmation", locale, { orderNumber: fresh.number }), {
      type: payment.status === "succeeded" ? "success" : "error",
      message:
        payment.status === "succeeded"
          ? "orders:balance.done"
          : payment.status === "refunded"
            ? "orders:balance.notOpen"
            : keyIn("orders:payment", payment.status),
    });
  if (fresh.status === "confirmed")
    return redirectWithToast(pathFor("confirmation", locale, { orderNumber: fresh.number }), {
      type: "success",
      message: "orders:payment.paid",
    });
  const message = keyIn("orders:payment", payment.status === "succeeded" ? fresh.status : payment.status);
  return redirectWithToast(`${pathFor("payment", locale)}?order=${encodeURIComponent(fresh.number)}`, {
    type: "error",
    message,
  });
}
