import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useValidatedForm } from "~/components/forms";
import { TravellerForm, TravellerPage, type TravellerRules } from "~/components/travellers/traveller-form";
import { readTravellerForm, travellerChoices } from "~/components/travellers/traveller-form.server";
import { StaleBanner } from "~/components/stale-banner";
import { ScreenLink } from "~/components/screen-link";
import { PriceBreakdown, RefundLadder, TripSummary } from "~/products/trains/components/trip-summary";
import { addLine, getOrCreateCart } from "~/domains/cart/cart.server";
import { agencyToday, searchedAtOf } from "~/travel/clock";
import { birthFields, nationalityOf } from "~/travel/travellers";
import { recheckTrip, trainCartLine } from "~/products/trains/booking.server";
import { trainDocumentFor } from "~/products/trains/cart-line";
import { meals, wagonTypes, type Meal, type WagonType } from "~/products/trains/codes";
import {
  kindFor,
  partyTypes,
  readSearch,
  refundLadder,
  trainResultsStale,
  tripOf,
} from "~/products/trains/pages.server";
import {
  trainPassengerSchema,
  type TrainFormContext,
  type TrainPassengerInput,
} from "~/products/trains/passenger-form";
import { provisionalParty } from "~/products/trains/plan";
import { operatorName, stationName } from "~/products/trains/present";
import { changeQuery, searchOnly } from "~/products/trains/search-url";
import { tripTimes } from "~/products/trains/trip";
import { findCart, listLines } from "~/domains/cart/cart.server";
import { travellersOfOutbound } from "~/products/trains/return-party";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesFor, messagesPart } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { formatDigits, formatLongDate } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The train passenger step: the trip and places chosen on the plan (re-read now: still
 * free and allowed, the price), one form per passenger of the search's party (flights'
 * passenger rules: Latin names, gender, birth date, national ID or passport by
 * nationality), the contact; a signed-in customer may load the travellers of earlier
 * bookings. On continue the same schema checks the form on the server, trainCartLine
 * re-checks the places and the trip becomes a line in the cart; a place taken in the
 * meantime says "This place has just been taken" with a way back to the plan.
 */
async function step(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const found = context.screen;
  if (!found || found.screen !== "trainPassengers") throw new Response(null, { status: 404 });
  const { locale } = context;
  const q = url.searchParams;
  const { search } = readSearch(q);
  const trip = search ? tripOf(q, search) : null;
  const type = q.get("type") as WagonType;
  const wagon = trip?.train.wagons.find((w) => w.wagonNo === Number(q.get("wagon")) && w.type === type);
  const places = q
    .getAll("pl")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const mealAsked = q.get("meal") as Meal;
  const meal: Meal = meals.includes(mealAsked) ? mealAsked : "none";
  const at = Number(q.get("at"));
  if (!search || !trip || !wagon || !wagonTypes.includes(type) || !places.length)
    return { locale, url, q, ok: false as const, planSearch: `?${searchOnly(q)}` };
  const kind = kindFor(trip.train, (q.get("kind") as typeof search.kind) || search.kind);
  const planSearch = `?${changeQuery(q, { pl: undefined, any: undefined, next: undefined })}`;
  const request_ = {
    trainId: trip.train.id,
    date: trip.date,
    wagonNo: wagon.wagonNo,
    places,
    kind: wagon.berths ? kind : null,
    whole: Boolean(wagon.berths) && search.whole,
    meal,
    // The site chose the places ("choose for me" on the plan): any free ones of the same rules will do.
    anyPlace: q.get("any") === "1",
  };
  return { locale, url, q, ok: true as const, search, trip, wagon, request: request_, at, planSearch };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const c = await step(request, context);
  const t = await getFixedT(c.locale, "trains");
  const base = {
    title: t("passengers.title"),
    noindex: true,
    messages: { ...messagesFor(c.locale, "trains"), ...messagesPart(c.locale, "hotels", "stale") },
  };
  if (!c.ok)
    return data(
      { ...base, status: "gone" as const, back: c.planSearch, backTo: "trainResults" as const },
      { status: 404 },
    );
  const { search, trip, wagon, locale } = c;
  const check = await recheckTrip({ ...c.request, passengers: provisionalParty(search.passengers, search.kind) });
  if (check.status !== "ok")
    return data(
      {
        ...base,
        status: check.status === "taken" ? ("taken" as const) : ("gone" as const),
        back: check.status === "taken" ? c.planSearch : `?${searchOnly(c.q)}`,
        backTo: check.status === "taken" ? ("trainPlaces" as const) : ("trainResults" as const),
      },
      { status: 409 },
    );
  const { user, saved, countries } = await travellerChoices(request, locale, (s) => ({
    firstName: s.firstName,
    lastName: s.lastName,
    gender: s.gender,
    // The birth date in the page's calendar (Jalali year, month and day in fa).
    ...birthFields(s.birthDate, locale),
    nationality: nationalityOf(s),
    nationalId: s.nationalId ?? "",
    passportNumber: s.passportNumber ?? "",
  }));
  const types = partyTypes(search);
  // The way back starts from the way out's travellers (already in the cart).
  const cart = trip.inbound ? await findCart(request) : null;
  const outbound = cart ? travellersOfOutbound(await listLines(cart.id), search.date, types, locale) : null;
  const formContext: TrainFormContext = { types, travelDate: trip.date, today: agencyToday(), kind: c.request.kind };
  const times = tripTimes(trip.train, trip.date);
  return {
    ...base,
    status: "ok" as const,
    stale: trainResultsStale(c.at),
    refresh: `?${searchOnly(c.q)}`,
    planSearch: c.planSearch,
    trip: {
      number: formatDigits(trip.train.number, locale),
      operator: operatorName(trip.train.operator, locale),
      from: stationName(trip.train.from, locale),
      to: stationName(trip.train.to, locale),
      date: formatLongDate(trip.date, locale),
      departs: formatDigits(times.departs, locale),
      arrives: formatDigits(times.arrives, locale),
      arrivalDays: times.arrivalDays,
      type: wagon.type,
    },
    places: {
      wagonNo: formatDigits(wagon.wagonNo, locale),
      list: check.places.map((p) => formatDigits(p, locale)).join(locale === "fa" ? "، " : ", "),
      kind: c.request.kind,
      whole: c.request.whole,
      meal: c.request.meal,
    },
    price: check.price,
    ladder: refundLadder(trip.train, trip.date, locale),
    formContext,
    signedIn: Boolean(user),
    contact: { email: outbound?.email ?? user?.email ?? "", mobile: outbound?.mobile ?? user?.phone ?? "" },
    outbound: outbound?.passengers ?? null,
    saved,
    countries,
    // The form's native constraints from its schema; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(trainPassengerSchema(formContext)),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const c = await step(request, context);
  const formData = await request.formData();
  if (!c.ok)
    return data({ status: "error" as const, error: { "": [messageKey("trains:errors.gone")] } }, { status: 409 });
  const schema = trainPassengerSchema({
    types: partyTypes(c.search),
    travelDate: c.trip.date,
    today: agencyToday(),
    kind: c.request.kind,
  });
  const { submission, reply } = readTravellerForm(formData, schema);
  if (!submission) return reply;
  const v = submission.value;
  const result = await trainCartLine({
    ...c.request,
    passengers: v.passengers,
    contact: { email: v.email, mobile: v.mobile },
    searchedAt: searchedAtOf(c.at),
    locale: c.locale,
  });
  if (result.status !== "ok") {
    const message = result.status === "taken" ? "trains:errors.taken" : "trains:errors.gone";
    return data(submission.reply({ formErrors: [messageKey(message)] }), { status: 409 });
  }
  // The price is re-read now: when it is not the one the page showed, the visitor sees the new one first.
  if (v.shownTotal !== undefined && v.shownTotal !== result.price.total)
    return data(submission.reply({ formErrors: [messageKey("trains:errors.priceChanged")] }), { status: 409 });
  const { cart, headers } = await getOrCreateCart(request);
  await addLine(cart.id, result.line);
  // A return search: the way out is in the cart, the way back is chosen next on the same results.
  if (c.search.returnDate && !c.trip.inbound)
    return redirectWithToast(
      `${pathFor("trainResults", c.locale)}?${changeQuery(searchOnly(c.q), { at: Date.now() })}#inbound`,
      { type: "success", message: "trains:addedOutbound" },
      { headers },
    );
  return redirectWithToast(pathFor("cart", c.locale), { type: "success", message: "trains:added" }, { headers });
}

type FormValues = { passengers: Partial<TrainPassengerInput>[]; email: string; mobile: string; shownTotal?: string };
type LoaderOk = Extract<Awaited<ReturnType<typeof loader>>, { status: "ok" }>;

export default function TrainPassengersScreen() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("trains");
  if (d.status !== "ok") {
    const back = d as unknown as { back: string; backTo: "trainPlaces" | "trainResults" };
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold">{d.status === "taken" ? t("errors.taken") : t("errors.gone")}</h1>
        {d.status === "taken" ? <p className="mt-2">{t("errors.takenAdvice")}</p> : null}
        <p className="mt-3">
          <ScreenLink to={back.backTo} search={back.back} className="text-green-800 underline">
            {back.backTo === "trainPlaces" ? t("passengers.backToPlan") : t("places.searchAgain")}
          </ScreenLink>
        </p>
      </main>
    );
  }
  return <PassengerForm d={d as unknown as LoaderOk} />;
}

/** What the Iranian network asks of each passenger: Latin names, gender, birth date, the document by nationality. */
const trainTravellers: TravellerRules = {
  list: "passengers",
  words: "trains:passengers",
  nameMax: 20,
  gender: "trains:gender",
  birthDate: true,
  documentFor: trainDocumentFor,
};

function PassengerForm({ d }: { d: LoaderOk }) {
  const { t } = useTranslation("trains");
  const { t: th } = useTranslation("hotels");
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm<FormValues>({
    lastResult: lastResult as never,
    constraint: d.constraint,
    schema: () => import("~/products/trains/passenger-form").then((m) => m.trainPassengerSchema(d.formContext)),
    defaultValue: {
      passengers: d.formContext.types.map((type, i) => ({ type, nationality: "IR", ...d.outbound?.[i] })),
      email: d.contact.email,
      mobile: d.contact.mobile,
      shownTotal: String(d.price.total),
    },
  });
  const types = d.formContext.types;
  const list = fields.passengers.getFieldList();
  return (
    <TravellerPage
      title={t("passengers.title")}
      notices={
        d.stale ? (
          <StaleBanner text={t("stale.passengers")}>
            <ScreenLink to="trainResults" search={d.refresh} className="btn-primary">
              {th("stale.refresh")}
            </ScreenLink>
          </StaleBanner>
        ) : null
      }
      aside={
        <>
          <TripSummary trip={d.trip} />
          <section aria-labelledby="places-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
            <h2 id="places-title" className="text-lg font-semibold">
              {t("passengers.yourPlaces")}
            </h2>
            <p className="mt-2 text-sm" data-testid="chosen-places">
              {t("line.places", { wagon: d.places.wagonNo, places: d.places.list })}
            </p>
            {d.places.kind ? (
              <p className="text-sm">{d.places.whole ? t("line.whole") : t(keyIn("trains:kind", d.places.kind))}</p>
            ) : null}
            {d.places.meal !== "none" ? <p className="text-sm">{t(keyIn("trains:meal", d.places.meal))}</p> : null}
            <ScreenLink
              to="trainPlaces"
              search={d.planSearch}
              className="mt-2 inline-block text-sm text-green-800 underline"
            >
              {t("passengers.changePlaces")}
            </ScreenLink>
          </section>
          <PriceBreakdown price={d.price} />
          <RefundLadder ladder={d.ladder} />
        </>
      }
    >
      <TravellerForm
        form={form}
        rules={trainTravellers}
        travellers={list}
        contact={fields}
        itemName={(index) => t("passengers.passenger", { number: index + 1, type: t(`type.${types[index]}`) })}
        submitting={navigation.state === "submitting"}
        saved={d.saved}
        savedValue={(value, index) => ({ ...value, type: types[index] })}
        countries={d.countries}
        hidden={<input type="hidden" name={fields.shownTotal.name} value={String(d.price.total)} />}
        top={(index, savedMenu) => (
          <>
            <input type="hidden" name={list[index].getFieldset().type.name} value={types[index]} />
            {savedMenu}
          </>
        )}
        formErrors={form.errors}
      />
    </TravellerPage>
  );
}
