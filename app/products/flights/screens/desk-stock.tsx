import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Price } from "~/components/price";
import { DeskPage } from "~/desk/components/desk-page";
import { RouteDaySearch } from "~/desk/components/route-day-search";
import { actorOf, deskPage, staffOf } from "~/desk/frame.server";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { agencyToday } from "~/travel/clock";
import { dateTextValue, parseDateText } from "~/utils/date-text";
import { formatDate, formatTime } from "~/utils/format";
import { minorFromText } from "~/utils/money";
import { redirectWithToast } from "~/utils/toast.server";
import { fareSchema, flightsOn, setFlightClosed, setFlightFare } from "../desk/stock.server";
import { airlineName, placeByCode } from "../places";

/**
 * Flight inventory on the desk (agent; decision 114): the flights of a route on a day (an airport code
 * or a city, a date typed in the page's calendar), each with seats left of its total and its adult fare;
 * close or reopen one, change its fare. A closed flight is left out of searches at once.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const url = new URL(request.url);
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  const typedDate = url.searchParams.get("date") ?? "";
  const date = parseDateText(typedDate) ?? (typedDate ? null : agencyToday());
  const rows = from && to && date ? await flightsOn(from, to, date) : null;
  return {
    ...deskPage(locale, staff, t("screen.deskFlightStock"), "deskInventory"),
    search: { from, to, date: typedDate || dateTextValue(agencyToday(), locale) },
    asked: !!(from && to),
    badDate: !!typedDate && !date,
    day: date ? formatDate(date, locale) : null,
    flights: (rows ?? []).map((f) => ({
      id: f.id,
      number: f.flightNumber,
      airline: airlineName(f.airline, locale),
      route: `${f.origin} → ${f.destination}`,
      departs: formatTime(f.departAt, locale, placeByCode[f.origin]?.tz ?? "UTC"),
      seats: f.seatsRemaining,
      total: f.seatsTotal,
      price: f.priceAdult,
      priceText: String(f.priceAdult / 100),
      closed: f.closed,
    })),
    unknownPlace: !!(from && to) && rows === null && !!date,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const formData = await request.formData();
  const intent = formData.get("intent");
  const back = `${pathFor("deskFlightStock", locale)}${new URL(request.url).search}`;
  if (intent === "fare") {
    const parsed = fareSchema.safeParse(Object.fromEntries(formData));
    const fare = parsed.success ? minorFromText(parsed.data.price, { decimals: 2 }) : null;
    if (!parsed.success || fare === null)
      return redirectWithToast(back, { type: "error", message: "deskInventory:validation.price" });
    await setFlightFare(actor, parsed.data.id, fare);
    return redirectWithToast(back, { type: "success", message: "deskInventory:flights.priced" });
  }
  const changed = await setFlightClosed(actor, Number(formData.get("id")), intent === "close");
  return redirectWithToast(back, {
    type: changed ? "success" : "info",
    message: !changed
      ? "deskInventory:hotels.unchanged"
      : intent === "close"
        ? "deskInventory:flights.closed"
        : "deskInventory:flights.reopened",
  });
}

export default function DeskFlightStock() {
  const { title, frame, search, asked, badDate, day, flights, unknownPlace } = useLoaderData<typeof loader>();
  const { t } = useTranslation("deskInventory");
  return (
    <DeskPage current="deskFlightStock" frame={frame} title={title}>
      <RouteDaySearch
        id="fs"
        search={search}
        hint={t("flights.hint")}
        placesLtr
        badDate={badDate}
        unknownPlace={unknownPlace ? t("validation.place") : null}
      />
      {asked && !badDate && !unknownPlace ? (
        flights.length ? (
          <div className="relative mt-6 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t("flights.caption", { day: day ?? "" })}</caption>
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  {(["flight", "departs", "seats", "fare", "status"] as const).map((c) => (
                    <th key={c} scope="col" className="px-3 py-2 text-start">
                      {t(`flights.columns.${c}`)}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">{t("flights.columns.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {flights.map((f) => (
                  <tr key={f.id} className="border-t border-gray-200 align-top">
                    <th scope="row" className="px-3 py-2 text-start">
                      <span dir="ltr">{f.number}</span> · {f.airline} · <span dir="ltr">{f.route}</span>
                    </th>
                    <td className="px-3 py-2">{f.departs}</td>
                    <td className="px-3 py-2">{t("hotels.left", { left: f.seats, of: f.total })}</td>
                    <td className="px-3 py-2">
                      <Price money={{ amount: f.price, currency: "EUR" }} own vat={false} />
                      <Form method="post" className="mt-2 flex items-end gap-2">
                        <input type="hidden" name="id" value={f.id} />
                        <input type="hidden" name="intent" value="fare" />
                        <label htmlFor={`fare-${f.id}`} className="sr-only">
                          {t("flights.fareOf", { flight: f.number })}
                        </label>
                        <input
                          id={`fare-${f.id}`}
                          name="price"
                          defaultValue={f.priceText}
                          inputMode="decimal"
                          dir="ltr"
                          className="input w-24"
                        />
                        <button
                          className="text-green-800 underline"
                          aria-label={t("flights.saveFareOf", { flight: f.number })}
                        >
                          {t("flights.saveFare")}
                        </button>
                      </Form>
                    </td>
                    <td className="px-3 py-2">{f.closed ? t("flights.closedStatus") : t("flights.openStatus")}</td>
                    <td className="px-3 py-2">
                      <Form method="post">
                        <input type="hidden" name="id" value={f.id} />
                        <button
                          name="intent"
                          value={f.closed ? "reopen" : "close"}
                          className="text-red-800 underline"
                          aria-label={t(f.closed ? "flights.reopenOf" : "flights.closeOf", { flight: f.number })}
                        >
                          {t(f.closed ? "flights.reopen" : "flights.close")}
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-6 text-gray-700">{t("flights.none")}</p>
        )
      ) : null}
    </DeskPage>
  );
}
