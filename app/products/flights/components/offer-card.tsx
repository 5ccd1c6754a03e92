import type { ReactNode } from "react";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import type { PassengerCounts } from "~/travel/travellers";
import type { PresentedTrip } from "~/products/flights/present";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import type { ScreenId } from "~/routing/screens";
import { durationText } from "~/utils/duration";

/**
 * One itinerary: a direct flight, or flights joined by connections (each flight and each wait shown, with
 * overnight waits, changes of airport and separate check-ins said in words); times, duration, carrier, cabin,
 * type, seats, baggage, fare rules and price.
 */
export function OfferCard({
  offer: o,
  counts,
  action,
  aside,
}: {
  offer: PresentedTrip & { co2?: { kg: number; lower: boolean } };
  counts?: PassengerCounts;
  action?: { screen: ScreenId; search: string; label: string };
  /** In place of the price and the link: what choosing it means elsewhere (the change page's balance and button). */
  aside?: ReactNode;
}) {
  const { t } = useTranslation("flights");
  const travellers = counts ? counts.adults + counts.children + counts.infants : 1;
  return (
    // Laid out by the width it gets (a container query), not the window's: the passenger page shows it in a narrow column.
    <div className="@container">
      <article
        className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 @xl:grid-cols-[minmax(0,1fr)_12rem]"
        aria-label={`${o.airline} ${o.flightNumber}`}
      >
        <div>
          <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
            <span className="font-semibold text-gray-900">{o.airline}</span>
            <span dir="ltr">{o.flightNumber}</span>
            {o.stops === 0 ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{o.segments[0].aircraft}</span>
              </>
            ) : null}
            <span
              className={
                o.flightType === "charter"
                  ? "rounded bg-amber-100 px-2 py-0.5 text-amber-900"
                  : "rounded bg-gray-100 px-2 py-0.5"
              }
            >
              {t(keyIn("flights:flightType", o.flightType))}
            </span>
          </p>
          <div className="mt-3 flex items-center gap-4">
            <div>
              <p className="text-2xl font-bold">{o.departTime}</p>
              <p className="text-sm text-gray-700">
                {o.origin.city} ({o.origin.code})
              </p>
            </div>
            <div className="flex-1 text-center text-sm text-gray-700">
              <p>{durationText(o.durationMinutes, t)}</p>
              <div aria-hidden="true" className="my-1 h-px bg-gray-300" />
              <p className={o.stops ? "font-medium text-amber-900" : undefined}>
                {o.stops
                  ? t("offer.stops", {
                      count: o.stops,
                      places: o.layovers.map((l) => l.arrive.code).join(t("offer.and")),
                    })
                  : t("offer.direct")}
              </p>
            </div>
            <div>
              <p className="text-2xl font-bold">{o.arriveTime}</p>
              <p className="text-sm text-gray-700">
                {o.destination.city} ({o.destination.code})
              </p>
              {o.arriveDay ? <p className="text-xs text-gray-600">{o.arriveDay}</p> : null}
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm @sm:grid-cols-3">
            <div>
              <dt className="text-gray-600">{t("offer.cabin")}</dt>
              <dd>{o.cabins.map((c) => t(keyIn("flights:cabin", c))).join(" + ")}</dd>
            </div>
            <div>
              <dt className="text-gray-600">{t("offer.flightHours")}</dt>
              <dd>{o.flightHours}</dd>
            </div>
            <div>
              <dt className="text-gray-600">{t("offer.seats")}</dt>
              <dd className={o.seatsRemaining <= 5 ? "font-semibold text-red-700" : undefined}>
                {t("offer.seatsLeft", { count: o.seatsRemaining })}
              </dd>
            </div>
            <div>
              <dt className="text-gray-600">{t("offer.baggage")}</dt>
              <dd>{t("offer.kg", { kg: o.baggageKg })}</dd>
            </div>
            <div>
              <dt className="text-gray-600">{t("offer.fare")}</dt>
              <dd>
                {o.fareTypes.map((f) => t(keyIn("flights:fareType", f))).join(" + ")} ·{" "}
                {o.refundable ? t("offer.refundable") : t("offer.nonRefundable")}
              </dd>
            </div>
            <div>
              <dt className="text-gray-600">{t("offer.date")}</dt>
              <dd>{o.departDay}</dd>
            </div>
          </dl>
          {o.co2 ? (
            <p className="mt-2 text-sm text-gray-700">
              {t("offer.co2", { kg: o.co2.kg })}
              {o.co2.lower ? (
                <span className="ms-2 rounded bg-green-100 px-2 py-0.5 text-green-900">{t("offer.lowerCo2")}</span>
              ) : null}
            </p>
          ) : null}
          {o.stops ? <Connections trip={o} /> : null}
        </div>
        <div className="flex flex-col items-start justify-between gap-2 border-gray-200 @xl:items-end @xl:border-s @xl:ps-4">
          {aside ?? (
            <>
              <div className="@xl:text-end">
                <p className="text-sm text-gray-600">{t("offer.perAdult")}</p>
                <p className="text-2xl font-bold text-green-800" data-testid="offer-price">
                  <Price money={{ amount: o.adultPrice, currency: "EUR" }} />
                </p>
                {travellers > 1 ? (
                  <p className="text-sm text-gray-700">
                    {t("offer.totalFor", { count: travellers })} <Price money={{ amount: o.total, currency: "EUR" }} />
                  </p>
                ) : null}
              </div>
              {action ? (
                <ScreenLink
                  to={action.screen}
                  search={action.search}
                  className="btn-primary"
                  aria-label={`${action.label}: ${o.airline} ${o.flightNumber} ${o.departTime}`}
                >
                  {action.label}
                </ScreenLink>
              ) : null}
            </>
          )}
        </div>
      </article>
    </div>
  );
}

/** The flights of a connecting itinerary and the waits between them, in order. */
function Connections({ trip }: { trip: PresentedTrip }) {
  const { t } = useTranslation("flights");
  return (
    <ol className="mt-3 grid gap-2 border-t border-gray-200 pt-3 text-sm" aria-label={t("offer.itinerary")}>
      {trip.segments.map((s, i) => {
        const wait = trip.layovers[i];
        return (
          <li key={s.id}>
            <p>
              <span className="font-medium">{s.airline}</span> <span dir="ltr">{s.flightNumber}</span> ·{" "}
              {t("offer.leg", {
                from: `${s.origin.city} (${s.origin.code})`,
                departs: s.departTime,
                to: `${s.destination.city} (${s.destination.code})`,
                arrives: s.arriveTime,
              })}
            </p>
            {wait ? (
              <div className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-950 ring-1 ring-amber-200">
                <p className="font-medium">
                  {t("offer.layover", {
                    duration: durationText(wait.minutes, t),
                    place: `${wait.arrive.city} (${wait.arrive.code})`,
                  })}
                  {wait.overnight ? ` · ${t("offer.overnight")}` : ""}
                </p>
                {wait.airportChange ? (
                  <p>
                    {t("offer.airportChange", {
                      from: `${wait.arrive.airport} (${wait.arrive.code})`,
                      to: `${wait.depart.airport} (${wait.depart.code})`,
                    })}
                  </p>
                ) : null}
                {wait.selfTransfer ? <p>{t("offer.selfTransfer")}</p> : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
