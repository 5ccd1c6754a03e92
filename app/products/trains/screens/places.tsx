import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useLoaderData, useSubmit } from "@remix-run/react";
import { ErrorList } from "~/components/error-list";
import { StaleBanner } from "~/components/stale-banner";
import { ScreenLink } from "~/components/screen-link";
import { PriceBreakdown, RefundLadder, TripSummary } from "~/products/trains/components/trip-summary";
import { getDb } from "~/db/client.server";
import { compartmentKinds, meals, wagonTypes, type Meal, type WagonType } from "~/products/trains/codes";
import { MEAL_PRICE, placePrice, priceBooking } from "~/products/trains/fares";
import { wagonStates } from "~/products/trains/inventory.server";
import { kindFor, readSearch, refundLadder, trainResultsStale, tripOf } from "~/products/trains/pages.server";
import { placesOfChoice, wagonPlan, type WagonPlan } from "~/products/trains/plan";
import { operatorName, stationName } from "~/products/trains/present";
import { changeQuery, searchOnly } from "~/products/trains/search-url";
import { tripTimes } from "~/products/trains/trip";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesFor, messagesPart } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { formatDigits, formatLongDate } from "~/utils/format";
import { Price } from "~/components/price";

/**
 * The place plan (GET, works without JavaScript): the chosen train's wagons of the chosen
 * type, each with its places left; the plan of one wagon as a table of compartments (or
 * rows of seats) with free and taken places and a radio per compartment the party may take
 * (checkboxes per free seat in an open car); the compartment kind and whole compartment;
 * a meal when the train serves one; the price per passenger type and the refund ladder.
 * "Continue" sends the same GET form back with `next=1`: the choice is checked against the
 * plan (plan.ts) and the passenger step opens with the places, or the error is shown at the plan.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const found = context.screen;
  if (!found || found.screen !== "trainPlaces") throw new Response(null, { status: 404 });
  const { locale } = context;
  const t = await getFixedT(locale, "trains");
  const q = url.searchParams;
  const base = {
    title: t("places.title"),
    noindex: true,
    messages: { ...messagesFor(locale, "trains"), ...messagesPart(locale, "hotels", "stale") },
  };
  const { search } = readSearch(q);
  const trip = search ? tripOf(q, search) : null;
  const type = q.get("type") as WagonType;
  if (!search || !trip || !wagonTypes.includes(type) || !trip.train.wagons.some((w) => w.type === type))
    return data({ ...base, status: "gone" as const, searchAgain: `?${searchOnly(q)}` }, { status: 404 });
  const { train, date } = trip;
  const kind = kindFor(train, (q.get("kind") as typeof search.kind) ?? search.kind);
  const whole = search.whole;
  const party = { counts: search.passengers, kind, whole };
  const states = (await wagonStates(await getDb(), [train.id], date)).get(train.id)!;
  const ofType = train.wagons.filter((w) => w.type === type).map((w) => states.get(w.wagonNo)!);
  const plans = ofType.map((w) => wagonPlan(w, party));
  const fits = (p: WagonPlan) =>
    whole ? p.rows.some((r) => r.choosable) : p.placesLeft >= party.counts.adults + party.counts.children;
  const asked = Number(q.get("wagon"));
  const plan = plans.find((p) => p.wagonNo === asked) ?? plans.find(fits) ?? plans[0];
  const meal: Meal =
    meals.includes(q.get("meal") as Meal) && train.meals.includes(q.get("meal") as never)
      ? (q.get("meal") as Meal)
      : "none";
  const step = searchOnly(q);
  step.set("at", q.get("at") ?? "");
  step.set("train", String(train.id));
  step.set("day", date);
  step.set("type", type);
  if (kind !== search.kind) step.set("kind", kind);
  let error: string | null = null;
  if (q.get("next") === "1") {
    const c = q.get("c");
    const choice = placesOfChoice(
      states.get(plan.wagonNo)!,
      {
        compartment: c ? Number(c) : null,
        seats: q
          .getAll("p")
          .map(Number)
          .filter((n) => Number.isInteger(n) && n > 0),
      },
      { ...party, sells: train.compartmentKinds },
    );
    if (choice.ok)
      throw redirect(
        `${pathFor("trainPassengers", locale)}?${changeQuery(step, { wagon: plan.wagonNo, pl: choice.places, any: choice.anyPlace ? 1 : undefined, meal: meal === "none" ? undefined : meal })}`,
      );
    error = `trains:errors.place.${choice.error}`;
  }
  const wagon = states.get(plan.wagonNo)!;
  const times = tripTimes(train, date);
  const fare = placePrice(train.km, type, train.operator);
  return data(
    {
      ...base,
      status: "ok" as const,
      stale: trainResultsStale(Number(q.get("at"))),
      refresh: `?${searchOnly(q)}`,
      resultsSearch: `?${changeQuery(step, { train: undefined, day: undefined, type: undefined, kind: undefined })}`,
      trip: {
        number: formatDigits(train.number, locale),
        operator: operatorName(train.operator, locale),
        from: stationName(train.from, locale),
        to: stationName(train.to, locale),
        date: formatLongDate(date, locale),
        departs: formatDigits(times.departs, locale),
        arrives: formatDigits(times.arrives, locale),
        arrivalDays: times.arrivalDays,
        type,
      },
      hidden: [...step.entries()],
      wagonLinks: plans.map((p) => ({
        wagonNo: p.wagonNo,
        placesLeft: p.placesLeft,
        fits: fits(p),
        href: `?${changeQuery(step, { wagon: p.wagonNo, meal: meal === "none" ? undefined : meal })}`,
        current: p.wagonNo === plan.wagonNo,
      })),
      plan,
      kind,
      kinds: wagon.berths ? compartmentKinds.filter((k) => train.compartmentKinds.includes(k)) : [],
      whole,
      seated: party.counts.adults + party.counts.children,
      chosen: { c: q.get("c") ?? "", p: q.getAll("p").map(Number) },
      meal,
      meals: train.meals.map((m) => ({ meal: m, price: MEAL_PRICE[m] })),
      price: priceBooking(fare, search.passengers, { berths: whole && wagon.berths ? wagon.berths : null, meal }),
      ladder: refundLadder(train, date, locale),
      error,
    },
    { status: error ? 400 : 200 },
  );
}

type LoaderOk = Extract<Awaited<ReturnType<typeof loader>>, { data: { status: "ok" } }>["data"];

export default function TrainPlacesScreen() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("trains");
  if (d.status !== "ok")
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold">{t("errors.gone")}</h1>
        <p className="mt-3">
          <ScreenLink to="trainResults" search={d.searchAgain} className="text-green-800 underline">
            {t("places.searchAgain")}
          </ScreenLink>
        </p>
      </main>
    );
  return <Places d={d as unknown as LoaderOk} />;
}

function Places({ d }: { d: LoaderOk }) {
  const { t } = useTranslation("trains");
  const sep = t("common:separator");
  const { t: th } = useTranslation("hotels");
  const submit = useSubmit();
  const errorId = d.error ? "plan-error" : undefined;
  const withoutWagon = d.hidden.filter(([k]) => k !== "kind");
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold md:text-3xl">{t("places.title")}</h1>
        {d.stale ? (
          <StaleBanner text={t("stale.text")}>
            <ScreenLink to="trainResults" search={d.refresh} className="btn-primary">
              {th("stale.refresh")}
            </ScreenLink>
          </StaleBanner>
        ) : null}
        <nav aria-label={t("places.wagons")} className="mt-6">
          <h2 className="text-lg font-semibold">{t("places.wagons")}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {d.wagonLinks.map((w) => (
              <li key={w.wagonNo}>
                <ScreenLink
                  to="trainPlaces"
                  search={w.href}
                  aria-current={w.current ? "true" : undefined}
                  className={
                    w.current
                      ? "block rounded-lg bg-green-700 px-3 py-2 text-white"
                      : "block rounded-lg bg-white px-3 py-2 ring-1 ring-gray-300"
                  }
                >
                  {t("places.wagonLink", { number: w.wagonNo, count: w.placesLeft })}
                </ScreenLink>
              </li>
            ))}
          </ul>
        </nav>
        {d.kinds.length > 1 ? (
          <Form
            method="get"
            className="mt-6 flex flex-wrap items-end gap-3"
            aria-label={t("places.kindTitle")}
            onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
          >
            {withoutWagon.map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
            <input type="hidden" name="wagon" value={d.plan.wagonNo} />
            <fieldset>
              <legend className="mb-1 font-medium">{t("places.kindTitle")}</legend>
              <div className="flex flex-wrap gap-4">
                {d.kinds.map((k) => (
                  <label key={k} className="flex items-center gap-2">
                    <input type="radio" name="kind" value={k} defaultChecked={d.kind === k} />
                    {t(`kind.${k}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="rounded-lg px-4 py-2 ring-1 ring-green-700">
              {t("places.showPlan")}
            </button>
          </Form>
        ) : null}
        <Form method="get" className="mt-6 grid gap-6" aria-label={t("places.formTitle")}>
          {d.hidden.map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <input type="hidden" name="wagon" value={d.plan.wagonNo} />
          <input type="hidden" name="next" value="1" />
          <fieldset aria-describedby={errorId}>
            <legend className="text-lg font-semibold">
              {t("places.planTitle", { number: d.plan.wagonNo, type: t(keyIn("trains:wagon", d.trip.type)) })}
            </legend>
            <p className="mt-1 text-sm text-gray-700">
              {d.plan.seatCar
                ? t("places.seatHint", { count: d.seated })
                : d.whole
                  ? t("places.wholeHint")
                  : t("places.compartmentHint", { count: d.seated })}
            </p>
            {d.error ? (
              <div id={errorId} role="alert" className="mt-2">
                <ErrorList errors={[d.error]} />
              </div>
            ) : null}
            {d.plan.seatCar ? (
              <p className="mt-3 text-sm text-gray-700">{t("places.anySeat")}</p>
            ) : (
              <label className="mt-3 flex items-center gap-2">
                <input type="radio" name="c" value="" defaultChecked={!d.chosen.c} />
                {t("places.anyCompartment")}
              </label>
            )}
            <div className="mt-3 overflow-x-auto">
              <table className="w-full border-collapse text-sm" data-testid="place-plan">
                <caption className="sr-only">{t("places.caption", { number: d.plan.wagonNo })}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="p-2 text-start">
                      {d.plan.seatCar ? t("places.row") : t("places.compartment")}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t("places.places")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.plan.rows.map((r) => (
                    <tr key={r.no} className="border-t border-gray-200">
                      <th scope="row" className="p-2 text-start align-top font-normal">
                        {d.plan.seatCar ? (
                          t("places.rowNo", { number: r.no })
                        ) : (
                          <label className="flex items-center gap-2">
                            <input
                              type="radio"
                              name="c"
                              value={r.no}
                              disabled={!r.choosable}
                              defaultChecked={d.chosen.c === String(r.no)}
                            />
                            <span>
                              {t("places.compartmentNo", { number: r.no })}
                              {r.held ? (
                                <span className="block text-xs text-gray-600">{t(keyIn("trains:held", r.held))}</span>
                              ) : (
                                <span className="block text-xs text-green-800">{t("held.free")}</span>
                              )}
                            </span>
                          </label>
                        )}
                      </th>
                      <td className="p-2">
                        <ul className="flex flex-wrap gap-2">
                          {r.places.map((p) =>
                            d.plan.seatCar ? (
                              <li key={p.no}>
                                <label
                                  className={`flex items-center gap-1 rounded px-2 py-1 ring-1 ${p.free ? "bg-white ring-green-700" : "bg-gray-200 text-gray-600 ring-gray-300"}`}
                                >
                                  <input
                                    type="checkbox"
                                    name="p"
                                    value={p.no}
                                    disabled={!p.free}
                                    defaultChecked={d.chosen.p.includes(p.no)}
                                  />
                                  {t(p.free ? "places.seatFree" : "places.seatTaken", { number: p.no })}
                                </label>
                              </li>
                            ) : (
                              <li
                                key={p.no}
                                className={`rounded px-2 py-1 ring-1 ${p.free ? "bg-white ring-green-700" : "bg-gray-200 text-gray-600 ring-gray-300"}`}
                              >
                                {t(p.free ? "places.berthFree" : "places.berthTaken", { number: p.no })}
                              </li>
                            ),
                          )}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </fieldset>
          {d.meals.length ? (
            <fieldset>
              <legend className="text-lg font-semibold">{t("places.meal")}</legend>
              <div className="mt-2 grid gap-1">
                <label className="flex items-center gap-2">
                  <input type="radio" name="meal" value="none" defaultChecked={d.meal === "none"} />
                  {t("meal.none")}
                </label>
                {d.meals.map((m) => (
                  <label key={m.meal} className="flex items-center gap-2">
                    <input type="radio" name="meal" value={m.meal} defaultChecked={d.meal === m.meal} />
                    <span>
                      {t(keyIn("trains:meal", m.meal))}
                      {sep}
                      <Price money={{ amount: m.price, currency: "IRR" }} /> {t("places.perPassenger")}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <button type="submit" className="btn-primary justify-self-start">
            {t("places.continue")}
          </button>
        </Form>
        <p className="mt-4">
          <ScreenLink to="trainResults" search={d.resultsSearch} className="text-green-800 underline">
            {t("places.backToResults")}
          </ScreenLink>
        </p>
      </div>
      <aside className="grid content-start gap-4">
        <TripSummary trip={d.trip} />
        <PriceBreakdown price={d.price} />
        <RefundLadder ladder={d.ladder} />
      </aside>
    </main>
  );
}
