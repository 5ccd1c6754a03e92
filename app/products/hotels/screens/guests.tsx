import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, TextareaField, useValidatedForm } from "~/components/forms";
import { TravellerForm, TravellerPage, type TravellerRules } from "~/components/travellers/traveller-form";
import { readTravellerForm, travellerChoices } from "~/components/travellers/traveller-form.server";
import { StaleBanner } from "~/components/stale-banner";
import { TimelineText } from "~/products/hotels/components/timeline-text";
import { Price } from "~/components/price";
import { StayPriceRows } from "~/products/hotels/components/stay-price-rows";
import { ScreenLink } from "~/components/screen-link";
import { addLine, getOrCreateCart } from "~/domains/cart/cart.server";
import { hotelCartLine } from "~/products/hotels/booking.server";
import { documentFor } from "~/products/hotels/cart-line";
import { guestFormSchema, type GuestInput } from "~/products/hotels/guest-form";
import { hotelMoment, hotelResultsStale, readStay, timelineText } from "~/products/hotels/pages.server";
import { propertyDetails } from "~/products/hotels/property.server";
import { buildStayQuery, resizeRooms, searchOnly } from "~/products/hotels/search-url";
import { guestCounts } from "~/products/hotels/stay";
import { searchedAtOf, zonedInstant } from "~/travel/clock";
import { nationalityOf } from "~/travel/travellers";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { formatLongDate } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The hotel guest step: the chosen rate for the stay (re-read now: price, rooms left,
 * cancellation terms), one lead guest per room, special requests, arrival time and contact;
 * a signed-in customer may load the travellers of earlier bookings. On continue the same
 * schema checks the form on the server, the rate is re-checked (hotelCartLine) and the stay
 * becomes a line in the cart; a room taken in the meantime or a changed price is said at
 * the top of the form, everything typed kept.
 */
async function step(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const found = context.screen;
  if (!found || found.screen !== "hotelGuests") throw new Response(null, { status: 404 });
  const { locale } = context;
  const q = url.searchParams;
  const { query, stay: searched } = readStay(q);
  const slug = q.get("hotel") ?? "";
  const roomTypeId = Number(q.get("room"));
  const ratePlanId = Number(q.get("rate"));
  const stay = searched
    ? { ...searched, rooms: resizeRooms(searched.rooms, Number(q.get("n")) || searched.rooms.length) }
    : null;
  const details = stay && slug ? await propertyDetails(slug, locale, stay) : null;
  const room = details?.rooms.find((r) => r.room.id === roomTypeId);
  const chosen = room?.plans.find((p) => p.plan.id === ratePlanId);
  const at = Number(q.get("at"));
  return { url, locale, query, stay, details, room, chosen, roomTypeId, ratePlanId, at };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { url, locale, query, stay, details, room, chosen, at } = await step(request, context);
  const t = await getFixedT(locale, "hotels");
  const base = { title: t("guests.title"), noindex: true, messages: messagesFor(locale, "hotels") };
  if (!stay || !details || !room || !chosen?.forStay)
    return data({ ...base, status: "gone" as const, property: null }, { status: 404 });
  const p = details.property;
  const forStay = chosen.forStay;
  const propertySearch = `?${searchOnly(url.searchParams)
    .toString()
    .replace(/(^|&)(hotel|room|rate|n)=[^&]*/g, "")
    .replace(/^&/, "")}`;
  if (!forStay.price || forStay.unfit)
    return data(
      {
        ...base,
        status: forStay.unfit ? ("unfit" as const) : ("taken" as const),
        property: { slug: p.slug, name: details.name, search: propertySearch },
      },
      { status: 409 },
    );
  const { user, saved, countries } = await travellerChoices(request, locale, (s) => ({
    firstName: s.firstName,
    lastName: s.lastName,
    nationality: nationalityOf(s),
    nationalId: s.nationalId ?? "",
    passportNumber: s.passportNumber ?? "",
  }));
  const counts = guestCounts(stay.rooms);
  const checkInAt = zonedInstant(stay.checkIn, p.checkInTime, p.timeZone);
  const checkOutAt = zonedInstant(stay.checkOut, p.checkOutTime, p.timeZone);
  return {
    ...base,
    status: "ok" as const,
    stale: hotelResultsStale(at),
    refresh: `?${buildStayQuery({ ...query, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: stay.rooms })}`,
    property: {
      slug: p.slug,
      name: details.name,
      address: details.address,
      search: propertySearch,
    },
    room: room.room.code,
    board: chosen.plan.board,
    stay: {
      checkIn: formatLongDate(stay.checkIn, locale),
      checkOut: formatLongDate(stay.checkOut, locale),
      checkInAt: hotelMoment(checkInAt, locale, p.timeZone),
      checkOutAt: hotelMoment(checkOutAt, locale, p.timeZone),
      nights: stay.nights,
      rooms: stay.rooms.length,
      adults: counts.adults,
      children: counts.children,
    },
    price: forStay.price,
    timeline: timelineText(forStay.timeline, locale, p.timeZone),
    domestic: p.domestic,
    signedIn: Boolean(user),
    contact: { email: user?.email ?? "", mobile: user?.phone ?? "" },
    saved,
    countries,
    // The form's native constraints from its schema; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(guestFormSchema({ rooms: stay.rooms.length, domestic: p.domestic })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale, stay, details, roomTypeId, ratePlanId, at } = await step(request, context);
  const formData = await request.formData();
  if (!stay || !details)
    return data({ status: "error" as const, error: { "": [messageKey("hotels:errors.gone")] } }, { status: 409 });
  const schema = guestFormSchema({ rooms: stay.rooms.length, domestic: details.property.domestic });
  const { submission, reply } = readTravellerForm(formData, schema);
  if (!submission) return reply;
  const v = submission.value;
  const result = await hotelCartLine({
    propertyId: details.property.id,
    roomTypeId,
    ratePlanId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: stay.rooms,
    guests: v.guests,
    contact: { email: v.email, mobile: v.mobile },
    specialRequests: v.specialRequests,
    arrivalTime: v.arrivalTime,
    searchedAt: searchedAtOf(at),
    locale,
  });
  if (result.status !== "ok") {
    const message =
      result.status === "filled"
        ? "hotels:errors.taken"
        : result.status === "unfit"
          ? "hotels:errors.unfit"
          : "hotels:errors.gone";
    return data(submission.reply({ formErrors: [messageKey(message)] }), { status: 409 });
  }
  // The price is re-read now: when it is not the one the page showed, the visitor sees the new one first.
  if (v.shownTotal !== undefined && v.shownTotal !== result.price.total)
    return data(submission.reply({ formErrors: [messageKey("hotels:errors.priceChanged")] }), { status: 409 });
  const { cart, headers } = await getOrCreateCart(request);
  await addLine(cart.id, result.line);
  return redirectWithToast(pathFor("cart", locale), { type: "success", message: "hotels:added" }, { headers });
}

type GuestFormValues = {
  guests: Partial<GuestInput>[];
  specialRequests?: string;
  arrivalTime?: string;
  email: string;
  mobile: string;
  shownTotal?: string;
};

type LoaderOk = Extract<Awaited<ReturnType<typeof loader>>, { status: "ok" }>;

export default function HotelGuestsScreen() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("hotels");
  if (d.status !== "ok") {
    const property = d.property as { slug: string; name: string; search: string } | null;
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold">
          {d.status === "taken" ? t("errors.taken") : d.status === "unfit" ? t("errors.unfit") : t("errors.gone")}
        </h1>
        {d.status === "taken" ? <p className="mt-2">{t("errors.takenAdvice")}</p> : null}
        <p className="mt-3 flex flex-wrap gap-4">
          {property ? (
            <ScreenLink
              to="hotelProperty"
              params={{ slug: property.slug }}
              search={property.search}
              className="text-green-800 underline"
            >
              {property.name}
            </ScreenLink>
          ) : null}
          <ScreenLink to="hotels" className="text-green-800 underline">
            {t("guests.searchAgain")}
          </ScreenLink>
        </p>
      </main>
    );
  }
  return <GuestForm data={d as unknown as LoaderOk} />;
}

function GuestForm({ data: d }: { data: LoaderOk }) {
  const { t } = useTranslation("hotels");
  const sep = t("common:separator");
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm<GuestFormValues>({
    lastResult: lastResult as never,
    constraint: d.constraint,
    schema: () =>
      import("~/products/hotels/guest-form").then((m) =>
        m.guestFormSchema({ rooms: d.stay.rooms, domestic: d.domestic }),
      ),
    defaultValue: {
      guests: Array.from({ length: d.stay.rooms }, () => ({ nationality: d.domestic ? "IR" : "" })),
      email: d.contact.email,
      mobile: d.contact.mobile,
      shownTotal: String(d.price.total),
    },
  });
  const taken = form.errors?.includes("hotels:errors.taken");
  const rules: TravellerRules = {
    list: "guests",
    words: "hotels:guests",
    nameMax: 30,
    documentFor: (nationality) => documentFor(nationality, d.domestic),
  };
  return (
    <TravellerPage
      title={t("guests.title")}
      wideAside
      notices={
        <>
          {d.stale ? (
            <StaleBanner text={t("stale.guests")}>
              <ScreenLink
                to="hotelProperty"
                params={{ slug: d.property.slug }}
                search={d.refresh}
                className="btn-primary"
              >
                {t("stale.refresh")}
              </ScreenLink>
            </StaleBanner>
          ) : null}
          {taken ? (
            <div role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
              <p className="font-semibold">{t("errors.taken")}</p>
              <p className="mt-1">
                {t("errors.takenAdvice")}{" "}
                <ScreenLink
                  to="hotelProperty"
                  params={{ slug: d.property.slug }}
                  search={d.property.search}
                  className="underline"
                >
                  {d.property.name}
                </ScreenLink>
              </p>
            </div>
          ) : null}
        </>
      }
      aside={
        <section aria-labelledby="stay-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <h2 id="stay-title" className="text-lg font-semibold">
            {t("guests.yourStay")}
          </h2>
          <p className="mt-2 font-medium">{d.property.name}</p>
          <p className="text-sm text-gray-700">{d.property.address}</p>
          <p className="mt-2 text-sm">
            {t("line.stay", {
              checkIn: d.stay.checkIn,
              checkOut: d.stay.checkOut,
              nights: t("stay.nights", { count: d.stay.nights }),
            })}
          </p>
          <p className="text-sm">{t("line.checkInAt", { time: d.stay.checkInAt, time2: d.stay.checkOutAt })}</p>
          <p className="mt-2 text-sm">
            {t("stay.rooms", { count: d.stay.rooms })} × {t(keyIn("hotels:roomType", d.room))}
            {sep}
            {t(keyIn("hotels:board", d.board))}
          </p>
          <p className="text-sm">
            {t("stay.adults", { count: d.stay.adults })}
            {d.stay.children ? `, ${t("stay.children", { count: d.stay.children })}` : ""}
          </p>
          <TimelineText terms={d.timeline} />
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
            <StayPriceRows price={d.price} />
            {d.price.cityTaxAtHotel > 0 ? (
              <>
                <dt className="text-gray-700">{t("property.cityTax")}</dt>
                <dd className="text-gray-700">
                  <Price money={{ amount: d.price.cityTaxAtHotel, currency: d.price.currency }} vat={false} />
                </dd>
              </>
            ) : null}
          </dl>
          <p className="mt-2 text-xs text-gray-600">{t("guests.priceNote")}</p>
        </section>
      }
    >
      <TravellerForm
        form={form}
        rules={rules}
        travellers={fields.guests.getFieldList()}
        contact={fields}
        itemName={(index) => t("guests.room", { number: index + 1 })}
        labels={{ specialRequests: t("guests.requests"), arrivalTime: t("guests.arrival") }}
        submitting={navigation.state === "submitting"}
        saved={d.saved}
        countries={d.countries}
        hidden={<input type="hidden" name={fields.shownTotal.name} value={String(d.price.total)} />}
        beforeContact={
          <fieldset className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-gray-200 md:grid-cols-2">
            <legend className="px-1 text-lg font-semibold">{t("guests.details")}</legend>
            <TextareaField meta={fields.specialRequests} label={t("guests.requests")} className="md:col-span-2" />
            <p className="-mt-3 text-xs text-gray-600 md:col-span-2">{t("guests.requestsHint")}</p>
            <Field
              meta={fields.arrivalTime}
              label={t("guests.arrival")}
              hint={t("guests.arrivalHint")}
              inputProps={{ dir: "ltr", maxLength: 8 }}
            />
          </fieldset>
        }
        formErrors={taken ? [] : form.errors}
      />
    </TravellerPage>
  );
}
