import { labelClass } from "~/components/label-class";
import { PassengerCountFields } from "~/products/flights/components/passenger-counts";
import { useId } from "react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PlaceField, SearchFormFrame, Suggestions, fieldErrors } from "~/components/search-form-frame";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { BOOKING_HORIZON_DAYS, addDays, agencyToday, parseDateText } from "~/travel/clock";
import { MAX_SEATED } from "~/travel/travellers";
import {
  WEEK_START,
  adjacentMonths,
  calendarOf,
  cheapestDay,
  horizonOf,
  monthContaining,
  monthDays,
  monthStart,
  monthWeeks,
  weekdayDays,
} from "~/products/flights/calendar";
import { dayPrices } from "~/products/flights/calendar.server";
import { seatsNeeded } from "~/products/flights/fare-rules";
import { airportsOf, resolveWhere, whereLabel, wheresFor } from "~/products/flights/places";
import { buildCalendar, buildSearch, readCalendarCriteria } from "~/products/flights/search-url";
import { getFixedT } from "~/i18n/i18next.server";
import { messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { intlLocale } from "~/i18n/config";
import { pathFor } from "~/routing/screens";
import { dateTimeFormat, formatDate, formatFullDate, formatMonth } from "~/utils/format";
import { TrackPrices } from "~/products/flights/components/track-prices";

/**
 * The month price calendar (GET, linkable, works without JavaScript; docs/decisions/103): a route,
 * a month of the page's calendar (Jalali on Persian pages) and the travellers; each day shows the
 * cheapest direct price per adult and links to that day's results, the cheapest day marked.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (context.screen?.screen !== "flightCalendar") throw new Response(null, { status: 404 });
  const { locale } = context;
  const t = await getFixedT(locale, "flights");
  const calendar = calendarOf(locale);
  const today = agencyToday();
  const horizon = horizonOf(today, BOOKING_HORIZON_DAYS);
  const c = readCalendarCriteria(url.searchParams);

  // The month: asked for, else that of the departure day a link came with, else this one; inside the horizon.
  let anchor = monthStart(c.month) ?? parseDateText(c.depart) ?? today;
  if (anchor > horizon.last) anchor = horizon.last;
  if (monthDays(anchor, calendar).at(-1)! < today) anchor = today;
  const month = monthContaining(anchor, calendar);
  const months: { value: string; label: string }[] = [];
  for (let d = monthContaining(today, calendar).firstDay; d <= horizon.last; d = adjacentMonths(d, calendar).next)
    months.push({ value: monthContaining(d, calendar).month, label: formatMonth(d, locale) });

  const origin = resolveWhere(c.from);
  const destination = resolveWhere(c.to);
  const errors: Record<string, string[]> = {};
  const searched = c.from !== undefined || c.to !== undefined;
  if (searched) {
    if (!c.from) errors.from = [messageKey("flights:errors.required")];
    else if (!origin) errors.from = [messageKey("flights:errors.unknownPlace")];
    if (!c.to) errors.to = [messageKey("flights:errors.required")];
    else if (!destination) errors.to = [messageKey("flights:errors.unknownPlace")];
    else if (origin && origin.cityCode === destination.cityCode) errors.to = [messageKey("flights:errors.samePlace")];
    if (seatsNeeded(c.counts) > MAX_SEATED) errors.adults = [messageKey("flights:errors.maxSeated")];
    else if (c.counts.infants > c.counts.adults) errors.infants = [messageKey("flights:errors.infants")];
  }
  const form = {
    places: wheresFor("all").map((w) => whereLabel(w, locale)),
    from: origin ? whereLabel(origin, locale) : (c.from ?? ""),
    to: destination ? whereLabel(destination, locale) : (c.to ?? ""),
    month: month.month,
    months,
    adults: String(c.counts.adults),
    children: String(c.counts.children),
    infants: String(c.counts.infants),
  };
  const base = {
    action: pathFor("flightCalendar", locale),
    messages: messagesFor(locale, "flights"),
    noindex: true,
    form,
    errors,
  };
  if (!origin || !destination || Object.keys(errors).length)
    return data(
      { ...base, title: t("calendar.title"), calendar: null },
      { status: Object.keys(errors).length ? 400 : 200 },
    );

  const days = monthDays(month.firstDay, calendar);
  const bookable = days.filter((d) => d >= horizon.first && d <= horizon.last);
  const { prices, connections } = bookable.length
    ? await dayPrices({
        origins: airportsOf(origin.code),
        destinations: airportsOf(destination.code),
        from: bookable[0],
        to: bookable[bookable.length - 1],
        seats: seatsNeeded(c.counts),
      })
    : { prices: new Map<string, number>(), connections: false };
  const best = cheapestDay(prices);
  const results = (date: string) =>
    `?${buildSearch({ trip: "oneway", origin: origin.code, destination: destination.code, depart: date, counts: c.counts })}`;
  const to = (firstDay: string) =>
    `?${buildCalendar({ from: origin.code, to: destination.code, month: monthContaining(firstDay, calendar).month, counts: c.counts })}`;
  const { previous, next } = adjacentMonths(month.firstDay, calendar);
  const from = origin.city[locale];
  const dest = destination.city[locale];
  const monthLabel = formatMonth(month.firstDay, locale);
  const weekday = (options: Intl.DateTimeFormatOptions) => (d: string) =>
    dateTimeFormat(intlLocale[locale], { ...options, timeZone: "UTC" }).format(new Date(`${d}T00:00:00Z`));
  return {
    ...base,
    title: t("calendar.routeTitle", { from, to: dest }),
    calendar: {
      from,
      to: dest,
      caption: t("calendar.caption", { month: monthLabel, from, to: dest }),
      weekdays: weekdayDays(WEEK_START[locale]).map((d) => ({
        short: weekday({ weekday: "short" })(d),
        long: weekday({ weekday: "long" })(d),
      })),
      weeks: monthWeeks(days, WEEK_START[locale]).map((week) =>
        week.map((d) =>
          d
            ? {
                date: d,
                day: formatDate(d, locale, { year: undefined, month: undefined, day: "numeric" }),
                full: formatFullDate(d, locale),
                price: prices.get(d) ?? null,
                search: prices.has(d) ? results(d) : null,
                bookable: d >= horizon.first && d <= horizon.last,
                cheapest: d === best,
              }
            : null,
        ),
      ),
      cheapest: best ? { full: formatFullDate(best, locale), price: prices.get(best)!, search: results(best) } : null,
      connections,
      // "Track prices" for the whole month (decision 108): from its first bookable day.
      track: bookable.length
        ? { from: origin.code, to: destination.code, depart: bookable[0], adults: c.counts.adults }
        : null,
      previous: addDays(month.firstDay, -1) < today ? null : to(previous),
      next: next > horizon.last ? null : to(next),
    },
  };
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function FlightCalendar() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("flights");
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{d.title}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t("calendar.intro")}</p>
      {d.calendar?.connections ? (
        <p className="mt-2 max-w-3xl rounded-lg bg-amber-50 px-3 py-2 text-amber-950 ring-1 ring-amber-200">
          {t("calendar.connections")}
        </p>
      ) : null}
      <div className="mt-6">
        <CalendarForm d={d} />
      </div>
      {d.calendar ? <Month calendar={d.calendar} /> : null}
      {d.calendar?.track ? <TrackPrices {...d.calendar.track} monthOnly /> : null}
    </main>
  );
}

function CalendarForm({ d }: { d: Data }) {
  const { t } = useTranslation("flights");
  const id = useId();
  const errs = fieldErrors(id, d.errors);
  return (
    <SearchFormFrame action={d.action} title={t("calendar.formTitle")} submit={t("calendar.show")}>
      <Suggestions id={`${id}-places`} values={d.form.places} />
      <div className="grid gap-4 md:grid-cols-3">
        {(["from", "to"] as const).map((name) => (
          <PlaceField
            key={name}
            id={id}
            name={name}
            label={t(`search.${name}`)}
            list={`${id}-places`}
            defaultValue={d.form[name]}
            placeholder={t("search.placePlaceholder")}
            errors={errs}
          />
        ))}
        <div>
          <label htmlFor={`${id}-month`} className={labelClass}>
            {t("calendar.month")}
          </label>
          <select id={`${id}-month`} name="month" className="input" defaultValue={d.form.month}>
            {d.form.months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PassengerCountFields id={id} values={d.form} errors={errs} />
    </SearchFormFrame>
  );
}

function Month({ calendar: c }: { calendar: NonNullable<Data["calendar"]> }) {
  const { t } = useTranslation("flights");
  return (
    <section aria-labelledby="calendar-caption" className="mt-8">
      <nav aria-label={t("calendar.months")} className="flex flex-wrap items-center justify-between gap-2">
        {c.previous ? (
          <ScreenLink to="flightCalendar" search={c.previous} className="text-green-800 underline">
            {t("calendar.previous")}
          </ScreenLink>
        ) : (
          <span />
        )}
        {c.next ? (
          <ScreenLink to="flightCalendar" search={c.next} className="text-green-800 underline">
            {t("calendar.next")}
          </ScreenLink>
        ) : null}
      </nav>
      <p className="mt-3 text-gray-700" role="status">
        {c.cheapest ? (
          <>
            {t("calendar.cheapestDay", { date: c.cheapest.full })}{" "}
            <ScreenLink
              to="flightResults"
              search={c.cheapest.search}
              className="font-semibold text-green-800 underline"
            >
              <Price money={{ amount: c.cheapest.price, currency: "EUR" }} />
            </ScreenLink>
          </>
        ) : (
          t("calendar.none")
        )}
      </p>
      <div className="relative mt-3 overflow-x-auto">
        <table className="w-full min-w-[22rem] table-fixed border-collapse text-center">
          <caption id="calendar-caption" className="mb-2 text-start text-lg font-semibold">
            {c.caption}
          </caption>
          <thead>
            <tr>
              {c.weekdays.map((w) => (
                <th key={w.long} scope="col" className="p-1 text-xs font-medium text-gray-700 sm:text-sm">
                  <abbr title={w.long} className="no-underline">
                    {w.short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {c.weeks.map((week, i) => (
              <tr key={i}>
                {week.map((day, j) =>
                  day ? (
                    <td key={day.date} className="p-0.5 align-top">
                      <DayCell day={day} />
                    </td>
                  ) : (
                    <td key={`empty-${j}`} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-gray-600">{t("calendar.note")}</p>
    </section>
  );
}

type Day = NonNullable<NonNullable<Data["calendar"]>["weeks"][number][number]>;

function DayCell({ day }: { day: Day }) {
  const { t } = useTranslation("flights");
  // Blocks (not spans), so the date, its number and its price are apart for every reader of the text.
  const inner = (
    <>
      <span className="sr-only">{day.full}</span>
      <div aria-hidden="true" className="text-base font-semibold">
        {day.day}
      </div>
      {day.price !== null ? (
        <div className="text-xs">
          <Price money={{ amount: day.price, currency: "EUR" }} className="[&_bdi]:whitespace-normal" />
        </div>
      ) : day.bookable ? (
        <div className="text-xs text-gray-600">{t("calendar.noFlight")}</div>
      ) : null}
      {day.cheapest ? <div className="mt-1 text-xs font-semibold">{t("calendar.cheapest")}</div> : null}
    </>
  );
  if (!day.search)
    return <div className="flex min-h-16 flex-col justify-start rounded-lg bg-gray-50 p-1 text-gray-600">{inner}</div>;
  return (
    <ScreenLink
      to="flightResults"
      search={day.search}
      className={
        day.cheapest
          ? "flex min-h-16 flex-col rounded-lg bg-green-700 p-1 text-white ring-2 ring-green-900 hover:bg-green-800"
          : "flex min-h-16 flex-col rounded-lg bg-green-50 p-1 text-green-900 ring-1 ring-green-200 hover:bg-green-100"
      }
    >
      {inner}
    </ScreenLink>
  );
}
