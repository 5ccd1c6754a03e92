import crypto from "node:crypto";
import { data, redirect } from "@remix-run/node";
import type { BalanceView } from "~/components/orders/balance";
import type { Locale } from "~/routing/screens";
import { formatLongDate } from "~/utils/format";
import type { Order } from "./order-read.server";
import { parseWithZod } from "~/utils/submission.server";
import { messageKey, runtimeKey } from "~/i18n/keys";
import { redirectWithToast } from "~/utils/toast.server";
import { payBalance } from "./balance.server";
import { balanceSchema } from "./schema";

/**
 * The "Pay the balance" form's post (decision 411), shared by the booking page and "booked": validated with
 * balanceSchema (errors back beside the field, 400, for the form of that order), then the wallet pays at once
 * or the buyer goes to the card page (303); a balance paid comes back with a message (POST → redirect).
 */
export async function balanceAction(formData: FormData, options: { userId: number | null; back: string }) {
  const submission = parseWithZod(formData, { schema: balanceSchema });
  const order = String(formData.get("order") ?? "");
  if (submission.status !== "success") return data({ balanceFor: order, result: submission.reply() }, { status: 400 });
  const { attempt, method } = submission.value;
  const outcome = await payBalance({ orderNumber: submission.value.order, userId: options.userId, attempt, method });
  if (outcome.kind === "redirect") return redirect(outcome.url, 303);
  if (outcome.kind === "error" && outcome.message === "orders:balance.walletShort")
    return data(
      {
        balanceFor: order,
        result: submission.reply({ fieldErrors: { method: [messageKey("orders:balance.walletShort")] } }),
      },
      { status: 400 },
    );
  if (outcome.kind === "error")
    return redirectWithToast(options.back, { type: "error", message: runtimeKey(outcome.message) });
  return redirectWithToast(options.back, { type: "success", message: "orders:balance.done" });
}

/** A booking's balance as its pages show it, or null (paid in full, not confirmed). */
export function balanceView(order: Order, locale: Locale, wallet: number | null): BalanceView | null {
  if (order.status !== "confirmed" || order.balanceAmount <= 0 || !order.balanceDueOn) return null;
  return {
    number: order.number,
    currency: order.currency,
    paid: order.giftCardAmount + order.walletAmount + order.cardAmount,
    due: order.balanceAmount,
    dueOn: formatLongDate(order.balanceDueOn, locale),
    attempt: crypto.randomUUID(),
    wallet,
  };
}
