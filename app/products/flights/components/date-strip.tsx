import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { useTranslation } from "~/i18n/react";
import type { StripDay } from "~/products/flights/calendar";

/**
 * The ±3-day strip above the results (`dateStrip` in calendar.server.ts): seven days, each with its
 * cheapest price per adult and a link to its results; the searched day is marked (aria-current). A
 * row that scrolls sideways on a phone, in the page's direction (right to left in Persian). Needs the
 * "calendar" group of the flights messages.
 */
export function DateStrip({ days }: { days: StripDay[] }) {
  const { t } = useTranslation("flights");
  return (
    <nav aria-label={t("calendar.strip")} className="mt-4">
      <ul className="relative flex snap-x gap-2 overflow-x-auto pb-2">
        {days.map((d) => {
          const content = (
            <>
              <div className="text-sm font-medium whitespace-nowrap">{d.label}</div>
              {d.price !== null ? (
                <div className="text-sm font-semibold">
                  <Price money={{ amount: d.price, currency: "EUR" }} />
                </div>
              ) : (
                <div className="text-sm text-gray-600">{t("calendar.noFlight")}</div>
              )}
            </>
          );
          const base = "block min-w-28 snap-start rounded-lg px-3 py-2 text-center";
          return (
            <li key={d.date} className="shrink-0">
              {d.current ? (
                <ScreenLink
                  to="flightResults"
                  search={d.search}
                  aria-current="date"
                  className={`${base} bg-green-700 text-white ring-2 ring-green-900`}
                >
                  {content}
                </ScreenLink>
              ) : (
                <ScreenLink
                  to="flightResults"
                  search={d.search}
                  className={`${base} bg-white text-gray-900 ring-1 ring-gray-200 hover:ring-green-400`}
                >
                  {content}
                </ScreenLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
