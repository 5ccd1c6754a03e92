import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { HotelSearchForm } from "~/products/hotels/components/search-form";
import { hotelPhoto } from "~/products/hotels/components/hotel-card";
import { StaleBanner } from "~/components/stale-banner";
import { Stars } from "~/products/hotels/components/stars";
import { TimelineText } from "~/products/hotels/components/timeline-text";
import { Price } from "~/components/price";
import { StayPriceRows } from "~/products/hotels/components/stay-price-rows";
import { ScreenLink } from "~/components/screen-link";
import { cityNames, dateRange, hotelResultsStale, readStay, timelineText } from "~/products/hotels/pages.server";
import { propertyDetails } from "~/products/hotels/property.server";
import { buildStayQuery, hasStaySearch, mapLink, searchOnly } from "~/products/hotels/search-url";
import { MAX_ROOMS } from "~/products/hotels/stay";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { formatDigits, formatNumber, formatTime } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { zonedInstant } from "~/travel/clock";

/**
 * A property: gallery, description, facilities, house rules (children, pets, what is asked
 * at check-in), check-in and check-out times, a link to the map (OpenStreetMap, no script or
 * image from elsewhere), and for the searched stay the table of room types × rate plans —
 * meals, cancellation in plain words on the hotel's clock, the price for the stay with taxes
 * and the city tax due at the hotel apart, rooms left — with a "Reserve" form per rate
 * (a GET form to the guest step, with the number of rooms).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const found = context.screen;
  if (!found || found.screen !== "hotelProperty") throw new Response(null, { status: 404 });
  const { locale } = context;
  const t = await getFixedT(locale, "hotels");
  const q = url.searchParams;
  const { today, min, max } = dateRange();
  const { query, stay, errors } = readStay(q, today);
  const details = await propertyDetails(found.params.slug, locale, stay);
  if (!details) throw new Response(null, { status: 404 });
  const p = details.property;
  const at = Number(q.get("at"));
  const now = new Date();
  const searched = hasStaySearch(q);
  // The stay travels on to the guest step; `at` too, so the guest step knows when the search ran.
  const stayQuery = searchOnly(q);
  stayQuery.delete("update");
  const time = (hhmm: string) => formatTime(zonedInstant(today, hhmm, p.timeZone), locale, p.timeZone);
  return {
    title: details.name,
    description: details.description,
    noindex: true,
    messages: messagesFor(locale, "hotels"),
    action: pathFor("hotelProperty", locale, { slug: p.slug }),
    cities: cityNames(locale),
    min,
    max,
    query,
    errors: searched && q.get("update") !== "1" ? errors : {},
    stale: stay && q.get("at") ? hotelResultsStale(at) : false,
    refresh: stay
      ? `?${buildStayQuery({ ...query, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: stay.rooms })}`
      : "",
    resultsSearch: stay ? `?${stayQuery}` : null,
    property: {
      slug: p.slug,
      name: details.name,
      kind: p.kind,
      stars: p.stars,
      description: details.description,
      address: details.address,
      city: details.city.name,
      district: details.district.name,
      distanceKm: Math.round(p.distanceM / 100) / 10,
      reviewScore: p.reviewScore === null ? null : p.reviewScore / 10,
      reviewCount: p.reviewCount,
      photos: p.photos,
      amenities: p.amenities,
      checkIn: time(p.checkInTime),
      checkOut: time(p.checkOutTime),
      childrenAllowed: p.childrenAllowed,
      childMaxAge: p.childMaxAge,
      cots: p.cots,
      pets: p.pets,
      idRules: p.idRules,
      map: mapLink(p.latitude, p.longitude),
      coordinates: `${formatDigits(p.latitude.toFixed(5), locale)}, ${formatDigits(p.longitude.toFixed(5), locale)}`,
    },
    stay: stay
      ? { nights: stay.nights, rooms: stay.rooms.length, checkIn: stay.checkIn, checkOut: stay.checkOut }
      : null,
    guestsPath: pathFor("hotelGuests", locale),
    hidden: [...stayQuery.entries()].filter(([k]) => k !== "n"),
    rooms: details.rooms.map(({ room, plans }) => ({
      id: room.id,
      code: room.code,
      beds: room.beds,
      size: room.sizeM2,
      sleeps: room.maxOccupancy,
      plans: plans.map(({ plan, forStay }) => ({
        id: plan.id,
        board: plan.board,
        minStay: plan.minStay,
        unfit: forStay?.unfit ?? null,
        roomsLeft: forStay?.roomsLeft ?? 0,
        price: forStay?.price
          ? {
              currency: forStay.price.currency,
              roomsTotal: forStay.price.roomsTotal,
              taxes: forStay.price.taxes,
              total: forStay.price.total,
              cityTax: forStay.price.cityTaxAtHotel,
            }
          : null,
        timeline: forStay ? timelineText(forStay.timeline, locale, p.timeZone, now) : [],
      })),
    })),
    reserveLabel: t("property.reserve"),
  };
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function PropertyScreen() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("hotels");
  const locale = useLocale();
  const p = d.property;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <p className="text-sm text-gray-700">{t(keyIn("hotels:kind", p.kind))}</p>
      <h1 className="text-2xl font-bold md:text-3xl">{p.name}</h1>
      <Stars count={p.stars} />
      <p className="mt-1 text-gray-700">
        {p.district}, {p.city} · {t("results.fromCentre", { distance: p.distanceKm })}
      </p>
      {p.reviewScore !== null ? (
        <p className="mt-1 text-sm">
          {t("review", { score: p.reviewScore })} · {t("reviews", { count: p.reviewCount })}
        </p>
      ) : null}
      {d.stale ? (
        <StaleBanner text={t("stale.text")}>
          <ScreenLink to="hotelProperty" params={{ slug: p.slug }} search={d.refresh} className="btn-primary">
            {t("stale.refresh")}
          </ScreenLink>
        </StaleBanner>
      ) : null}

      <section aria-labelledby="gallery-title" className="mt-6">
        <h2 id="gallery-title" className="sr-only">
          {t("property.gallery")}
        </h2>
        <ul className="grid grid-cols-2 gap-2 md:grid-cols-4">
          {p.photos.map((photo, i) => (
            <li key={photo} className={i === 0 ? "col-span-2 row-span-2" : ""}>
              <img
                src={hotelPhoto(photo)}
                alt={t(keyIn("hotels:photo", photo))}
                width={640}
                height={440}
                loading={i === 0 ? "eager" : "lazy"}
                className="h-full w-full rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="text-xl font-semibold">
              {t("property.about")}
            </h2>
            <p className="mt-2 leading-7">{p.description}</p>
          </section>
          <section aria-labelledby="amenities-title" className="mt-6">
            <h2 id="amenities-title" className="text-xl font-semibold">
              {t("property.amenities")}
            </h2>
            <ul className="mt-2 grid grid-cols-2 gap-1 text-sm sm:grid-cols-3">
              {p.amenities.map((a) => (
                <li key={a}>{t(keyIn("hotels:amenity", a))}</li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="grid content-start gap-4 rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <section aria-labelledby="policies-title">
            <h2 id="policies-title" className="text-lg font-semibold">
              {t("property.policies")}
            </h2>
            <ul className="mt-2 grid gap-1 text-sm">
              <li>{t("property.checkInFrom", { time: p.checkIn })}</li>
              <li>{t("property.checkOutUntil", { time: p.checkOut })}</li>
              <li>
                {p.childrenAllowed ? t("property.childrenAllowed", { age: p.childMaxAge }) : t("property.adultsOnly")}
              </li>
              {p.cots ? <li>{t("property.cots")}</li> : null}
              <li>{t(keyIn("hotels:pets", p.pets))}</li>
              {p.idRules.map((r) => (
                <li key={r}>{t(keyIn("hotels:idRule", r))}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="address-title">
            <h2 id="address-title" className="text-lg font-semibold">
              {t("property.address")}
            </h2>
            <p className="mt-1 text-sm">{p.address}</p>
            <p className="mt-1 text-sm">
              <a href={p.map} className="text-green-800 underline" rel="noopener noreferrer" target="_blank">
                {t("property.map")}
              </a>{" "}
              <span dir="ltr" className="text-gray-600">
                {p.coordinates}
              </span>
            </p>
          </section>
        </aside>
      </div>

      <section aria-labelledby="rooms-title" className="mt-10">
        <h2 id="rooms-title" className="text-xl font-semibold">
          {t("property.rooms")}
        </h2>
        {d.stay ? (
          <p className="mt-1 text-gray-700">
            {t("property.forStay", {
              stay: `${t("stay.nights", { count: d.stay.nights })}${locale === "fa" ? "،" : ","} ${t("stay.rooms", { count: d.stay.rooms })}`,
            })}
          </p>
        ) : (
          <p className="mt-1 text-gray-700">{t("property.chooseDates")}</p>
        )}
        <details className="mt-3" open={!d.stay}>
          <summary className="cursor-pointer font-medium text-green-800">{t("results.modify")}</summary>
          <div className="mt-3 max-w-2xl">
            <HotelSearchForm
              action={d.action}
              query={d.query}
              cities={d.cities}
              errors={d.errors}
              min={d.min}
              max={d.max}
              title={t("results.modify")}
            />
          </div>
        </details>
        <div className="mt-4 grid gap-6">
          {d.rooms.map((room) => (
            <RoomRates key={room.id} room={room} data={d} locale={locale} />
          ))}
        </div>
      </section>
    </main>
  );
}

function RoomRates({ room, data: d, locale }: { room: Data["rooms"][number]; data: Data; locale: string }) {
  const { t } = useTranslation("hotels");
  const id = useId();
  return (
    <article className="rounded-xl bg-white p-4 ring-1 ring-gray-200" aria-labelledby={`${id}-room`}>
      <h3 id={`${id}-room`} className="text-lg font-semibold">
        {t(keyIn("hotels:roomType", room.code))}
      </h3>
      <p className="text-sm text-gray-700">
        {t("property.size", { size: room.size })} · {t("property.sleeps", { count: room.sleeps })} ·{" "}
        {room.beds
          .map((group) =>
            group.map((b) => t("bedCount", { count: b.count, bed: t(keyIn("hotels:bed", b.type)) })).join(" + "),
          )
          .join(` ${t("property.bedsOr")} `)}
      </p>
      {/* Below the small breakpoint each rate is a block (no sideways scrolling at 320 px); its cells carry their own labels. */}
      <div className="mt-3 min-w-0">
        <table className="w-full text-sm max-sm:block">
          <caption className="sr-only">{t(keyIn("hotels:roomType", room.code))}</caption>
          <thead className="max-sm:hidden">
            <tr className="border-b border-gray-200 text-start">
              <th scope="col" className="py-2 text-start">
                {t("property.rate")}
              </th>
              <th scope="col" className="py-2 text-start">
                {t("property.price")}
              </th>
              <th scope="col" className="py-2 text-start">
                <span className="sr-only">{t("property.reserve")}</span>
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {room.plans.map((plan) => (
              <tr key={plan.id} className="border-b border-gray-100 align-top max-sm:block max-sm:py-2">
                <td className="py-3 pe-4 max-sm:block max-sm:py-1">
                  <p className="font-medium">{t(keyIn("hotels:board", plan.board))}</p>
                  {plan.minStay > 1 ? (
                    <p className="text-gray-700">{t("property.minStay", { count: plan.minStay })}</p>
                  ) : null}
                  <TimelineText terms={plan.timeline} />
                </td>
                <td className="py-3 pe-4 max-sm:block max-sm:py-1">
                  {plan.price && !plan.unfit ? (
                    <dl className="grid grid-cols-[auto_auto] gap-x-3">
                      <StayPriceRows price={plan.price} />
                      {plan.price.cityTax > 0 ? (
                        <>
                          <dt className="text-gray-700">{t("property.cityTax")}</dt>
                          <dd className="text-gray-700">
                            <Price money={{ amount: plan.price.cityTax, currency: plan.price.currency }} vat={false} />
                          </dd>
                        </>
                      ) : null}
                    </dl>
                  ) : d.stay ? (
                    <p className="text-gray-700">
                      {plan.unfit === "minStay"
                        ? t("property.minStay", { count: plan.minStay })
                        : plan.unfit
                          ? t(keyIn("hotels:property.unfit", plan.unfit))
                          : t("property.unavailable")}
                    </p>
                  ) : null}
                  {plan.price && !plan.unfit && plan.roomsLeft <= 3 ? (
                    <p className="mt-1 font-medium text-red-800">{t("badge.roomsLeft", { count: plan.roomsLeft })}</p>
                  ) : null}
                </td>
                <td className="py-3 max-sm:block max-sm:py-1">
                  {plan.price && !plan.unfit && d.stay ? (
                    <Form method="get" action={d.guestsPath} className="flex flex-wrap items-end gap-2">
                      {d.hidden.map(([k, v]) => (
                        <input key={k} type="hidden" name={k} value={v} />
                      ))}
                      <input type="hidden" name="hotel" value={d.property.slug} />
                      <input type="hidden" name="room" value={room.id} />
                      <input type="hidden" name="rate" value={plan.id} />
                      <div>
                        <label htmlFor={`${id}-n-${plan.id}`} className="block text-xs text-gray-700">
                          {t("property.roomsCount")}
                        </label>
                        <select id={`${id}-n-${plan.id}`} name="n" className="input" defaultValue={d.stay.rooms}>
                          {Array.from(
                            { length: Math.min(MAX_ROOMS, Math.max(plan.roomsLeft, d.stay.rooms)) },
                            (_, i) => (
                              <option key={i + 1} value={i + 1}>
                                {formatNumber(i + 1, locale as never)}
                              </option>
                            ),
                          )}
                        </select>
                      </div>
                      <button type="submit" className="btn-primary">
                        {d.reserveLabel}
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
