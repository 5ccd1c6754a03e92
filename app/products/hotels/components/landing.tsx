import { ScreenLink } from "~/components/screen-link";
import { useTranslation } from "~/i18n/react";

export interface LandingCity {
  code: string;
  name: string;
  slug: string;
  properties: number;
}

export interface HotelLandingData {
  domestic: boolean;
  cities: LandingCity[];
}

/**
 * The landing content of the domestic and international hotel pages (decision 507): what the
 * agency offers and a link to each city's hotel page. The route renders it above its search
 * or request form; it has no form of its own.
 */
export function HotelLanding({ landing }: { landing: HotelLandingData }) {
  const { t } = useTranslation("hotels");
  const kind = landing.domestic ? "domestic" : "international";
  const points = t<string[]>("landingPages.points", { returnObjects: true });
  return (
    <section aria-labelledby="hotel-landing-title" className="mb-8" data-testid="hotel-landing">
      <h2 id="hotel-landing-title" className="text-2xl font-bold">
        {t(`landingPages.${kind}Title`)}
      </h2>
      <p className="mt-2 text-gray-700">{t(`landingPages.${kind}Intro`)}</p>
      <h3 className="mt-6 text-lg font-semibold">{t("landingPages.cities")}</h3>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {landing.cities.map((c) => (
          <li key={c.code}>
            <ScreenLink
              to="hotelCity"
              params={{ slug: c.slug }}
              className="block rounded-xl bg-white p-4 ring-1 ring-gray-200 hover:ring-green-600"
              data-testid="landing-city"
            >
              <span className="block font-semibold">{t("landingPages.seeCity", { city: c.name })}</span>
              <span className="block text-sm text-gray-600">
                {t("landingPages.properties", { count: c.properties })}
              </span>
            </ScreenLink>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-lg font-semibold">{t("landingPages.why")}</h3>
      <ul className="mt-2 list-disc ps-5 text-gray-700">
        {(Array.isArray(points) ? points : []).map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </section>
  );
}
