import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { managedBooking } from "~/domains/orders/access.server";
import { orderDetails } from "~/domains/orders/order-read.server";
import { priceChange, startChange } from "~/domains/orders/changes.server";
import { allCurrencies } from "~/utils/currency.server";
import { redirectWithToast } from "~/utils/toast.server";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesFor } from "~/i18n/resources.server";
import { useTranslation } from "~/i18n/react";
import { keyIn, runtimeKey } from "~/i18n/keys";
import { pathFor } from "~/routing/screens";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { formatFullDate, formatNumber } from "~/utils/format";
import { FLIGHT_LINE_KIND, countsOf } from "~/products/flights/cart-line";
import { penalties } from "~/products/flights/fare-rules";
import { presentTrip } from "~/products/flights/present";
import { placeByCode } from "~/products/flights/places";
import { getItinerary } from "~/products/flights/inventory.server";
import {
  changeDays,
  changeRules,
  groupsOf,
  localDay,
  parseFlightLine,
  proposeChange,
  replacements,
} from "~/products/flights/change.server";
import { OfferCard } from "~/products/flights/components/offer-card";

/**
 * Changing the date of a booked flight (decision 109), from "booked" or the guest's booking link: each
 * itinerary of the booking with the fare rules that apply now (change fee, refund); choosing one shows the
 * days around it as links, a day its flights with what the change costs or gives back — the fare
 * difference plus the fee, VAT included — and a button that holds the new seats and sends the customer to
 * pay by card (or applies it at once when nothing is due). Plain links and forms: no JavaScript needed.
 */

const pick = z.object({
  line: z.coerce.number().int().positive(),
  trip: z.coerce.number().int().min(0).max(4),
});
const choose = pick.extend({
  ids: z.string().regex(/^\d{1,9}(-\d{1,9}){0,2}$/),
  attempt: z.string().min(8).max(64),
});

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const { order } = await managedBooking(request, String(params.orderNumber ?? ""));
  const back = pathFor("confirmation", locale, { orderNumber: order.number });
  if (order.status !== "confirmed") throw redirect(back);
  const details = await orderDetails(order);
  const now = new Date();
  const url = new URL(request.url);
  const wanted = pick.safeParse(Object.fromEntries(url.searchParams));
  const date = url.searchParams.get("date");
  const known = await allCurrencies();
  const t = await getFixedT(locale, "flights");
  const percent = (n: number) => formatNumber(n / 100, locale, { style: "percent" });
  const lines = await Promise.all(
    details.lines
      .filter((l) => l.kind === FLIGHT_LINE_KIND)
      .map(async (row) => {
        const line = parseFlightLine(row.payload);
        if (!line) return null;
        const counts = countsOf(line.passengers);
        const groups = groupsOf(line);
        const rules = changeRules(line, now);
        const trips = await Promise.all(
          groups.map(async (group, index) => {
            const it = await getItinerary(group);
            const rule = rules[index].rule;
            const legs = rules[index].legs;
            const fares = [...new Set(legs.map((l) => l.fareType))];
            const refundable = fares.every((f) => penalties[f].refundable);
            const selected = wanted.success && wanted.data.line === row.id && wanted.data.trip === index;
            const booked = legs[0] ? localDay(legs[0]) : "";
            return {
              index,
              trip: it ? presentTrip(it, locale, counts) : null,
              from: placeByCode[legs[0]?.origin ?? ""]?.city[locale] ?? legs[0]?.origin,
              to: placeByCode[legs.at(-1)?.destination ?? ""]?.city[locale] ?? legs.at(-1)?.destination,
              day: booked ? formatFullDate(booked, locale) : "",
              changeable: rule.changeable,
              fee: rule.changeable ? percent(rule.percent) : null,
              fares: fares.map((f) => t(keyIn("flights:fareType", f))).join(" + "),
              refundable,
              selected,
              days:
                selected && rule.changeable
                  ? changeDays(booked, now).map((d) => ({ date: d, label: formatFullDate(d, locale) }))
                  : [],
              booked,
            };
          }),
        );
        const active = trips.find((x) => x.selected && x.changeable);
        const day = active && date && active.days.some((d) => d.date === date) ? date : null;
        const options =
          active && day
            ? await Promise.all(
                (await replacements(line, active.index, day, now))
                  .sort((a, b) => a.departAt.getTime() - b.departAt.getTime())
                  .slice(0, 20)
                  .map(async (it) => {
                    const ids = it.segments.map((s) => s.id);
                    const proposal = await proposeChange(row, active.index, ids, now, it);
                    if (!proposal) return null;
                    const { charge } = priceChange(order, row, proposal, known);
                    return { ids: ids.join("-"), trip: presentTrip(it, locale, counts), charge };
                  }),
              )
            : [];
        return {
          id: row.id,
          trips,
          day: day ? formatFullDate(day, locale) : null,
          dayIso: day,
          options: options.filter((o) => o !== null),
        };
      }),
  );
  return data({
    title: t("change.title"),
    noindex: true,
    messages: messagesFor(locale, "flights"),
    order: { number: order.number, currency: order.currency },
    lines: lines.filter((l) => l !== null),
    attempt: crypto.randomUUID(),
  });
}

/** The customer chooses the new flights: checked again, held, then paid on the provider's page or applied. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { locale } = context;
  const { viewer, order } = await managedBooking(request, String(params.orderNumber ?? ""));
  const back = pathFor("confirmation", locale, { orderNumber: order.number });
  const form = choose.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return redirectWithToast(back, { type: "error", message: "orders:change.notChangeable" });
  const details = await orderDetails(order);
  const row = details.lines.find((l) => l.id === form.data.line && l.kind === FLIGHT_LINE_KIND);
  const here = `${pathFor("flightChange", locale, { orderNumber: order.number })}?line=${form.data.line}&trip=${form.data.trip}`;
  const proposal = row
    ? await proposeChange(row, form.data.trip, form.data.ids.split("-").map(Number), new Date())
    : null;
  if (!proposal) return redirectWithToast(here, { type: "error", message: "orders:change.gone" });
  const outcome = await startChange({
    orderNumber: order.number,
    viewer,
    proposal,
    attempt: form.data.attempt,
  });
  if (outcome.kind === "error") return redirectWithToast(here, { type: "error", message: runtimeKey(outcome.message) });
  if (outcome.kind === "pay") return redirect(outcome.url);
  return redirectWithToast(back, {
    type: "success",
    message: outcome.refund > 0 ? "orders:change.doneRefund" : "orders:change.done",
  });
}

export default function ChangeDate() {
  const { order, lines, attempt } = useLoaderData<typeof loader>();
  const { t } = useTranslation("flights");
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 wrap-anywhere">
      <p>
        <ScreenLink to="confirmation" params={{ orderNumber: order.number }} className="underline">
          {t("change.back", { number: order.number })}
        </ScreenLink>
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t("change.title")}</h1>
      <p className="mt-2 text-gray-700">{t("change.intro")}</p>
      {lines.map((line) => (
        <section key={line.id} className="mt-6 space-y-6">
          {line.trips.map((trip) => (
            <article
              key={trip.index}
              aria-labelledby={`trip-${line.id}-${trip.index}`}
              className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
            >
              <h2 id={`trip-${line.id}-${trip.index}`} className="text-xl font-semibold">
                {t("change.trip", { from: trip.from, to: trip.to, date: trip.day })}
              </h2>
              <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-gray-600">{t("offer.fare")}</dt>
                  <dd>{trip.fares}</dd>
                </div>
                <div>
                  <dt className="text-gray-600">{t("change.feeNow")}</dt>
                  <dd>{trip.fee ? t("change.feeShare", { share: trip.fee }) : t("change.notChangeable")}</dd>
                </div>
                <div>
                  <dt className="text-gray-600">{t("change.cancelRule")}</dt>
                  <dd>{trip.refundable ? t("offer.refundable") : t("offer.nonRefundable")}</dd>
                </div>
              </dl>
              <p className="mt-2 text-sm">
                <ScreenLink to="refundGuide" className="underline">
                  {t("change.rules")}
                </ScreenLink>
              </p>
              {trip.trip ? (
                <div className="mt-3">
                  <OfferCard
                    offer={trip.trip}
                    aside={<span className="text-sm text-gray-700">{t("change.booked")}</span>}
                  />
                </div>
              ) : null}
              {trip.changeable && !trip.selected ? (
                <p className="mt-3">
                  <ScreenLink
                    to="flightChange"
                    params={{ orderNumber: order.number }}
                    search={`?line=${line.id}&trip=${trip.index}`}
                    className="btn-primary"
                  >
                    {t("change.pickDate")}
                  </ScreenLink>
                </p>
              ) : null}
              {trip.selected && trip.days.length ? (
                <nav aria-label={t("change.days")} className="mt-4">
                  <ul className="flex flex-wrap gap-2">
                    {trip.days.map((d) => (
                      <li key={d.date}>
                        <ScreenLink
                          to="flightChange"
                          params={{ orderNumber: order.number }}
                          search={`?line=${line.id}&trip=${trip.index}&date=${d.date}`}
                          aria-current={line.dayIso === d.date ? "date" : undefined}
                          className={
                            line.dayIso === d.date
                              ? "block rounded-lg bg-green-700 px-3 py-2 text-sm text-white"
                              : "block rounded-lg bg-gray-100 px-3 py-2 text-sm hover:bg-gray-200"
                          }
                        >
                          {d.label}
                        </ScreenLink>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
              {trip.selected && line.day ? (
                <div className="mt-4 space-y-3">
                  <h3 className="text-lg font-semibold">{t("change.on", { date: line.day })}</h3>
                  {line.options.length === 0 ? <p>{t("change.none")}</p> : null}
                  {line.options.map((o) => (
                    <OfferCard
                      key={o.ids}
                      offer={o.trip}
                      aside={
                        <Form method="post" className="flex flex-col gap-2 @xl:items-end">
                          <input type="hidden" name="line" value={line.id} />
                          <input type="hidden" name="trip" value={trip.index} />
                          <input type="hidden" name="ids" value={o.ids} />
                          <input type="hidden" name="attempt" value={attempt} />
                          <p className="text-sm text-gray-700">
                            {t("change.difference")}{" "}
                            <Price money={{ amount: o.charge.difference, currency: order.currency }} own />
                          </p>
                          <p className="text-sm text-gray-700">
                            {t("change.fee")} <Price money={{ amount: o.charge.fee, currency: order.currency }} own />
                          </p>
                          <p className="text-lg font-bold text-green-800" data-testid="change-balance">
                            {o.charge.due > 0 ? t("change.toPay") : t("change.toRefund")}{" "}
                            <Price
                              money={{
                                amount: o.charge.due > 0 ? o.charge.due : o.charge.refund,
                                currency: order.currency,
                              }}
                              own
                            />
                          </p>
                          <button
                            type="submit"
                            className="btn-primary"
                            disabled={busy}
                            aria-label={`${t("common:labelled", { label: o.charge.due > 0 ? t("change.payAndChange") : t("change.confirm") })} ${o.trip.airline} ${o.trip.flightNumber} ${o.trip.departTime}`}
                          >
                            {o.charge.due > 0 ? t("change.payAndChange") : t("change.confirm")}
                          </button>
                        </Form>
                      }
                    />
                  ))}
                </div>
              ) : null}
            </article>
          ))}
        </section>
      ))}
      <p className="mt-6 text-sm text-gray-700">{t("change.note")}</p>
    </div>
  );
}
