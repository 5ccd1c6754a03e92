import { useTranslation } from "~/i18n/react";
import { Price } from "~/components/price";
import type { Summary } from "~/domains/orders/rules";
import type { LocalMoment, PresentedLine, PresentedStep } from "~/domains/orders/present";
import { useLocale } from "~/utils/root-data";
import { formatNumber } from "~/utils/format";
import { readingArrow } from "~/utils/arrows";
import { BidiList } from "~/components/bidi-list";
import { LineCard } from "~/products/cards";

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
  amountLabel,
}: {
  summary: Summary;
  /** The product's word for its own price ("Room price" for a stay, "Fare" for a train); "Ticket amount" by default. */
  amountLabel?: string;
  currency?: string;
  paid?: { label: string; amount: number }[];
}) {
  const { t } = useTranslation("orders");
  const own = currency !== undefined;
  const money = (amount: number) => ({ amount, currency: currency ?? "EUR" });
  const due = summary.total - (paid ?? []).reduce((s, p) => s + p.amount, 0);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      <dt>{amountLabel ?? t("summary.ticketAmount")}</dt>
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

/** A moment with its place named: "Mon, 1 Jun 2026, 07:05 Tehran time" (presented on the server: present.ts). */
export function useMomentText() {
  const { t } = useTranslation("orders");
  return (m: LocalMoment, withDate = true) => {
    const time = t("time.at", { time: m.time, place: m.place });
    return withDate ? t("time.on", { date: m.date, time }) : time;
  };
}

/** What a line is: title, flights (local times at each airport) and passengers. */
export function LineDescription({ line }: { line: PresentedLine }) {
  const { t } = useTranslation("orders");
  const sep = t("common:separator");
  const locale = useLocale();
  const when = useMomentText();
  return (
    <div>
      <p className="font-semibold">{line.title}</p>
      {line.subtitle ? <p className="text-sm text-gray-600">{line.subtitle}</p> : null}
      {line.legs.length ? (
        <ul className="mt-1 text-sm text-gray-700">
          {line.legs.map((leg, i) => (
            <li key={i} data-testid="leg">
              <bdi dir="ltr">{leg.flightNumber}</bdi> <bdi>{leg.from?.code}</bdi> {readingArrow(locale)}{" "}
              <bdi>{leg.to?.code}</bdi>
              {leg.depart ? (
                <>
                  {sep}
                  {t("leg.departs", { when: when(leg.depart) })}
                </>
              ) : null}
              {leg.arrive
                ? `${sep}${t("leg.arrives", { when: when(leg.arrive, leg.arrive.date !== leg.depart?.date) })}`
                : null}
            </li>
          ))}
        </ul>
      ) : null}
      {line.detail ? <LineCard kind={line.kind} line={line} /> : null}
      {line.travellers && line.passengers.length ? (
        <p className="mt-1 text-sm text-gray-700">
          {t("common:labelled", { label: t("cart.passengers", { count: line.passengers.length }) })}{" "}
          <BidiList items={line.passengers.map((p) => `${p.firstName} ${p.lastName}`)} locale={locale} />
        </p>
      ) : null}
      <CancellationTimeline steps={line.timeline} />
    </div>
  );
}

/**
 * What cancelling costs, step by step (travel/timeline.ts), shown wherever the line is: in
 * the cart and checkout before purchase, on the confirmation, in "booked". A `<details>`:
 * open and closed without JavaScript.
 */
export function CancellationTimeline({ steps }: { steps: PresentedStep[] }) {
  const { t } = useTranslation("orders");
  const locale = useLocale();
  const when = useMomentText();
  if (!steps.length) return null;
  const percent = (share: number) => formatNumber(share, locale, { style: "percent" });
  const rule = (share: number | null) =>
    share === null
      ? t("timeline.none")
      : share === 0
        ? t("timeline.full")
        : t("timeline.keep", { share: percent(share) });
  const ends = steps[steps.length - 1].until !== null;
  return (
    <details className="mt-2 text-sm text-gray-700" data-testid="cancellation-timeline">
      <summary className="cursor-pointer text-green-800 underline">{t("timeline.title")}</summary>
      <ol className="mt-1 grid gap-0.5 ps-4">
        {steps.map((step, i) => (
          <li key={i} className="list-disc">
            {t("common:labelled", {
              label: step.until ? t("timeline.until", { when: when(step.until) }) : t("timeline.always"),
            })}{" "}
            {rule(step.penaltyShare)}
          </li>
        ))}
        {ends ? <li className="list-disc">{t("timeline.after")}</li> : null}
      </ol>
    </details>
  );
}
