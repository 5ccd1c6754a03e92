import { Price } from "~/components/price";
import { readingArrow } from "~/utils/arrows";
import { ScreenLink } from "~/components/screen-link";
import type { WagonType } from "~/products/trains/codes";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { formatDigits } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { durationText } from "~/utils/duration";

export interface TrainCardData {
  trainId: number;
  number: string;
  operator: string;
  departs: string;
  arrives: string;
  arrivalDays: number;
  minutes: number;
  meals: boolean;
  wagons: { type: WagonType; placesLeft: number; total: number; places: string }[];
}

/** One train of the results: times, duration, operator, and per wagon type places left, the party's price and a link to the plan. */
export function TrainCard({ train: c }: { train: TrainCardData }) {
  const { t } = useTranslation("trains");
  const locale = useLocale();
  const name = t("card.train", { number: formatDigits(c.number, locale), operator: c.operator });
  return (
    <article className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" aria-label={name}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 className="font-semibold">{name}</h3>
        {c.meals ? <span className="text-sm text-gray-600">{t("card.meals")}</span> : null}
      </div>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span className="text-2xl font-bold" dir="ltr">
          {formatDigits(c.departs, locale)}
        </span>
        <span aria-hidden="true">{readingArrow(locale)}</span>
        <span className="text-2xl font-bold" dir="ltr">
          {formatDigits(c.arrives, locale)}
        </span>
        {c.arrivalDays ? (
          <span className="text-sm text-amber-800">{t("card.nextDay", { count: c.arrivalDays })}</span>
        ) : null}
        <span className="text-sm text-gray-700">{durationText(c.minutes, t)}</span>
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {c.wagons.map((w) => (
          <li key={w.type} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-gray-50 p-3">
            <div>
              <p className="font-medium">{t(keyIn("trains:wagon", w.type))}</p>
              <p className="text-sm text-gray-700">{t("card.placesLeft", { count: w.placesLeft })}</p>
              <p className="font-semibold" data-testid="train-price">
                <Price money={{ amount: w.total, currency: "IRR" }} />
              </p>
            </div>
            <ScreenLink
              to="trainPlaces"
              search={w.places}
              className="btn-primary"
              aria-label={`${t("card.choose")} — ${t(keyIn("trains:wagon", w.type))}, ${name}`}
            >
              {t("card.choose")}
            </ScreenLink>
          </li>
        ))}
      </ul>
    </article>
  );
}
