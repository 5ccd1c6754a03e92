import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { currencyOfOrder, findOrder } from "~/domains/orders/order-read.server";
import { messageKey, type MessageKey } from "~/i18n/keys";
import { pathFor } from "~/routing/screens";
import { minorFromText } from "~/utils/money";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { DeskPage } from "../../components/desk-page";
import { actorOf, staffOf } from "../../frame.server";
import { OrderForms } from "../components/order-forms";
import { OrderParts } from "../components/order-parts";
import { orderScreen } from "../order-page.server";
import { addNote, deskCancel, resendDocuments } from "../orders.server";
import { manualRefund } from "../refund.server";
import { noteSchema, refundSchema } from "../schemas";

/**
 * One order on the desk (issue 26, decision 112): what was booked and for whom, payments, refunds,
 * documents and e-mails, its history and notes; cancel with the customer's own quote, send the
 * documents again, and (finance) a manual refund up to what is left. Each intent needs its permission
 * (the route table's `act`), and each write is audited in its own transaction.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const screen = await orderScreen(String(params.orderNumber ?? ""), context.locale, staffOf(context));
  if (!screen) throw new Response(null, { status: 404 });
  return screen;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const number = String(params.orderNumber ?? "");
  const here = pathFor("deskOrder", locale, { orderNumber: number });
  const formData = await request.formData();
  const intent = formData.get("intent");
  const toast = (ok: boolean, message: MessageKey) =>
    redirectWithToast(here, { type: ok ? "success" : "error", message });
  if (intent === "note") {
    const submission = parseWithZod(formData, { schema: noteSchema });
    if (submission.status !== "success")
      return data({ form: "note" as const, result: submission.reply() }, { status: 400 });
    const ok = await addNote(actor, number, submission.value.body);
    return toast(ok, ok ? "deskOrders:note.added" : "deskOrders:validation.notFound");
  }
  if (intent === "cancel") {
    const outcome = await deskCancel(actor, number);
    return toast(outcome.ok, outcome.ok ? "deskOrders:cancel.done" : messageKey(outcome.error as MessageKey));
  }
  if (intent === "resend") {
    const ok = await resendDocuments(actor, number);
    return toast(ok, ok ? "deskOrders:resent" : "deskOrders:notResent");
  }
  if (intent !== "refund") throw new Response(null, { status: 400 });
  const submission = parseWithZod(formData, { schema: refundSchema });
  if (submission.status !== "success")
    return data({ form: "refund" as const, result: submission.reply() }, { status: 400 });
  const order = await findOrder(number);
  if (!order) return toast(false, "deskOrders:validation.notFound");
  const currency = await currencyOfOrder(order);
  const refuse = (key: MessageKey) =>
    data(
      { form: "refund" as const, result: submission.reply({ fieldErrors: { amount: [messageKey(key)] } }) },
      { status: 400 },
    );
  const amount = minorFromText(submission.value.amount, currency);
  if (amount === null) return refuse("deskOrders:validation.amountFormat");
  const outcome = await manualRefund(actor, number, {
    method: submission.value.method,
    amount,
    reason: submission.value.reason,
  });
  if (outcome.ok) return toast(true, "deskOrders:refund.done");
  if (outcome.error === "tooMuch") return refuse("deskOrders:validation.tooMuch");
  return toast(false, outcome.error === "notPaid" ? "deskOrders:validation.notPaid" : "deskOrders:validation.notFound");
}

export default function DeskOrder() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <DeskPage current="deskOrder" frame={page.frame} title={page.title}>
      <OrderParts page={page} />
      <OrderForms page={page} actionData={actionData} />
    </DeskPage>
  );
}
