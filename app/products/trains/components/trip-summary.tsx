import { BreakdownList } from "~/components/breakdown-list";
import { Price } from "~/components/price";
import { useBreakdown } from "~/components/price-breakdown";
import type { WagonType } from "~/products/trains/codes";
import type { TrainPrice } from "~/products/trains/fares";
import { keyIn, pluralKeyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";

/** The trip being booked: train, operator, stations, date, local times and wagon type (all in the page's digits). */
export function TripSummary({
  trip,
}: {
  trip: {
    number: string;
    operator: string;
    from: string;
    to: string;
    date: string;
    departs: string;
    arrives: string;
    arrivalDays: number;
    type: WagonType;
  };
}) {
  const { t } = useTranslation("trains");
  return (
    <section aria-labelledby="trip-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
      <h2 id="trip-title" className="text-lg font-semibold">
        {t("trip.title")}
      </h2>
      <p className="mt-2 font-medium">{t("trip.route", { from: trip.from, to: trip.to })}</p>
      <p className="text-sm">{t("card.train", { number: trip.number, operator: trip.operator })}</p>
      <p className="text-sm">{trip.date}</p>
      <p className="text-sm">
        {t("trip.times", { departs: trip.departs, arrives: trip.arrives })}
        {trip.arrivalDays ? ` ${t("card.nextDay", { count: trip.arrivalDays })}` : ""}
      </p>
      <p className="text-sm">{t(keyIn("trains:wagon", trip.type))}</p>
      <p className="mt-2 text-xs text-gray-600">{t("trip.localTime")}</p>
    </section>
  );
}

/** The price per passenger type (adults, children, infants without a place, empty berths of a whole compartment, meals). */
export function PriceBreakdown({ price }: { price: TrainPrice }) {
  const { t } = useTranslation("trains");
  const money = (amount: number) => ({ amount, currency: "IRR" });
  const shown = useBreakdown(
    price.items.map((i) => i.unitAmount * i.quantity),
    "IRR",
  );
  if (!shown) return null;
  return (
    <section aria-labelledby="price-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
      <h2 id="price-title" className="text-lg font-semibold">
        {t("price.title")}
      </h2>
      <BreakdownList
        shown={shown}
        rows={price.items.map((i) => ({
          key: i.key,
          label: (
            <>
              {t(pluralKeyIn("trains:price.item", i.key.replace("meal:", "meal_")), { count: i.quantity })}
              <span className="block text-xs text-gray-600">
                {t("price.each")} <Price money={money(i.unitAmount)} vat={false} />
              </span>
            </>
          ),
        }))}
        total={t("price.total")}
        totalTestId="train-total"
      />
      {price.emptyBerths ? <p className="mt-2 text-xs text-gray-600">{t("price.emptyBerthNote")}</p> : null}
      {price.items.some((i) => i.key === "infant") ? (
        <p className="mt-2 text-xs text-gray-600">{t("price.infantNote")}</p>
      ) : null}
    </section>
  );
}

/** The Iranian rail refund ladder before purchase: until when, how much back (refund.ts; the agency's clock). */
export function RefundLadder({ ladder }: { ladder: { until: string | null; back: number }[] }) {
  const { t } = useTranslation("trains");
  return (
    <section aria-labelledby="refund-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
      <h2 id="refund-title" className="text-lg font-semibold">
        {t("refund.title")}
      </h2>
      <ul className="mt-2 grid gap-1 text-sm" data-testid="refund-ladder">
        {ladder.map((step, i) => (
          <li key={i}>{t("refund.until", { date: step.until, percent: step.back })}</li>
        ))}
        <li>{t("refund.after")}</li>
      </ul>
    </section>
  );
}
