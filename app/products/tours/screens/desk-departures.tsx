import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { labelClass } from "~/components/label-class";
import { ScreenLink } from "~/components/screen-link";
import { DeskPage } from "~/desk/components/desk-page";
import { DeskTable } from "~/desk/components/desk-table";
import { deskPage, staffOf } from "~/desk/frame.server";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { addDays, agencyToday } from "~/travel/clock";
import { dateTextValue, parseDateText } from "~/utils/date-text";
import { formatDate, formatDigits } from "~/utils/format";
import { listDepartures, MAX_LIST_DAYS, tourChoices } from "../desk/departures.server";

/**
 * Tour departures on the desk (agent; issue 27, decision 707): the departures of a range of days (typed in the
 * page's calendar) of one tour or all, each with its places sold of its total, its paid bookings, its waitlist,
 * the tour's minimum and the day it is to be confirmed, and its state; each opens its own page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const url = new URL(request.url);
  const typedFrom = url.searchParams.get("from") ?? "";
  const typedTo = url.searchParams.get("to") ?? "";
  const tourText = url.searchParams.get("tour") ?? "";
  const today = agencyToday();
  const from = typedFrom ? parseDateText(typedFrom) : today;
  const to = typedTo ? parseDateText(typedTo) : addDays(from ?? today, 30);
  const tourId = /^\d{1,9}$/.test(tourText) ? Number(tourText) : null;
  const badFrom = !from;
  const badTo = !to || (!!from && to < from);
  const tooLong = !badFrom && !badTo && addDays(from!, MAX_LIST_DAYS) < to!;
  const ok = !badFrom && !badTo && !tooLong;
  const [choices, departures] = await Promise.all([
    tourChoices(locale),
    ok ? listDepartures({ from: from!, to: to!, tourId }, locale) : Promise.resolve([]),
  ]);
  return {
    ...deskPage(locale, staff, t("screen.deskTourDepartures"), "deskTours"),
    search: {
      from: typedFrom || dateTextValue(today, locale),
      to: typedTo || dateTextValue(addDays(today, 30), locale),
      tour: tourId ? String(tourId) : "",
    },
    errors: { from: badFrom, to: badTo, tooLong },
    ok,
    choices,
    departures: departures.map((d) => ({
      ...d,
      day: formatDate(d.departsOn, locale),
      confirmDay: formatDate(d.confirmBy, locale),
      sold: formatDigits(d.sold, locale),
      places: formatDigits(d.places, locale),
      paidOrders: formatDigits(d.paidOrders, locale),
      paidPlaces: formatDigits(d.paidPlaces, locale),
      waitlist: formatDigits(d.waitlist, locale),
      minimum: formatDigits(d.minParticipants, locale),
      short: d.status === "open" && d.paidPlaces < d.minParticipants,
    })),
  };
}

export default function DeskTourDepartures() {
  const { title, frame, search, errors, ok, choices, departures } = useLoaderData<typeof loader>();
  const { t } = useTranslation("deskTours");
  const dateField = (name: "from" | "to") => {
    const message =
      name === "from"
        ? errors.from
          ? t("validation.date")
          : null
        : errors.to
          ? t("validation.range")
          : errors.tooLong
            ? t("validation.tooLong")
            : null;
    return (
      <div>
        <label htmlFor={`td-${name}`} className={labelClass}>
          {t(`list.${name}`)}
        </label>
        <input
          id={`td-${name}`}
          name={name}
          defaultValue={search[name]}
          required
          className="input"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `td-${name}-error td-hint` : "td-hint"}
        />
        {message ? (
          <p id={`td-${name}-error`} className="mt-1 text-sm text-red-800">
            {message}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <DeskPage current="deskTourDepartures" frame={frame} title={title}>
      <p className="text-gray-700">{t("list.intro")}</p>
      <Form
        method="get"
        className="mt-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-4"
      >
        {dateField("from")}
        {dateField("to")}
        <div>
          <label htmlFor="td-tour" className={labelClass}>
            {t("list.tour")}
          </label>
          <select id="td-tour" name="tour" defaultValue={search.tour} className="input">
            <option value="">{t("list.allTours")}</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <button className="btn-primary">{t("list.show")}</button>
        </div>
        <p id="td-hint" className="text-xs text-gray-600 sm:col-span-4">
          {t("list.hint")}
        </p>
      </Form>
      {!ok ? (
        <p role="alert" className="mt-4 text-red-800">
          {t("validation.fixSearch")}
        </p>
      ) : departures.length ? (
        <DeskTable
          className="mt-6"
          caption={t("list.caption")}
          heads={[
            t("list.columns.departure"),
            t("list.columns.tour"),
            t("list.columns.sold"),
            t("list.columns.bookings"),
            t("list.columns.waitlist"),
            t("list.columns.minimum"),
            t("list.columns.confirmBy"),
            t("list.columns.status"),
          ]}
        >
          {departures.map((d) => (
            <tr key={d.id} className="border-t border-gray-200">
              <th scope="row" className="px-3 py-2 text-start font-normal">
                <ScreenLink
                  to="deskTourDeparture"
                  params={{ id: String(d.id) }}
                  className="text-green-800 underline"
                  aria-label={t("list.openDeparture", { tour: d.title, date: d.day })}
                >
                  {d.day}
                </ScreenLink>
              </th>
              <td className="px-3 py-2">{d.title}</td>
              <td className="px-3 py-2">{t("list.soldOf", { sold: d.sold, places: d.places })}</td>
              <td className="px-3 py-2">{t("list.paid", { orders: d.paidOrders, places: d.paidPlaces })}</td>
              <td className="px-3 py-2">{d.waitlist}</td>
              <td className="px-3 py-2">{d.minimum}</td>
              <td className="px-3 py-2">{d.confirmDay}</td>
              <td className="px-3 py-2">
                {t(keyIn("deskTours:status", d.status))}
                {d.short ? <span className="block text-xs text-red-800">{t("list.short")}</span> : null}
              </td>
            </tr>
          ))}
        </DeskTable>
      ) : (
        <p className="mt-6 text-gray-700">{t("list.none")}</p>
      )}
    </DeskPage>
  );
}
