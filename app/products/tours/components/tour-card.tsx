import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import type { TourKind, Transport } from "../codes";

export interface TourCardData {
  slug: string;
  title: string;
  summary: string;
  destination: string;
  kind: TourKind;
  nights: number;
  transport: Transport;
  /** The hotel options' stars, written in the page's digits ("4/5"); null for a day tour. */
  stars: string | null;
  from: { amount: number; currency: string };
  next: string;
  departures: number;
  placesLeft: number;
}

/** A few places left: the card says how many. */
export const FEW_PLACES = 5;

/** One tour in the results: what it is, its next departure, how full it is, and the price an adult pays from. */
export function TourCard({ tour }: { tour: TourCardData }) {
  const { t } = useTranslation("tours");
  const length = tour.kind === "day" ? t("results.dayTour") : t("results.nights", { count: tour.nights });
  return (
    <article
      className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-[minmax(0,1fr)_13rem]"
      aria-label={tour.title}
    >
      <div>
        <p className="text-sm text-gray-700">
          {tour.destination} · {length} · {t(keyIn("tours:transport", tour.transport))}
          {tour.stars ? <> · {t("results.hotels", { stars: tour.stars })}</> : null}
        </p>
        <h3 className="text-lg font-semibold">{tour.title}</h3>
        <p className="mt-1 text-sm text-gray-800">{tour.summary}</p>
        <p className="mt-2 text-sm">
          {t("results.next", { date: tour.next })} · {t("results.departures", { count: tour.departures })}
        </p>
        {tour.placesLeft === 0 ? (
          <p className="mt-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950">
            {t("results.full")}
          </p>
        ) : tour.placesLeft <= FEW_PLACES ? (
          <p className="mt-2 inline-block rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">
            {t("results.placesLeft", { count: tour.placesLeft })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col justify-between gap-2 border-t border-gray-100 pt-3 sm:border-t-0 sm:border-s sm:ps-4 sm:pt-0">
        <div>
          <p className="text-xs text-gray-700">{t("results.from")}</p>
          <p className="text-xl font-bold" data-testid="tour-price">
            <Price money={tour.from} />
          </p>
          <p className="text-sm text-gray-700">{t("results.perAdult")}</p>
        </div>
        <ScreenLink to="tour" params={{ slug: tour.slug }} className="btn-primary text-center">
          {t("results.see")}
          <span className="sr-only"> {tour.title}</span>
        </ScreenLink>
      </div>
    </article>
  );
}
