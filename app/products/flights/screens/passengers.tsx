import { getFormProps, getInputProps, getSelectProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  DateField,
  ErrorList,
  DefaultSubmit,
  ErrorSummary,
  Field,
  NumberField,
  RadioGroupField,
  useValidatedForm,
} from "~/components/forms";
import { OfferCard } from "~/products/flights/components/offer-card";
import { Price } from "~/components/price";
import { useBreakdown } from "~/components/price-breakdown";
import { ScreenLink } from "~/components/screen-link";
import { getUser } from "~/domains/accounts/session.server";
import { documentTypes, genders, occupations } from "~/utils/choices";
import { addFlightToCart, chosenOffers } from "~/products/flights/booking.server";
import { agencyToday, formatDateText, toJalali } from "~/travel/clock";
import { priceBooking, type Breakdown } from "~/products/flights/fare-rules";
import { passengerTypes, type PassengerCounts, type PassengerType } from "~/travel/travellers";
import { passengerFormSchema, toStoredPassenger, type PassengerInput } from "~/products/flights/passenger-form";
import { canAddPassenger, passportWarnings, type TravelContext } from "~/travel/travellers";
import { countryOptions } from "~/i18n/names";
import { placeByCode } from "~/products/flights/places";
import { presentOffer } from "~/products/flights/present";
import { isStale } from "~/travel/clock";
import { buildSearch, readPassengerStep } from "~/products/flights/search-url";
import { resultsTtlMinutes } from "~/products/flights/search.server";
import { listSavedPassengers } from "~/domains/passengers/saved.server";
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
  const { out, ret: retId, counts, at } = readPassengerStep(url.searchParams);
  const chosen = out ? await chosenOffers(out, retId) : null;
  const today = agencyToday();
  const travel: TravelContext | null = chosen
    ? {
        travelDates: [chosen.outbound.departDate, ...(chosen.inbound ? [chosen.inbound.departDate] : [])],
        today,
        seatsLeft: Math.min(chosen.outbound.seatsRemaining, chosen.inbound?.seatsRemaining ?? Infinity),
      }
    : null;
  return { locale: context.locale, url, chosen, counts, at, retId, travel };
}

function resultsLink(
  locale: Locale,
  chosen: NonNullable<Awaited<ReturnType<typeof chosenOffers>>>,
  counts: PassengerCounts,
) {
  const q = buildSearch({
    trip: chosen.inbound ? "return" : "oneway",
    origin: chosen.outbound.origin,
    destination: chosen.outbound.destination,
    depart: chosen.outbound.departDate,
    return: chosen.inbound?.departDate ?? null,
    counts,
  });
  return `${pathFor("flightResults", locale)}?${q}`;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, chosen, counts, at, travel } = await step(request, context);
  const t = await getFixedT(locale, "flights");
  const base = { title: t("passengers.title"), noindex: true, messages: messagesFor(locale, "flights") };
  if (!chosen || !travel)
    return data({ ...base, status: "gone" as const, searchLink: pathFor("flights", locale) }, { status: 404 });
  const user = await getUser(request);
  const saved = user ? await listSavedPassengers(user.id) : [];
  const domestic = placeByCode[chosen.outbound.origin]?.domestic && placeByCode[chosen.outbound.destination]?.domestic;
  const legs = [chosen.outbound, ...(chosen.inbound ? [chosen.inbound] : [])];
  return {
    ...base,
    status: "ok" as const,
    stale: isStale(at, Date.now(), resultsTtlMinutes()),
    refresh: resultsLink(locale, chosen, counts),
    offers: legs.map((o) => presentOffer(o, locale, counts)),
    breakdown: priceBooking(legs, counts),
    counts,
    travel,
    domestic: Boolean(domestic),
    signedIn: Boolean(user),
    contact: { email: user?.email ?? "", mobile: user?.phone ?? "" },
    saved: saved.map((s) => {
      // The birth date in the page's calendar (Jalali year, month and day in fa).
      const birth =
        locale === "fa"
          ? toJalali(s.birthDate)
          : {
              jy: Number(s.birthDate.slice(0, 4)),
              jm: Number(s.birthDate.slice(5, 7)),
              jd: Number(s.birthDate.slice(8, 10)),
            };
      return {
        id: s.id,
        name: `${s.firstName} ${s.lastName}`,
        value: {
          firstName: s.firstName,
          lastName: s.lastName,
          gender: s.gender,
          birthYear: String(birth.jy),
          birthMonth: String(birth.jm),
          birthDay: String(birth.jd),
          documentType: s.documentType,
          nationalId: s.nationalId ?? "",
          passportNumber: s.passportNumber ?? "",
          passportCountry: s.passportCountry ?? "",
          passportExpiry: formatDateText(s.passportExpiry, locale),
          occupation: s.occupation ?? "",
        },
      };
    }),
    countries: countryOptions(locale).map((o) => ({ code: o.value, name: o.label })),
    signUp: pathFor("signUp", locale),
    // The form's native constraints from its schema (built for this booking); the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(passengerFormSchema(travel)),
  };
}

const CAPACITY_INTENT = JSON.stringify({ type: "validate", payload: { name: "passengers" } });

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale, chosen, at, retId, travel } = await step(request, context);
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
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success")
    return data(submission.reply(), { status: submission.status === "error" ? 400 : 200 });
  const warnings = passportWarnings(submission.value.passengers, travel.travelDates);
  if (warnings.length && submission.value.passportChecked !== "on") {
    return data(submission.reply({ fieldErrors: { passportChecked: [messageKey("flights:errors.passportCheck")] } }), {
      status: 400,
    });
  }
  const user = await getUser(request);
  const result = await addFlightToCart(request, {
    outboundId: chosen.outbound.id,
    returnId: retId,
    passengers: submission.value.passengers.map(toStoredPassenger),
    contact: { email: submission.value.email, mobile: submission.value.mobile },
    searchedAt: Number.isFinite(at) && at > 0 ? new Date(at) : new Date(),
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
    <main id="main" className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{t("passengers.title")}</h1>
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
        <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-6">
          {/* Enter in a field goes on, never takes a row's button (decision 028). */}
          <DefaultSubmit disabled={navigation.state === "submitting"}>{t("passengers.continue")}</DefaultSubmit>
          <ErrorSummary
            form={form}
            labels={{
              "passengers[].type": t("passengers.type"),
              "passengers[].firstName": t("passengers.firstName"),
              "passengers[].lastName": t("passengers.lastName"),
              "passengers[].gender": t("passengers.gender"),
              "passengers[].birthYear": `${t("passengers.birthday")} – ${t("passengers.year")}`,
              "passengers[].birthMonth": `${t("passengers.birthday")} – ${t("passengers.month")}`,
              "passengers[].birthDay": `${t("passengers.birthday")} – ${t("passengers.day")}`,
              "passengers[].documentType": t("passengers.buyWith"),
              "passengers[].nationalId": t("passengers.nationalId"),
              "passengers[].passportNumber": t("passengers.passportNumber"),
              "passengers[].passportCountry": t("passengers.passportCountry"),
              "passengers[].passportExpiry": t("passengers.passportExpiry"),
              "passengers[].occupation": t("passengers.occupation"),
              passengers: t("passengers.title"),
              email: t("passengers.email"),
              mobile: t("passengers.mobile"),
              passportChecked: t("passengers.passportChecked"),
            }}
            items={{ passengers: (index) => t("passengers.passenger", { number: index + 1 }) }}
          />
          {list.map((p, index) => (
            <PassengerFieldset
              key={p.key}
              meta={p}
              index={index}
              data={d}
              form={form}
              warn={warnings.includes(index)}
            />
          ))}
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
          {warnings.length ? (
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
          ) : null}
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            {t("passengers.continue")}
          </button>
        </Form>
      </div>
      <aside className="grid content-start gap-4">
        <h2 className="text-lg font-semibold">{t("passengers.yourFlights")}</h2>
        {d.offers.map((o) => (
          <OfferCard key={o.id} offer={o} />
        ))}
        <section aria-labelledby="price-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <h2 id="price-title" className="font-semibold">
            {t("passengers.price")}
          </h2>
          <FlightPriceRows breakdown={d.breakdown} />
          <p className="mt-2 text-xs text-gray-600">{t("passengers.priceNote")}</p>
        </section>
      </aside>
    </main>
  );
}

/**
 * The booking's price: each passenger type's fares, taxes, commission, other costs, the VAT
 * when prices are shown with it, and the total the cart will charge (the rows add up to it).
 */
function FlightPriceRows({ breakdown }: { breakdown: Breakdown }) {
  const { t } = useTranslation("flights");
  const { t: tc } = useTranslation();
  const costs = ["tax", "commission", "otherCosts"] as const;
  const shown = useBreakdown(
    [...breakdown.items.map((i) => i.unitAmount * i.quantity), ...costs.map((k) => breakdown[k])],
    "EUR",
  );
  if (!shown) return null;
  const money = (amount: number) => ({ amount, currency: shown.currency });
  const rows = [
    ...breakdown.items.map((i) => ({
      key: i.key,
      label: t("passengers.itemLine", { count: i.quantity, type: t(`type.${i.key}`) }),
    })),
    ...costs.map((k) => ({ key: k, label: t(`passengers.${k}`) })),
  ];
  return (
    <dl className="mt-2 grid gap-1 text-sm">
      {rows.map((r, n) => (
        <div key={r.key} className="flex justify-between gap-2">
          <dt>{r.label}</dt>
          <dd>
            <Price money={money(shown.parts[n])} own />
          </dd>
        </div>
      ))}
      {shown.vat !== null ? (
        <div className="flex justify-between gap-2">
          <dt>{tc("switcher.vat")}</dt>
          <dd data-testid="price-vat">
            <Price money={money(shown.vat)} own />
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-2 border-t border-gray-200 pt-1 font-semibold">
        <dt>{t("passengers.total")}</dt>
        <dd data-testid="price-total">
          <Price money={money(shown.total)} own />
        </dd>
      </div>
    </dl>
  );
}

type FormMeta = FormMetadata<PassengerFormValues, string[]>;

function PassengerFieldset({
  meta,
  index,
  data: d,
  form,
  warn,
}: {
  meta: FieldMetadata<Partial<PassengerInput>>;
  index: number;
  data: LoaderOk;
  form: FormMeta;
  warn: boolean;
}) {
  const { t } = useTranslation("flights");
  const f = meta.getFieldset();
  const docType = f.documentType.value ?? f.documentType.initialValue;
  const hydrated = useHydrated();
  const label = "mb-1 block text-sm font-medium text-gray-800";
  const legend = t("passengers.passenger", { number: index + 1 });
  return (
    <fieldset className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-gray-200" aria-label={legend}>
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor={f.type.id} className={label}>
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
          {d.saved.length ? (
            <details data-menu="">
              <summary className="cursor-pointer text-sm text-green-800 underline">{t("passengers.load")}</summary>
              <ul className="mt-2 grid gap-1">
                {d.saved.map((s) => (
                  <li key={s.id}>
                    <button
                      {...form.update.getButtonProps({
                        name: meta.name,
                        value: { ...s.value, type: f.type.value ?? "adult" } as never,
                      })}
                      className="text-sm underline"
                    >
                      {t("passengers.loadOne", { name: s.name })}
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <button
            {...form.remove.getButtonProps({ name: "passengers", index })}
            className="text-sm text-red-700 underline"
          >
            {t("passengers.remove", { number: index + 1 })}
          </button>
        </div>
      </div>
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
        <legend className={`${label} md:col-span-2`}>{t("document.id_card")}</legend>
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
        <legend className={`${label} md:col-span-3`}>{t("document.passport")}</legend>
        <Field
          meta={f.passportNumber}
          label={t("passengers.passportNumber")}
          hint={t("passengers.passportOnly")}
          inputProps={{ dir: "ltr", autoComplete: "off" }}
        />
        <div>
          <label htmlFor={f.passportCountry.id} className={label}>
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
        <label htmlFor={f.occupation.id} className={label}>
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
    </fieldset>
  );
}
