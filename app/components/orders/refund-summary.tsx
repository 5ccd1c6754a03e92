import { useTranslation } from "~/i18n/react";
import { Price } from "~/components/price";
import type { RefundSummary } from "~/domains/orders/refund-summary";

/**
 * The refund of a cancelled booking, from its stored refund rows (refund-summary.ts): each part with where it goes —
 * bank card, wallet, gift card — and when, then the total. The same summary the cancellation e-mail carries.
 */
export function RefundSummaryView({ refund }: { refund: RefundSummary }) {
  const { t } = useTranslation("orders");
  const money = (amount: number) => <Price money={{ amount, currency: refund.currency }} own />;
  return (
    <section
      aria-labelledby="refund-summary-title"
      className="mt-3 rounded-lg bg-green-50 p-4 text-sm ring-1 ring-green-200"
      data-testid="refund-summary"
    >
      <h3 id="refund-summary-title" className="font-semibold">
        {t("refunded.title")}
      </h3>
      <dl className="mt-1 grid max-w-xl grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {refund.parts.map((p) => (
          <div key={`${p.destination}-${p.date}`} className="contents" data-testid={`refund-${p.destination}`}>
            <dt>
              {t(`refunded.${p.destination}`)}
              <span className="block text-gray-700">
                {t(`refunded.${p.timing}`, { date: p.date })}
                {p.status === "pending" ? ` (${t("refunded.pending")})` : null}
              </span>
            </dt>
            <dd className="text-end">{money(p.amount)}</dd>
          </div>
        ))}
        <dt className="border-t border-green-200 font-semibold">{t("refunded.total")}</dt>
        <dd className="border-t border-green-200 text-end font-semibold" data-testid="refund-total">
          {money(refund.total)}
        </dd>
      </dl>
    </section>
  );
}
