import { Form } from "@remix-run/react";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import type { PayView } from "../pay.server";
import { Amount } from "./estimate-view";

/**
 * Paying a firm quote (decision 811), on the project's page: the quote with VAT, its deposit, the button that puts it
 * into the basket (a plain POST), why it cannot be paid (expired, already being paid), and what the project's orders
 * have paid and still owe.
 */
export function PayBox({ pay, action }: { pay: PayView; action: string }) {
  const { t } = useTranslation("servicesPay");
  if (!pay.shown) return null;
  return (
    <section aria-labelledby="pay-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id="pay-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {pay.gross !== null ? (
        <p className="mt-2">
          {t("quote")}{" "}
          <strong>
            <Amount amount={pay.gross} currency={pay.currency} />
          </strong>
        </p>
      ) : null}
      {pay.validUntil ? <p className="mt-1 text-sm">{t("validUntil", { date: pay.validUntil })}</p> : null}
      {pay.deposit !== null && pay.depositPercent ? (
        <p className="mt-1 text-sm">
          {t("deposit", { percent: pay.depositPercent })} <Amount amount={pay.deposit} currency={pay.currency} />
        </p>
      ) : null}
      {pay.sums.length ? (
        <dl className="mt-3 grid gap-1" data-testid="paid-and-due">
          {pay.sums.flatMap((s) => [
            <div key={`${s.currency}-paid`} className="flex gap-1">
              <dt>{t("paid")}</dt>
              <dd className="font-semibold">
                <Amount amount={s.paid} currency={s.currency} />
              </dd>
            </div>,
            <div key={`${s.currency}-due`} className="flex gap-1">
              <dt>{t("due")}</dt>
              <dd className="font-semibold">
                <Amount amount={s.due} currency={s.currency} />
              </dd>
            </div>,
          ])}
        </dl>
      ) : null}
      {pay.refusal === null ? (
        <Form method="post" action={action} className="mt-3">
          <input type="hidden" name="intent" value="pay" />
          <button className="btn-primary">{t("button")}</button>
          <p className="mt-1 text-sm text-gray-700">{t("hint")}</p>
        </Form>
      ) : pay.refusal === "expired" || pay.refusal === "held" || pay.refusal === "shares" ? (
        <p className="mt-3 rounded bg-amber-50 p-2 font-medium ring-1 ring-amber-200" role="status">
          {t(keyIn("servicesPay:refusal", pay.refusal))}
        </p>
      ) : null}
    </section>
  );
}
