import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { useTranslation } from "~/i18n/react";
import { Price } from "~/components/price";
import { slot, withNodes } from "~/components/message";
import { RadioGroupField, useValidatedForm } from "~/components/forms";
import type { balanceSchema } from "~/domains/orders/schema";

/** A booking confirmed on a deposit with its balance still due (decision 411), as the loaders send it. */
export interface BalanceView {
  number: string;
  currency: string;
  paid: number;
  due: number;
  /** The agency day it is due by, written in the page's language and calendar (Jalali in Persian). */
  dueOn: string;
  /** A fresh attempt key: submitting twice pays once. */
  attempt: string;
  /** What the owner's wallet is worth for this order; null when the viewer has no wallet here (a guest). */
  wallet: number | null;
}

type Constraint = Parameters<typeof useValidatedForm>[0]["constraint"];

/**
 * What is paid, what is still due by when, and "Pay the balance" by card (the provider's page) or from the wallet:
 * a POST form that works without JavaScript, validated on the server (balanceSchema), its error beside the choice.
 */
export function BalanceDue({
  balance,
  lastResult,
  constraint,
  heading: Heading = "h2",
}: {
  balance: BalanceView;
  /** Its title's level: h2 on the booking page, h3 inside a booking of "booked". */
  heading?: "h2" | "h3";
  /** The action's answer, when it was for this booking's form. */
  lastResult?: SubmissionResult<string[]> | null;
  constraint: Constraint;
}) {
  const { t } = useTranslation("orders");
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm<z.input<typeof balanceSchema>, z.output<typeof balanceSchema>>({
    id: `balance-${balance.number}`,
    lastResult,
    constraint,
    schema: () => import("~/domains/orders/schema").then((m) => m.balanceSchema),
  });
  const money = (amount: number) => <Price money={{ amount, currency: balance.currency }} own />;
  const titleId = `balance-title-${balance.number}`;
  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 rounded-lg bg-amber-50 p-4 text-sm ring-1 ring-amber-200"
      data-testid="balance-due"
    >
      <Heading id={titleId} className="text-base font-semibold">
        {t("balance.title")}
      </Heading>
      <dl className="mt-1 grid max-w-xl grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t("balance.paid")}</dt>
        <dd className="text-end" data-testid="balance-paid">
          {money(balance.paid)}
        </dd>
        <dt className="font-semibold">{t("balance.due")}</dt>
        <dd className="text-end font-semibold" data-testid="balance-amount">
          {money(balance.due)}
        </dd>
        <dt>{t("balance.dueOn")}</dt>
        <dd className="text-end" data-testid="balance-date">
          {balance.dueOn}
        </dd>
      </dl>
      <p className="mt-2 text-gray-700">{t("balance.rule")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="balance" />
        <input type="hidden" name="order" value={balance.number} />
        <input type="hidden" name="attempt" value={balance.attempt} />
        <RadioGroupField
          meta={fields.method}
          legend={t("balance.payWith")}
          options={[
            { value: "card", label: t("balance.card") },
            ...(balance.wallet !== null
              ? [
                  {
                    value: "wallet",
                    label: withNodes(t("balance.wallet", { amount: slot("amount") }), {
                      amount: money(balance.wallet),
                    }),
                  },
                ]
              : []),
          ]}
        />
        <button className="btn-primary justify-self-start" disabled={navigation.state !== "idle"}>
          {t("balance.pay")} {money(balance.due)}
        </button>
      </Form>
    </section>
  );
}
