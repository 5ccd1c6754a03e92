import { getFormProps, getSelectProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  DefaultSubmit,
  ErrorList,
  ErrorSummary,
  Field,
  NumberField,
  RadioGroupField,
  useValidatedForm,
} from "~/components/forms";
import { StaleBanner } from "~/components/stale-banner";
import { ScreenLink } from "~/components/screen-link";
import { PriceBreakdown, RefundLadder, TripSummary } from "~/products/trains/components/trip-summary";
import { getUser } from "~/domains/accounts/session.server";
import { addLine, getOrCreateCart } from "~/domains/cart/cart.server";
import { agencyToday } from "~/travel/clock";
import { recheckTrip, trainCartLine } from "~/products/trains/booking.server";
import { trainDocumentFor } from "~/products/trains/cart-line";
import { genders, meals, wagonTypes, type Meal, type WagonType } from "~/products/trains/codes";
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
import { listSavedPassengers } from "~/domains/passengers/saved.server";
import { findCart, listLines } from "~/domains/cart/cart.server";
import { birthFields, travellersOfOutbound } from "~/products/trains/return-party";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { countryOptions } from "~/i18n/names";
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
  const user = await getUser(request);
  const saved = user ? await listSavedPassengers(user.id) : [];
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
    saved: saved.map((s) => ({
      id: s.id,
      name: `${s.firstName} ${s.lastName}`,
      value: {
        firstName: s.firstName,
        lastName: s.lastName,
        gender: s.gender,
        // The birth date in the page's calendar (Jalali year, month and day in fa).
        ...birthFields(s.birthDate, locale),
        nationality: s.documentType === "id_card" ? "IR" : (s.passportCountry ?? ""),
        nationalId: s.nationalId ?? "",
        passportNumber: s.passportNumber ?? "",
      },
    })),
    countries: countryOptions(locale).map((o) => ({ code: o.value, name: o.label })),
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
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success")
    return data(submission.reply(), { status: submission.status === "error" ? 400 : 200 });
  const v = submission.value;
  const result = await trainCartLine({
    ...c.request,
    passengers: v.passengers,
    contact: { email: v.email, mobile: v.mobile },
    searchedAt: Number.isFinite(c.at) && c.at > 0 ? new Date(c.at) : new Date(),
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
  const list = fields.passengers.getFieldList();
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold md:text-3xl">{t("passengers.title")}</h1>
        {d.stale ? (
          <StaleBanner text={t("stale.passengers")}>
            <ScreenLink to="trainResults" search={d.refresh} className="btn-primary">
              {th("stale.refresh")}
            </ScreenLink>
          </StaleBanner>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-6">
          {/* Enter in a field goes on, never takes a row's button (decision 028). */}
          <DefaultSubmit disabled={navigation.state === "submitting"}>{t("passengers.continue")}</DefaultSubmit>
          <ErrorSummary
            form={form}
            labels={{
              "passengers[].firstName": t("passengers.firstName"),
              "passengers[].lastName": t("passengers.lastName"),
              "passengers[].gender": t("passengers.gender"),
              "passengers[].birthYear": `${t("passengers.birthday")} – ${t("passengers.year")}`,
              "passengers[].birthMonth": `${t("passengers.birthday")} – ${t("passengers.month")}`,
              "passengers[].birthDay": `${t("passengers.birthday")} – ${t("passengers.day")}`,
              "passengers[].nationality": t("passengers.nationality"),
              "passengers[].nationalId": t("passengers.nationalId"),
              "passengers[].passportNumber": t("passengers.passportNumber"),
              email: t("passengers.email"),
              mobile: t("passengers.mobile"),
            }}
            items={{
              passengers: (index) =>
                t("passengers.passenger", { number: index + 1, type: t(`type.${d.formContext.types[index]}`) }),
            }}
          />
          <input type="hidden" name={fields.shownTotal.name} value={String(d.price.total)} />
          {list.map((p, index) => (
            <PassengerFieldset key={p.key} meta={p} index={index} d={d} form={form} />
          ))}
          <fieldset className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-gray-200 md:grid-cols-2">
            <legend className="px-1 text-lg font-semibold">{t("passengers.contact")}</legend>
            <Field
              meta={fields.email}
              type="email"
              label={t("passengers.email")}
              inputProps={{ autoComplete: "email", dir: "ltr" }}
            />
            <Field
              meta={fields.mobile}
              type="tel"
              label={t("passengers.mobile")}
              inputProps={{ autoComplete: "tel", dir: "ltr" }}
            />
          </fieldset>
          <ErrorList errors={form.errors} />
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            {t("passengers.continue")}
          </button>
        </Form>
      </div>
      <aside className="grid content-start gap-4">
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
      </aside>
    </main>
  );
}

function PassengerFieldset({
  meta,
  index,
  d,
  form,
}: {
  meta: FieldMetadata<Partial<TrainPassengerInput>>;
  index: number;
  d: LoaderOk;
  form: FormMetadata<FormValues, string[]>;
}) {
  const { t } = useTranslation("trains");
  const f = meta.getFieldset();
  const hydrated = useHydrated();
  const type = d.formContext.types[index];
  const nationality = f.nationality.value ?? f.nationality.initialValue ?? "";
  const doc = nationality ? trainDocumentFor(nationality) : null;
  const legend = t("passengers.passenger", { number: index + 1, type: t(`type.${type}`) });
  const label = "mb-1 block text-sm font-medium text-gray-800";
  return (
    <fieldset className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-gray-200" aria-label={legend}>
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      <input type="hidden" name={f.type.name} value={type} />
      {d.saved.length ? (
        <details data-menu="">
          <summary className="cursor-pointer text-sm text-green-800 underline">{t("passengers.load")}</summary>
          <ul className="mt-2 grid gap-1">
            {d.saved.map((s) => (
              <li key={s.id}>
                <button
                  {...form.update.getButtonProps({ name: meta.name, value: { ...s.value, type } as never })}
                  className="text-sm underline"
                >
                  {t("passengers.loadOne", { name: s.name })}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          meta={f.firstName}
          label={t("passengers.firstName")}
          hint={t("passengers.latinHint")}
          inputProps={{ autoComplete: "off", dir: "ltr", maxLength: 20 }}
        />
        <Field
          meta={f.lastName}
          label={t("passengers.lastName")}
          inputProps={{ autoComplete: "off", dir: "ltr", maxLength: 20 }}
        />
      </div>
      <RadioGroupField
        meta={f.gender}
        legend={t("passengers.gender")}
        options={genders.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
      />
      <fieldset>
        <legend className={label}>{t("passengers.birthday")}</legend>
        <div className="grid grid-cols-3 gap-3">
          <NumberField
            meta={f.birthYear}
            label={t("passengers.year")}
            inputProps={{ dir: "ltr", placeholder: t("passengers.yearPlaceholder") }}
          />
          <NumberField meta={f.birthMonth} label={t("passengers.month")} inputProps={{ dir: "ltr" }} />
          <NumberField meta={f.birthDay} label={t("passengers.day")} inputProps={{ dir: "ltr" }} />
        </div>
      </fieldset>
      <div className="md:w-1/2">
        <label htmlFor={f.nationality.id} className={label}>
          {t("passengers.nationality")}
        </label>
        <select {...getSelectProps(f.nationality)} key={f.nationality.key} className="input">
          <option value="">{t("passengers.choose")}</option>
          {d.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <ErrorList id={f.nationality.errorId} errors={f.nationality.errors} />
      </div>
      {/* Without JavaScript both fields show, each saying whom it is for; with it, only the one the nationality needs. */}
      <div className="grid gap-4 md:grid-cols-2">
        <div className={hydrated && doc === "passport" ? "hidden" : ""}>
          <Field
            meta={f.nationalId}
            label={t("passengers.nationalId")}
            hint={t("passengers.nationalIdHint")}
            inputProps={{ inputMode: "numeric", dir: "ltr", maxLength: 10 }}
          />
        </div>
        <div className={hydrated && doc === "id_card" ? "hidden" : ""}>
          <Field
            meta={f.passportNumber}
            label={t("passengers.passportNumber")}
            hint={t("passengers.passportHint")}
            inputProps={{ dir: "ltr", autoComplete: "off", maxLength: 9 }}
          />
        </div>
      </div>
    </fieldset>
  );
}
