import { useTranslation } from "~/i18n/react";
import { Price } from "~/components/price";
import type { splitRefund } from "~/domains/orders/currency";
import type { RefundQuote } from "~/domains/orders/rules";

/** The refund line by line (rules.ts refundQuote): nothing is kept without a word. */
export function RefundExplained({
  refund,
  currency,
}: {
  refund: { amount: number; explained: RefundQuote["explained"]; split: ReturnType<typeof splitRefund> };
  currency: string;
}) {
  const { t } = useTranslation("orders");
  const { explained, split } = refund;
  const money = (amount: number) => <Price money={{ amount, currency }} own />;
  const rows: [string, number, "+" | "−" | ""][] = [
    [t("refund.explain.paid"), explained.paid, ""],
    [t("refund.explain.fare"), explained.fare, "+"],
    [t("refund.explain.penalty"), explained.penalty, "−"],
    [t("refund.explain.taxes"), explained.taxes, "+"],
    [t("refund.explain.discount"), explained.discount, "−"],
    [t("refund.explain.vat"), explained.vat, "+"],
  ];
  return (
    <div className="mt-2 text-sm" data-testid="refund-explained">
      <p className="font-semibold">{t("refund.explain.title")}</p>
      <dl className="mt-1 grid max-w-md grid-cols-[1fr_auto] gap-x-4">
        {rows
          .filter(([, amount], i) => i < 2 || amount > 0)
          .map(([label, amount, sign]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-end">
                {sign === "−" ? "−" : ""}
                {money(amount)}
              </dd>
            </div>
          ))}
        <dt className="text-gray-600">{t("refund.explain.fees")}</dt>
        <dd className="text-end text-gray-600">{money(explained.fees)}</dd>
        <dt className="border-t border-amber-200 font-semibold">{t("refund.explain.refund")}</dt>
        <dd className="border-t border-amber-200 text-end font-semibold">{money(refund.amount)}</dd>
        {split.card > 0 ? (
          <>
            <dt>{t("refund.explain.toCard")}</dt>
            <dd className="text-end">{money(split.card)}</dd>
          </>
        ) : null}
        {split.wallet > 0 ? (
          <>
            <dt>{t("refund.explain.toWallet")}</dt>
            <dd className="text-end">{money(split.wallet)}</dd>
          </>
        ) : null}
        {split.giftCard > 0 ? (
          <>
            <dt>{t("refund.explain.toGiftCard")}</dt>
            <dd className="text-end">{money(split.giftCard)}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
