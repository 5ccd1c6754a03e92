import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { slot, withNodes } from "~/components/message";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { alternatePaths, screenRequest } from "~/domains/content/http.server";
import { cityBySlug, cityJsonLd, citySlug, landingCities } from "~/products/hotels/landing";
import { cityHotels } from "~/products/hotels/landing.server";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesPart } from "~/i18n/resources.server";
import { locales, pathFor } from "~/routing/screens";
import { publicOrigin } from "~/utils/env.server";
import { formatLongDate, formatNumber } from "~/utils/format";

/**
 * One city's hotel page (decision 507): its top properties with the cheapest room for a
 * sample night, the other cities of its kind, and the list as schema.org Hotel + Offer JSON-LD.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { locale, params } = screenRequest(context, "hotelCity");
  const slug = String(params.slug ?? "");
  const found = cityBySlug(slug, locale);
  if (!found) throw new Response(null, { status: 404 });
  const { city } = found;
  if (!found.exact) throw redirect(pathFor("hotelCity", locale, { slug: citySlug(city, locale) }), 301);
  const t = await getFixedT(locale, "hotels");
  const name = city.name[locale];
  const { checkIn, hotels } = await cityHotels(city, locale);
  const url = `${publicOrigin()}${pathFor("hotelCity", locale, { slug: citySlug(city, locale) })}`;
  const title = t("city.title", { city: name });
  return {
    title,
    description: t("city.description", { city: name }),
    messages: messagesPart(
      locale,
      "hotels",
      "voucher",
      "cancel",
      "voucherBoard",
      "voucherRoomType",
      "landingPages",
      "city",
    ),
    alternates: alternatePaths("hotelCity", Object.fromEntries(locales.map((l) => [l, citySlug(city, l)]))),
    city: { code: city.code, name, domestic: city.domestic },
    date: formatLongDate(checkIn, locale),
    hotels: hotels.map((h) => ({
      id: h.id,
      name: h.name,
      address: h.address,
      district: h.district,
      stars: h.stars,
      review:
        h.reviewScore !== null && h.reviewCount > 0
          ? { score: formatNumber(h.reviewScore / 10, locale, { minimumFractionDigits: 1 }), count: h.reviewCount }
          : null,
      from: h.from,
    })),
    others: landingCities(city.domestic)
      .filter((c) => c.code !== city.code)
      .map((c) => ({ code: c.code, name: c.name[locale], slug: citySlug(c, locale) })),
    jsonLd: cityJsonLd({ city, locale, url, name: title, hotels, checkIn }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ "script:ld+json": data.jsonLd }] : []);

export default function HotelCityScreen() {
  const { city, date, hotels, others } = useLoaderData<typeof loader>();
  const { t } = useTranslation("hotels");
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("city.title", { city: city.name })}</h1>
      <p className="mt-2 text-gray-700">{t("city.intro", { city: city.name, date })}</p>
      {hotels.length ? (
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {hotels.map((h) => (
            <li key={h.id} className="rounded-xl bg-white p-4 ring-1 ring-gray-200" data-testid="city-hotel">
              <h2 className="text-lg font-semibold">
                <bdi>{h.name}</bdi>
              </h2>
              <p className="text-sm text-gray-700">
                {t("voucher.stars", { count: h.stars })}
                {t("voucher.separator")}
                {h.district}
              </p>
              <p className="text-sm text-gray-600">
                <bdi>{h.address}</bdi>
              </p>
              {h.review ? (
                <p className="mt-1 text-sm">{t("city.reviews", { score: h.review.score, count: h.review.count })}</p>
              ) : null}
              {h.from ? (
                <p className="mt-2">
                  <strong data-testid="price-from">
                    {withNodes(t("city.from", { price: slot("price") }), {
                      price: <Price money={h.from} />,
                    })}
                  </strong>{" "}
                  <span className="text-sm text-gray-600">{t("city.perNight")}</span>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <div className="mt-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <p>{t("city.none", { city: city.name })}</p>
          <ScreenLink
            to={city.domestic ? "hotelsDomestic" : "hotelsInternational"}
            className="btn-primary mt-3 inline-block"
          >
            {t("city.request")}
          </ScreenLink>
        </div>
      )}
      <section aria-labelledby="other-cities" className="mt-10">
        <h2 id="other-cities" className="text-xl font-semibold">
          {t("city.others")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {others.map((c) => (
            <li key={c.code}>
              <ScreenLink to="hotelCity" params={{ slug: c.slug }} className="underline">
                {t("landingPages.seeCity", { city: c.name })}
              </ScreenLink>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
