import { ScreenLink } from "~/components/screen-link";
import { useTranslation } from "~/i18n/react";
import type { PassengerCounts } from "~/travel/travellers";
import { useLocale } from "~/utils/root-data";
import { calendarOf, monthContaining } from "~/products/flights/calendar";
import { buildCalendar } from "~/products/flights/search-url";

/**
 * A link to the month price calendar of a route (the results page's header, the search form): the
 * month of `depart` in the page's calendar (a Jalali month on Persian pages), the travellers kept.
 * `from` and `to` are search place codes (an airport or a multi-airport city) or what was typed.
 * Needs the "calendar" group of the flights messages.
 */
export function CalendarLink({
  from,
  to,
  depart,
  counts,
  className = "text-green-800 underline",
}: {
  from: string;
  to: string;
  depart?: string | null;
  counts: PassengerCounts;
  className?: string;
}) {
  const { t } = useTranslation("flights");
  const locale = useLocale();
  const month = depart ? monthContaining(depart, calendarOf(locale)).month : undefined;
  return (
    <ScreenLink to="flightCalendar" search={`?${buildCalendar({ from, to, month, counts })}`} className={className}>
      {t("calendar.link")}
    </ScreenLink>
  );
}
