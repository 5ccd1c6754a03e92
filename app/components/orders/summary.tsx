import { useTranslation } from "~/i18n/react";
import { Price } from "~/components/price";
import type { Summary } from "~/domains/orders/rules";
import { useLocale } from "~/utils/root-data";
import { formatDate, formatTime } from "~/utils/format";
import type { LineView } from "~/domains/orders/lines";

/**
 * The price summary of spec §2: ticket amount, tax, commission and other costs,
 * discount, VAT and total. Amounts are net; VAT is its own row. With `currency` the
 * amounts are shown as they are, in that currency (a checkout quote or an order: what is
 * charged); without it they are base-currency prices shown in the visitor's currency.
 */
export function PriceSummary({
  summary,
  currency,
  paid,
}: {
  summary: Summary;
  currency?: string;
  paid?: { label: string; amount: number }[];
}) {
  const { t } = useTranslation("orders");
  const own = currency !== undefined;
  const money = (amount: number) => ({ amount, currency: currency ?? "EUR" });
  const due = summary.total - (paid ?? []).reduce((s, p) => s + p.amount, 0);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      <dt>{t("summary.ticketAmount")}</dt>
      <dd className="text-end">
        <Price money={money(summary.ticketAmount)} vat={false} own={own} />
      </dd>
      <dt>{t("summary.tax")}</dt>
      <dd className="text-end">
        <Price money={money(summary.tax)} vat={false} own={own} />
      </dd>
      <dt>{t("summary.commission")}</dt>
      <dd className="text-end">
        <Price money={money(summary.commission + summary.otherCosts)} vat={false} own={own} />
      </dd>
      {summary.discount > 0 ? (
        <>
          <dt className="text-green-800">{t("summary.discount")}</dt>
          <dd className="text-end text-green-800" data-testid="discount-amount">
            −<Price money={money(summary.discount)} vat={false} own={own} />
          </dd>
        </>
      ) : null}
      <dt>{t("summary.vat")}</dt>
      <dd className="text-end">
        <Price money={money(summary.vat)} vat={false} own={own} />
      </dd>
      <dt className="border-t border-gray-200 pt-2 font-semibold">{t("summary.total")}</dt>
      <dd className="border-t border-gray-200 pt-2 text-end font-semibold" data-testid="order-total">
        <Price money={money(summary.total)} vat={false} own={own} />
      </dd>
      {(paid ?? [])
        .filter((p) => p.amount > 0)
        .map((p) => (
          <div key={p.label} className="contents">
            <dt>{p.label}</dt>
            <dd className="text-end">
              −<Price money={money(p.amount)} vat={false} own={own} />
            </dd>
          </div>
        ))}
      {paid?.some((p) => p.amount > 0) ? (
        <>
          <dt className="font-semibold">{t("summary.due")}</dt>
          <dd className="text-end font-semibold" data-testid="amount-due">
            <Price money={money(Math.max(0, due))} vat={false} own={own} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** What a line is: title, flights and passengers. */
export function LineDescription({ view }: { view: LineView }) {
  const { t } = useTranslation("orders");
  const locale = useLocale();
  return (
    <div>
      <p className="font-semibold">{view.title}</p>
      {view.subtitle ? <p className="text-sm text-gray-600">{view.subtitle}</p> : null}
      {view.segments.length ? (
        <ul className="mt-1 text-sm text-gray-700">
          {view.segments.map((s, i) => (
            <li key={i}>
              <span dir="ltr">
                {s.flightNumber} {s.from} → {s.to}
              </span>
              {s.departsAt
                ? ` · ${formatDate(s.departsAt, locale)} ${formatTime(new Date(s.departsAt), locale)}`
                : null}
            </li>
          ))}
        </ul>
      ) : null}
      {view.passengers.length ? (
        <p className="mt-1 text-sm text-gray-700">
          {t("cart.passengers", { count: view.passengers.length })}:{" "}
          {view.passengers.map((p) => `${p.firstName} ${p.lastName}`).join(", ")}
        </p>
      ) : null}
    </div>
  );
}
