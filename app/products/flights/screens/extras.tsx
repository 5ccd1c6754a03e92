import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { managedBooking } from "~/domains/orders/access.server";
import { orderDetails } from "~/domains/orders/order-read.server";
import { extraCharge, startChange } from "~/domains/orders/changes.server";
import { orderMoney } from "~/domains/orders/e-ticket.server";
import { orderCurrencyInfo } from "~/domains/orders/currency";
import { allCurrencies } from "~/utils/currency.server";
import { redirectWithToast } from "~/utils/toast.server";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesFor } from "~/i18n/resources.server";
import { useTranslation } from "~/i18n/react";
import { keyIn } from "~/i18n/keys";
import { pathFor } from "~/routing/screens";
import { ScreenLink } from "~/components/screen-link";
import { formatDigits, formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { agencyMoment } from "~/domains/orders/present";
import { FLIGHT_LINE_KIND } from "~/products/flights/cart-line";
import { BAG_KG, MAX_EXTRA_BAGS, bagPrice, bagsAllowed } from "~/products/flights/extras";
import { placeByCode } from "~/products/flights/places";
import { parseFlightLine } from "~/products/flights/change.server";
import {
  extrasFormSchema,
  flightOfLine,
  openFlights,
  proposeExtras,
  seatChoices,
  seatRows,
  type ExtrasError,
} from "~/products/flights/extras.server";

/**
 * Seats and bags for a booked flight (decision 110), from the booking page: the line's flights as links; on one
 * of them the seat map (rows, exit rows, extra legroom, seats taken) and, per passenger, a seat from the free ones
 * with its price and extra 23 kg bags. One form, no JavaScript needed; the total is paid by card on the
 * provider's page, the seats held meanwhile, and the booking's e-ticket then shows them.
 */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const { order } = await managedBooking(request, String(params.orderNumber ?? ""));
  if (order.status !== "confirmed") throw redirect(pathFor("confirmation", locale, { orderNumber: order.number }));
  const details = await orderDetails(order);
  const url = new URL(request.url);
  const wantedLine = Number(url.searchParams.get("line"));
  const wantedFlight = Number(url.searchParams.get("flight"));
  const t = await getFixedT(locale, "flights");
  const city = (code: string) => placeByCode[code]?.city[locale] ?? code;
  // Prices as this booking is charged: its currency at its rate, VAT included.
  const known = await allCurrencies();
  const currency = orderCurrencyInfo(order, known);
  const shown = (net: number) => orderMoney(extraCharge(order, net, known), currency, locale);
  const lines = await Promise.all(
    details.lines
      .filter((l) => l.kind === FLIGHT_LINE_KIND)
      .map(async (row) => {
        const line = parseFlightLine(row.payload);
        if (!line) return null;
        const open = await openFlights(line);
        const flights = line.legs.map((leg) => {
          const at = agencyMoment(leg.departAt, locale);
          return {
            offerId: leg.offerId,
            label: t("extras.flight", {
              number: leg.flightNumber,
              from: city(leg.origin),
              to: city(leg.destination),
              date: at.date,
            }),
            open: open.has(leg.offerId),
            selected: row.id === wantedLine && leg.offerId === wantedFlight,
          };
        });
        const chosen = flights.find((f) => f.selected && f.open);
        const flight = chosen ? await flightOfLine(line, chosen.offerId) : null;
        const own = flight ? line.passengers.map((_, i) => flight.seatOf(i)).filter((s): s is string => !!s) : [];
        return {
          id: row.id,
          flights,
          map: flight
            ? {
                offerId: flight.leg.offerId,
                aircraft: flight.aircraft,
                rows: seatRows(flight, own),
                letters: flight.map.layout,
                passengers: line.passengers.map((p, i) => ({
                  name: `${p.firstName} ${p.lastName}`,
                  type: p.type,
                  seat: flight.seatOf(i),
                  bags: flight.bagsOf(i),
                  seats:
                    flight.seatOf(i) || p.type === "infant"
                      ? []
                      : seatChoices(flight, p.type).map((c) => ({ ...c, price: c.price > 0 ? shown(c.price) : null })),
                  bagsAllowed: bagsAllowed(flight.flightType, p.type),
                })),
                bagPrice: shown(bagPrice(1, flight.domestic)),
              }
            : null,
        };
      }),
  );
  return data({
    title: t("extras.title"),
    noindex: true,
    messages: messagesFor(locale, "flights"),
    order: { number: order.number, currency: order.currency },
    lines: lines.filter((l) => l !== null),
    attempt: crypto.randomUUID(),
    percentKg: formatNumber(BAG_KG, locale),
  });
}

/** The seats and bags chosen: checked again, priced by the booking core, held, then paid on the provider's page. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { locale } = context;
  const { viewer, order } = await managedBooking(request, String(params.orderNumber ?? ""));
  const formData = await request.formData();
  const lineId = Number(formData.get("line"));
  const form = extrasFormSchema.safeParse({
    offerId: formData.get("offerId"),
    attempt: formData.get("attempt"),
    seat: formData.getAll("seat"),
    bags: formData.getAll("bags"),
  });
  const answer = (error: ExtrasError | "filled", passenger?: number) =>
    data(
      {
        error,
        passenger: passenger ?? null,
        seat: formData.getAll("seat").map(String),
        bags: formData.getAll("bags").map(String),
      },
      { status: 400 },
    );
  if (!form.success) return answer("nothing");
  const details = await orderDetails(order);
  const row = details.lines.find((l) => l.id === lineId && l.kind === FLIGHT_LINE_KIND);
  if (!row) return answer("nothing");
  const proposed = await proposeExtras(row, form.data);
  if ("error" in proposed) return answer(proposed.error, proposed.passenger);
  const outcome = await startChange({
    orderNumber: order.number,
    viewer,
    proposal: proposed.proposal,
    attempt: form.data.attempt,
  });
  if (outcome.kind === "error") return answer(outcome.message === "orders:change.filled" ? "seatTaken" : "nothing");
  if (outcome.kind === "pay") return redirect(outcome.url);
  return redirectWithToast(pathFor("confirmation", locale, { orderNumber: order.number }), {
    type: "success",
    message: "orders:change.extrasDone",
  });
}

export default function Extras() {
  const { order, lines, percentKg } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation("flights");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 wrap-anywhere">
      <p>
        <ScreenLink to="confirmation" params={{ orderNumber: order.number }} className="underline">
          {t("change.back", { number: order.number })}
        </ScreenLink>
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t("extras.title")}</h1>
      <p className="mt-2 text-gray-700">{t("extras.intro", { kg: percentKg })}</p>
      {failed ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800 ring-1 ring-red-200">
          {t(keyIn("flights:extras.error", failed.error))}
        </p>
      ) : null}
      {lines.map((line) => (
        <section key={line.id} className="mt-6 space-y-4">
          <nav aria-label={t("extras.flights")}>
            <ul className="flex flex-wrap gap-2">
              {line.flights.map((f) => (
                <li key={f.offerId}>
                  {f.open ? (
                    <ScreenLink
                      to="flightExtras"
                      params={{ orderNumber: order.number }}
                      search={`?line=${line.id}&flight=${f.offerId}`}
                      aria-current={f.selected ? "page" : undefined}
                      className={
                        f.selected
                          ? "block rounded-lg bg-green-700 px-3 py-2 text-sm text-white"
                          : "block rounded-lg bg-gray-100 px-3 py-2 text-sm hover:bg-gray-200"
                      }
                    >
                      {f.label}
                    </ScreenLink>
                  ) : (
                    <span className="block rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-600">{f.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {line.map ? (
            <SeatsForm key={line.map.offerId} line={{ ...line, map: line.map }} />
          ) : (
            <p className="text-gray-700">{t("extras.pick")}</p>
          )}
        </section>
      ))}
    </div>
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type LineWithMap = Loaded["lines"][number] & { map: NonNullable<Loaded["lines"][number]["map"]> };

/** One flight's seat map and each passenger's seat and bags: one form, paid at once. */
function SeatsForm({ line }: { line: LineWithMap }) {
  const { attempt, percentKg } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation("flights");
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
      <input type="hidden" name="line" value={line.id} />
      <input type="hidden" name="offerId" value={line.map.offerId} />
      <input type="hidden" name="attempt" value={attempt} />
      <figure className="overflow-x-auto">
        <figcaption className="mb-2 text-sm text-gray-700">
          {t("extras.map", { aircraft: line.map.aircraft })}
        </figcaption>
        {/* The picture of the cabin; the same seats, with their prices, are in each passenger's list. */}
        <table aria-hidden="true" className="border-separate border-spacing-1 text-xs" dir="ltr">
          <tbody>
            {line.map.rows.map((r) => (
              <tr key={r.row}>
                <th className="w-6 text-gray-600">{formatDigits(r.row, locale)}</th>
                {r.cells.map((c, i) =>
                  c ? (
                    <td
                      key={c.seat}
                      className={
                        c.state === "yours"
                          ? "h-7 w-7 rounded bg-green-700 text-center text-white"
                          : c.state === "taken"
                            ? "h-7 w-7 rounded bg-gray-300 text-center text-gray-500 line-through"
                            : c.legroom
                              ? "h-7 w-7 rounded bg-sky-100 text-center ring-1 ring-sky-400"
                              : "h-7 w-7 rounded bg-white text-center ring-1 ring-gray-300"
                      }
                    >
                      {c.seat.slice(-1)}
                    </td>
                  ) : (
                    <td key={`aisle-${i}`} className="w-3" />
                  ),
                )}
                <td className="text-gray-600">{r.exit ? t("extras.exit") : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-gray-700">{t("extras.legend")}</p>
      </figure>
      <div className="space-y-4">
        {line.map.passengers.map((p, i) => (
          <fieldset key={i} className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
            <legend className="px-1 font-semibold">{p.name}</legend>
            {p.seat ? (
              <p className="text-sm">
                {t("extras.yourSeat", { seat: p.seat })}
                <input type="hidden" name="seat" value="" />
              </p>
            ) : p.type === "infant" ? (
              <p className="text-sm text-gray-700">
                {t("extras.lap")}
                <input type="hidden" name="seat" value="" />
              </p>
            ) : (
              <label className="block text-sm">
                <span className="font-medium">{t("extras.seat")}</span>
                <select
                  name="seat"
                  defaultValue={failed?.seat[i] ?? ""}
                  aria-invalid={failed?.passenger === i && failed.error.startsWith("seat") ? true : undefined}
                  aria-describedby={failed?.passenger === i ? `extras-error-${i}` : undefined}
                  className="mt-1 block w-full rounded border border-gray-300 p-2"
                >
                  <option value="">{t("extras.noSeat")}</option>
                  <optgroup label={t("extras.legroom")}>
                    {p.seats
                      .filter((s) => s.legroom)
                      .map((s) => (
                        <SeatOption key={s.seat} seat={s.seat} price={s.price} />
                      ))}
                  </optgroup>
                  <optgroup label={t("extras.standard")}>
                    {p.seats
                      .filter((s) => !s.legroom)
                      .map((s) => (
                        <SeatOption key={s.seat} seat={s.seat} price={s.price} />
                      ))}
                  </optgroup>
                </select>
              </label>
            )}
            {p.bagsAllowed && p.bags < MAX_EXTRA_BAGS ? (
              <label className="mt-3 block text-sm">
                <span className="font-medium">{t("extras.bags", { kg: percentKg, price: line.map.bagPrice })}</span>
                <select
                  name="bags"
                  defaultValue={failed?.bags[i] ?? "0"}
                  className="mt-1 block w-full rounded border border-gray-300 p-2"
                >
                  <option value="0">{t("extras.noBag")}</option>
                  {Array.from({ length: MAX_EXTRA_BAGS - p.bags }, (_, n) => (
                    <option key={n + 1} value={n + 1}>
                      {t("extras.pieces", { count: n + 1 })}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <p className="mt-3 text-sm text-gray-700">
                {p.bagsAllowed ? t("extras.bagsMax") : t("extras.noBags")}
                <input type="hidden" name="bags" value="0" />
              </p>
            )}
            {p.bags > 0 ? <p className="mt-1 text-sm">{t("extras.yourBags", { count: p.bags })}</p> : null}
            {failed?.passenger === i ? (
              <p id={`extras-error-${i}`} className="mt-2 text-sm text-red-700">
                {t(keyIn("flights:extras.error", failed.error))}
              </p>
            ) : null}
          </fieldset>
        ))}
        <p className="text-sm text-gray-700">{t("extras.note")}</p>
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("extras.pay")}
        </button>
      </div>
    </Form>
  );
}

function SeatOption({ seat, price }: { seat: string; price: string | null }) {
  const { t } = useTranslation("flights");
  return (
    <option value={seat}>{price ? t("extras.seatPriced", { seat, price }) : t("extras.seatFree", { seat })}</option>
  );
}
