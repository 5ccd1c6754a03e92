import type { ReactNode } from "react";
import type { BreakdownShown } from "~/domains/orders/currency";
import { useTranslation } from "~/i18n/react";
import { Price } from "./price";

/**
 * A price box's list (a flight's fares and costs, a train's places and meals): one row a part of
 * the breakdown (useBreakdown) with its label, the VAT row when prices are shown with VAT, and
 * the total the cart will charge (the rows add up to it), each amount in the visitor's currency.
 */
export function BreakdownList({
  shown,
  rows,
  total,
  totalTestId,
}: {
  shown: BreakdownShown;
  /** A label a part, in the order of `shown.parts`. */
  rows: readonly { key: string; label: ReactNode }[];
  total: string;
  totalTestId: string;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => ({ amount, currency: shown.currency });
  return (
    <dl className="mt-2 grid gap-1 text-sm">
      {rows.map((r, n) => (
        <div key={r.key} className="flex justify-between gap-2">
          <dt>{r.label}</dt>
          <dd>
            <Price money={money(shown.parts[n])} own />
          </dd>
        </div>
      ))}
      {shown.vat !== null ? (
        <div className="flex justify-between gap-2">
          <dt>{t("switcher.vat")}</dt>
          <dd data-testid="price-vat">
            <Price money={money(shown.vat)} own />
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-2 border-t border-gray-200 pt-1 font-semibold">
        <dt>{total}</dt>
        <dd data-testid={totalTestId}>
          <Price money={money(shown.total)} own />
        </dd>
      </div>
    </dl>
  );
}
