import { labelClass } from "~/components/label-class";
import { getInputProps, getSelectProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { DateField, ErrorList, Field, RadioGroupField, useValidatedForm } from "~/components/forms";
import { TravellerForm, TravellerPage, type TravellerRules } from "~/components/travellers/traveller-form";
import { readTravellerForm, travellerChoices } from "~/components/travellers/traveller-form.server";
import { OfferCard } from "~/products/flights/components/offer-card";
import { BreakdownList } from "~/components/breakdown-list";
import { useBreakdown } from "~/components/price-breakdown";
import { ScreenLink } from "~/components/screen-link";
import { getUser } from "~/domains/accounts/session.server";
import { documentTypes, occupations } from "~/utils/choices";
import { addFlightToCart, airportChangesOf, chosenOffers } from "~/products/flights/booking.server";
import { agencyToday, formatDateText, searchedAtOf } from "~/travel/clock";
import { priceBooking, type Breakdown } from "~/products/flights/fare-rules";
import { birthFields, passengerTypes, type PassengerCounts, type PassengerType } from "~/travel/travellers";
import { passengerFormSchema, toStoredPassenger, type PassengerInput } from "~/products/flights/passenger-form";
import { canAddPassenger, passportWarnings, type TravelContext } from "~/travel/travellers";
import { placeByCode } from "~/products/flights/places";
import { presentTrip } from "~/products/flights/present";
import { isStale } from "~/travel/clock";
import { buildSearch, readPassengerStep } from "~/products/flights/search-url";
import { resultsTtlMinutes } from "~/products/flights/search.server";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor, type Locale } from "~/routing/screens";
import { redirectWithToast } from "~/utils/toast.server";
import { messageKey } from "~/i18n/keys";

/**
 * The passenger form: one entry per traveller in the number and types of the search
 * (add or remove travellers up to the seats left and at most nine seated), the buyer's
 * contact, and for a signed-in customer the travellers of earlier bookings to load. On
 * continue, price and seats are re-checked and the booking becomes a line in the cart.
 */
async function step(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const found = context.screen;
  if (!found || found.screen !== "passengers") throw new Response(null, { status: 404 });
  const { out, ret: retIds, more, counts, at } = readPassengerStep(url.searchParams);
  const chosen = out ? await chosenOffers(out, retIds, more ?? []) : null;
  const today = agencyToday();
  const itineraries = chosen ? [chosen.outbound, ...(chosen.inbound ? [chosen.inbound] : []), ...chosen.more] : [];
  const flights = itineraries.flatMap((it) => it.segments);
  const travel: TravelContext | null = chosen
    ? {
        travelDates: itineraries.map((it) => it.segments[0].departDate),
        today,
        seatsLeft: Math.min(...flights.map((f) => f.seatsRemaining)),
      }
    : null;
  return { locale: context.locale, url, chosen, itineraries, flights, counts, at, out, retIds, more, travel };
}

function resultsLink(
  locale: Locale,
  chosen: NonNullable<Awaited<ReturnType<typeof chosenOffers>>>,
  counts: PassengerCounts,
) {
  const first = chosen.outbound.segments[0];
  const q = buildSearch({
    trip: chosen.inbound ? "return" : "oneway",
    origin: first.origin,
    destination: chosen.outbound.segments[chosen.outbound.segments.length - 1].destination,
    depart: first.departDate,
    return: chosen.inbound?.segments[0].departDate ?? null,
    counts,
  });
  return `${pathFor("flightResults", locale)}?${q}`;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, chosen, itineraries, flights, counts, at, travel } = await step(request, context);
  const t = await getFixedT(locale, "flights");
  const base = { title: t("passengers.title"), noindex: true, messages: messagesFor(locale, "flights") };
  if (!chosen || !travel)
    return data({ ...base, status: "gone" as const, searchLink: pathFor("flights", locale) }, { status: 404 });
  const { user, saved, countries } = await travellerChoices(request, locale, (s) => ({
    firstName: s.firstName,
    lastName: s.lastName,
    gender: s.gender,
    // The birth date in the page's calendar (Jalali year, month and day in fa).
    ...birthFields(s.birthDate, locale),
    documentType: s.documentType,
    nationalId: s.nationalId ?? "",
    passportNumber: s.passportNumber ?? "",
    passportCountry: s.passportCountry ?? "",
    passportExpiry: formatDateText(s.passportExpiry, locale),
    occupation: s.occupation ?? "",
  }));
  const domestic = flights.every((f) => placeByCode[f.origin]?.domestic && placeByCode[f.destination]?.domestic);
  return {
    ...base,
    status: "ok" as const,
    stale: isStale(at, Date.now(), resultsTtlMinutes()),
    refresh: resultsLink(locale, chosen, counts),
    offers: itineraries.map((it) => presentTrip(it, locale, counts)),
    breakdown: priceBooking(flights, counts, airportChangesOf(...itineraries)),
    counts,
    travel,
    domestic: Boolean(domestic),
    signedIn: Boolean(user),
    contact: { email: user?.email ?? "", mobile: user?.phone ?? "" },
    saved,
    countries,
    signUp: pathFor("signUp", locale),
    // The form's native constraints from its schema (built for this booking); the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(passengerFormSchema(travel)),
  };
}

const CAPACITY_INTENT = JSON.stringify({ type: "validate", payload: { name: "passengers" } });

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale, chosen, at, out, retIds, more, travel } = await step(request, context);
  const formData = await request.formData();
  if (!chosen || !travel)
    return data({ status: "error" as const, error: { "": ["flights:errors.filled"] } }, { status: 409 });
  const schema = passengerFormSchema(travel);
  // "Add passenger" beyond the seats left (or nine seated) is refused with the spec's message.
  const intent = formData.get("__intent__");
  if (typeof intent === "string") {
    const parsed = JSON.parse(intent) as { type?: string; payload?: { name?: string } };
    const current = parseWithZod(formData, { schema }).payload as { passengers?: { type?: string }[] };
    const list = Array.isArray(current.passengers) ? current.passengers : [];
    const refused =
      intent === CAPACITY_INTENT ||
      (parsed.type === "insert" &&
        parsed.payload?.name === "passengers" &&
        !canAddPassenger(list.slice(0, -1), travel.seatsLeft));
    if (refused) {
      const copy = new FormData();
      for (const [k, v] of formData) if (k !== "__intent__") copy.append(k, v);
      copy.append("__intent__", CAPACITY_INTENT);
      const submission = parseWithZod(copy, { schema });
      return data(submission.reply({ fieldErrors: { passengers: [messageKey("flights:errors.capacity")] } }), {
        status: 400,
      });
    }
  }
  const { submission, reply } = readTravellerForm(formData, schema);
  if (!submission) return reply;
  const warnings = passportWarnings(submission.value.passengers, travel.travelDates);
  if (warnings.length && submission.value.passportChecked !== "on") {
    return data(submission.reply({ fieldErrors: { passportChecked: [messageKey("flights:errors.passportCheck")] } }), {
      status: 400,
    });
  }
  const user = await getUser(request);
  const result = await addFlightToCart(request, {
    outboundIds: out!,
    returnIds: retIds,
    moreIds: more ?? [],
    passengers: submission.value.passengers.map(toStoredPassenger),
    contact: { email: submission.value.email, mobile: submission.value.mobile },
    searchedAt: searchedAtOf(at),
    userId: user?.id ?? null,
  });
  if (result.status !== "added")
    return data(submission.reply({ formErrors: [messageKey("flights:errors.filled")] }), { status: 409 });
  return redirectWithToast(
    pathFor("cart", locale),
    { type: "success", message: "flights:added" },
    { headers: result.headers },
  );
}

type PassengerFormValues = {
  passengers: Partial<PassengerInput>[];
  email: string;
  mobile: string;
  passportChecked?: string;
};

type LoaderOk = Extract<Awaited<ReturnType<typeof loader>>, { status: "ok" }>;

export default function PassengersScreen() {
  const loaderData = useLoaderData<typeof loader>();
  const { t } = useTranslation("flights");
  if (loaderData.status !== "ok") {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold">{t("errors.filled")}</h1>
        <p className="mt-3">
          <ScreenLink to="flights" className="text-green-800 underline">
            {t("passengers.searchAgain")}
          </ScreenLink>
        </p>
      </main>
    );
  }
  return <PassengerForm data={loaderData as unknown as LoaderOk} />;
}

function PassengerForm({ data: d }: { data: LoaderOk }) {
  const { t } = useTranslation("flights");
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const initialTypes: PassengerType[] = [
    ...Array(d.counts.adults).fill("adult"),
    ...Array(d.counts.children).fill("child"),
    ...Array(d.counts.infants).fill("infant"),
  ];
  const [capacityShown, setCapacityShown] = useState(false);
  const [form, fields] = useValidatedForm<PassengerFormValues>({
    lastResult: lastResult as never,
    constraint: d.constraint,
    // The same schema the loader's constraint and the action come from, built for this booking's dates and seats.
    schema: () => import("~/products/flights/passenger-form").then((m) => m.passengerFormSchema(d.travel)),
    defaultValue: {
      passengers: initialTypes.map((type) => ({ type, documentType: d.domestic ? "id_card" : "passport" })),
      email: d.contact.email,
      mobile: d.contact.mobile,
    },
  });
  const list = fields.passengers.getFieldList();
  const values = (form.value?.passengers ?? []) as Partial<PassengerInput>[];
  const warnings = passportWarnings(values.filter(Boolean) as PassengerInput[], d.travel.travelDates);
  const canAdd = canAddPassenger(
    values.map((v) => ({ type: v?.type })),
    d.travel.seatsLeft,
  );
  const filled = form.errors?.includes("flights:errors.filled");
  return (
    <TravellerPage
      title={t("passengers.title")}
      notices={
        <>
          {d.stale ? (
            <div
              role="alert"
              className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-300"
            >
              <p className="font-semibold">{t("stale.title")}</p>
              <p>{t("stale.passengers")}</p>
              <a href={d.refresh} className="btn-primary">
                {t("stale.refresh")}
              </a>
            </div>
          ) : null}
          {filled ? (
            <div role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
              <p className="font-semibold">{t("errors.filled")}</p>
              <p className="mt-1">
                {t("passengers.filledAdvice")}{" "}
                {!d.signedIn ? (
                  <a href={d.signUp} className="underline">
                    {t("passengers.register")}
                  </a>
                ) : null}{" "}
                <a href={d.refresh} className="underline">
                  {t("passengers.searchAgain")}
                </a>
              </p>
            </div>
          ) : null}
        </>
      }
      aside={
        <>
          <h2 className="text-lg font-semibold">{t("passengers.yourFlights")}</h2>
          {d.offers.map((o) => (
            <OfferCard key={o.key} offer={o} />
          ))}
          <section aria-labelledby="price-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
            <h2 id="price-title" className="font-semibold">
              {t("passengers.price")}
            </h2>
            <FlightPriceRows breakdown={d.breakdown} />
            <p className="mt-2 text-xs text-gray-600">{t("passengers.priceNote")}</p>
          </section>
        </>
      }
    >
      <TravellerForm
        form={form}
        rules={flightTravellers}
        travellers={list}
        contact={fields}
        itemName={(index) => t("passengers.passenger", { number: index + 1 })}
        labels={{
          "passengers[].type": t("passengers.type"),
          "passengers[].documentType": t("passengers.buyWith"),
          "passengers[].nationalId": t("passengers.nationalId"),
          "passengers[].passportNumber": t("passengers.passportNumber"),
          "passengers[].passportCountry": t("passengers.passportCountry"),
          "passengers[].passportExpiry": t("passengers.passportExpiry"),
          "passengers[].occupation": t("passengers.occupation"),
          passengers: t("passengers.title"),
          passportChecked: t("passengers.passportChecked"),
        }}
        submitting={navigation.state === "submitting"}
        saved={d.saved}
        savedValue={(value, index) => ({ ...value, type: list[index].getFieldset().type.value ?? "adult" })}
        countries={d.countries}
        top={(index, savedMenu) => <PassengerTop meta={list[index]} index={index} form={form} savedMenu={savedMenu} />}
        extra={(index) => <PassengerDocument meta={list[index]} data={d} warn={warnings.includes(index)} />}
        afterList={
          <div>
            <ErrorList
              id={fields.passengers.errorId}
              errors={capacityShown ? ["flights:errors.capacity"] : fields.passengers.errors}
            />
            <ErrorList errors={filled ? [] : form.errors} />
            {canAdd ? (
              <button
                {...form.insert.getButtonProps({
                  name: fields.passengers.name,
                  defaultValue: { type: "adult", documentType: d.domestic ? "id_card" : "passport" },
                })}
                className="btn-secondary mt-2 rounded-lg px-4 py-2 ring-1 ring-green-700"
              >
                {t("passengers.add")}
              </button>
            ) : (
              <button
                type="submit"
                name="__intent__"
                value={CAPACITY_INTENT}
                formNoValidate
                className="mt-2 rounded-lg px-4 py-2 ring-1 ring-green-700"
                onClick={(e) => {
                  e.preventDefault();
                  setCapacityShown(true);
                }}
              >
                {t("passengers.add")}
              </button>
            )}
          </div>
        }
        afterContact={
          warnings.length ? (
            <div>
              <label className="flex items-center gap-2">
                <input
                  {...getInputProps(fields.passportChecked, { type: "checkbox" })}
                  key={fields.passportChecked.key}
                />
                {t("passengers.passportChecked")}
              </label>
              <ErrorList id={fields.passportChecked.errorId} errors={fields.passportChecked.errors} />
            </div>
          ) : null
        }
      />
    </TravellerPage>
  );
}

/**
 * The booking's price: each passenger type's fares, taxes, commission, other costs, the VAT
 * when prices are shown with it, and the total the cart will charge (the rows add up to it).
 */
function FlightPriceRows({ breakdown }: { breakdown: Breakdown }) {
  const { t } = useTranslation("flights");
  const costs = ["tax", "commission", "otherCosts"] as const;
  const shown = useBreakdown(
    [...breakdown.items.map((i) => i.unitAmount * i.quantity), ...costs.map((k) => breakdown[k])],
    "EUR",
  );
  if (!shown) return null;
  const rows = [
    ...breakdown.items.map((i) => ({
      key: i.key,
      label: t("passengers.itemLine", { count: i.quantity, type: t(`type.${i.key}`) }),
    })),
    ...costs.map((k) => ({ key: k, label: t(`passengers.${k}`) })),
  ];
  return <BreakdownList shown={shown} rows={rows} total={t("passengers.total")} totalTestId="price-total" />;
}

/** A passenger's names, gender and birth date as every product asks them; the type, document and occupation are flights' own. */
const flightTravellers: TravellerRules = {
  list: "passengers",
  words: "flights:passengers",
  nameMax: 20,
  gender: "flights:gender",
  birthDate: true,
};

/** The top of a passenger's fieldset: the passenger type, the saved travellers to load and the remove button. */
function PassengerTop({
  meta,
  index,
  form,
  savedMenu,
}: {
  meta: FieldMetadata<Partial<PassengerInput>>;
  index: number;
  form: FormMetadata<PassengerFormValues, string[]>;
  savedMenu: ReactNode;
}) {
  const { t } = useTranslation("flights");
  const f = meta.getFieldset();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <label htmlFor={f.type.id} className={labelClass}>
          {t("passengers.type")}
        </label>
        <select {...getSelectProps(f.type)} key={f.type.key} className="input">
          {passengerTypes.map((type) => (
            <option key={type} value={type}>
              {t(`typeAge.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-2">
        {savedMenu}
        <button
          {...form.remove.getButtonProps({ name: "passengers", index })}
          className="text-sm text-red-700 underline"
        >
          {t("passengers.remove", { number: index + 1 })}
        </button>
      </div>
    </div>
  );
}

/** The document the passenger travels with (national ID card or passport, the passport's details) and the occupation. */
function PassengerDocument({
  meta,
  data: d,
  warn,
}: {
  meta: FieldMetadata<Partial<PassengerInput>>;
  data: LoaderOk;
  warn: boolean;
}) {
  const { t } = useTranslation("flights");
  const f = meta.getFieldset();
  const docType = f.documentType.value ?? f.documentType.initialValue;
  const hydrated = useHydrated();
  return (
    <>
      <RadioGroupField
        meta={f.documentType}
        legend={t("passengers.buyWith")}
        options={documentTypes.map((doc) => ({ value: doc, label: t(`document.${doc}`) }))}
      />
      {/* Without JavaScript both groups show, each named by its document; with it, only the chosen one. */}
      <fieldset
        className={hydrated && docType === "passport" ? "hidden" : "grid gap-4 md:grid-cols-2"}
        data-doc="id_card"
      >
        <legend className={`${labelClass} md:col-span-2`}>{t("document.id_card")}</legend>
        <Field
          meta={f.nationalId}
          label={t("passengers.nationalId")}
          hint={t("passengers.idCardOnly")}
          inputProps={{ inputMode: "numeric", dir: "ltr", maxLength: 10 }}
        />
      </fieldset>
      <fieldset
        className={hydrated && docType === "id_card" ? "hidden" : "grid gap-4 md:grid-cols-3"}
        data-doc="passport"
      >
        <legend className={`${labelClass} md:col-span-3`}>{t("document.passport")}</legend>
        <Field
          meta={f.passportNumber}
          label={t("passengers.passportNumber")}
          hint={t("passengers.passportOnly")}
          inputProps={{ dir: "ltr", autoComplete: "off" }}
        />
        <div>
          <label htmlFor={f.passportCountry.id} className={labelClass}>
            {t("passengers.passportCountry")}
          </label>
          <select {...getSelectProps(f.passportCountry)} key={f.passportCountry.key} className="input">
            <option value="">{t("passengers.choose")}</option>
            {d.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <ErrorList id={f.passportCountry.errorId} errors={f.passportCountry.errors} />
        </div>
        <div>
          <DateField meta={f.passportExpiry} label={t("passengers.passportExpiry")} min={d.travel.today} />
          {warn ? (
            <p className="mt-1 text-sm font-medium text-amber-800" role="status">
              {t("errors.passportSoon")}
            </p>
          ) : null}
        </div>
      </fieldset>
      <div className="md:w-1/2">
        <label htmlFor={f.occupation.id} className={labelClass}>
          {t("passengers.occupation")}
        </label>
        <select {...getSelectProps(f.occupation)} key={f.occupation.key} className="input">
          <option value="">{t("passengers.optional")}</option>
          {occupations.map((o) => (
            <option key={o} value={o}>
              {t(`occupation.${o}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
