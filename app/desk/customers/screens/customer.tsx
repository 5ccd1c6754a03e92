import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { FormFooter } from "~/components/account/fields";
import { ErrorSummary, Field, useValidatedForm } from "~/components/forms";
import { messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { minorFromText } from "~/utils/money";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { DeskPage } from "../../components/desk-page";
import { actorOf, staffOf } from "../../frame.server";
import { Section } from "../../orders/components/table";
import { walletSchema } from "../../orders/schemas";
import { CustomerParts } from "../components/customer-parts";
import { customerScreen, euro } from "../customer-screen.server";
import { type AccountChange, adjustWallet, changeAccount } from "../customers.server";

/**
 * One customer on the desk (issue 26, decision 112): the account, its orders, wallet and saved
 * travellers; agents suspend (signed out everywhere), reinstate and require a new password;
 * finance adjusts the wallet with a reason. Each write is one audited transaction.
 */

export async function loader({ params, context }: LoaderFunctionArgs) {
  const screen = await customerScreen(Number(params.id), context.locale, staffOf(context));
  if (!screen) throw new Response(null, { status: 404 });
  return screen;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  const here = pathFor("deskCustomer", locale, { id: String(id) });
  const formData = await request.formData();
  const intent = String(formData.get("intent"));
  if (intent === "suspend" || intent === "reinstate" || intent === "forcePassword") {
    const changed = await changeAccount(actor, id, intent as AccountChange);
    const done = { suspend: "suspended", reinstate: "reinstated", forcePassword: "forced" } as const;
    return redirectWithToast(here, {
      type: changed ? "success" : "info",
      message: changed ? `deskOrders:customer.${done[intent]}` : "deskOrders:customer.unchanged",
    });
  }
  if (intent !== "wallet") throw new Response(null, { status: 400 });
  const submission = parseWithZod(formData, { schema: walletSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const refuse = (key: Parameters<typeof messageKey>[0]) =>
    data({ result: submission.reply({ fieldErrors: { amount: [messageKey(key)] } }) }, { status: 400 });
  const amount = minorFromText(submission.value.amount, await euro());
  if (amount === null) return refuse("deskOrders:validation.amountFormat");
  const outcome = await adjustWallet(actor, id, amount, submission.value.reason);
  if (!outcome.ok) return refuse("deskOrders:validation.negative");
  return redirectWithToast(here, { type: "success", message: "deskOrders:adjust.done" });
}

export default function DeskCustomer() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("deskOrders");
  const [form, fields] = useValidatedForm<z.input<typeof walletSchema>>({
    id: "desk-wallet",
    lastResult: actionData?.result,
    constraint: page.constraint,
    schema: () => import("../../orders/schemas").then((m) => m.walletSchema),
  });
  return (
    <DeskPage current="deskCustomer" frame={page.frame} title={page.title}>
      <CustomerParts page={page} />
      {page.may.wallet ? (
        <Section id="customer-adjust" title={t("adjust.title")}>
          <Form method="post" {...getFormProps(form)} className="grid max-w-xl gap-4">
            <input type="hidden" name="intent" value="wallet" />
            <ErrorSummary form={form} labels={{ amount: t("adjust.amount"), reason: t("adjust.reason") }} />
            <Field
              meta={fields.amount}
              label={t("adjust.amount")}
              hint={t("adjust.amountHint")}
              inputProps={{ dir: "ltr", autoComplete: "off" }}
            />
            <Field meta={fields.reason} label={t("adjust.reason")} />
            <FormFooter errors={form.errors} label={t("adjust.submit")} />
          </Form>
        </Section>
      ) : null}
    </DeskPage>
  );
}
