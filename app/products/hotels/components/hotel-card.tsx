import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import type { Board, PhotoId, PropertyKind } from "~/products/hotels/codes";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { Stars } from "./stars";

export interface HotelCardData {
  name: string;
  kind: PropertyKind;
  stars: number;
  district: string;
  distanceKm: number;
  reviewScore: number | null;
  reviewCount: number;
  photo: PhotoId | null;
  board: Board;
  total: { amount: number; currency: string };
  badges: { freeCancellation: boolean; breakfastIncluded: boolean; roomsLeft: number | null };
  slug: string;
  search: string;
}

/** The project's own photograph of a property (public/images/hotels; no hot-linking). */
export const hotelPhoto = (photo: string) => `/images/hotels/${photo}.svg`;

/** One result: photo, name, stars, district, review score, badges, the cheapest stay and its price per night. */
export function HotelCard({ hotel: h, nights }: { hotel: HotelCardData; nights: number }) {
  const { t } = useTranslation("hotels");
  const locale = useLocale();
  return (
    <article
      className="grid gap-4 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200 sm:grid-cols-[12rem_minmax(0,1fr)_13rem]"
      aria-label={h.name}
    >
      {h.photo ? (
        <img
          src={hotelPhoto(h.photo)}
          alt={t("results.photoOf", { name: h.name })}
          width={320}
          height={220}
          loading="lazy"
          className="h-40 w-full object-cover sm:h-full"
        />
      ) : (
        <div aria-hidden="true" className="hidden bg-gray-100 sm:block" />
      )}
      <div className="p-4 sm:px-0">
        <p className="text-sm text-gray-700">{t(keyIn("hotels:kind", h.kind))}</p>
        <h3 className="text-lg font-semibold">{h.name}</h3>
        <Stars count={h.stars} />
        <p className="mt-1 text-sm text-gray-700">
          {h.district} · {t("results.fromCentre", { distance: h.distanceKm })}
        </p>
        {h.reviewScore !== null ? (
          <p className="mt-1 text-sm">
            <span aria-hidden="true" className="rounded bg-green-800 px-1.5 py-0.5 font-semibold text-white">
              {formatNumber(h.reviewScore, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </span>{" "}
            <span className="sr-only">{t("review", { score: h.reviewScore })}</span>
            <span className="text-gray-700">{t("reviews", { count: h.reviewCount })}</span>
          </p>
        ) : null}
        <ul className="mt-2 flex flex-wrap gap-2 text-xs">
          {h.badges.freeCancellation ? (
            <li className="rounded bg-green-100 px-2 py-0.5 text-green-900">{t("badge.freeCancellation")}</li>
          ) : null}
          {h.badges.breakfastIncluded ? (
            <li className="rounded bg-green-100 px-2 py-0.5 text-green-900">
              {h.board === "breakfast" ? t("badge.breakfast") : t(keyIn("hotels:board", h.board))}
            </li>
          ) : null}
          {h.badges.roomsLeft ? (
            <li className="rounded bg-red-100 px-2 py-0.5 font-medium text-red-900">
              {t("badge.roomsLeft", { count: h.badges.roomsLeft })}
            </li>
          ) : null}
        </ul>
      </div>
      <div className="flex flex-col justify-between gap-2 border-t border-gray-100 p-4 sm:border-t-0 sm:border-s">
        <div>
          <p className="text-xs text-gray-700">
            {t("results.total")} ({t("stay.nights", { count: nights })})
          </p>
          <p className="text-xl font-bold" data-testid="hotel-price">
            <Price money={h.total} />
          </p>
          <p className="text-sm text-gray-700">
            <Price money={h.total} per={nights} /> {t("results.perNight")}
          </p>
        </div>
        <ScreenLink to="hotelProperty" params={{ slug: h.slug }} search={h.search} className="btn-primary text-center">
          {t("results.see")}
          <span className="sr-only"> {h.name}</span>
        </ScreenLink>
      </div>
    </article>
  );
}
