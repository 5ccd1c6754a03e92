import { getFixedT } from "~/i18n/i18next.server";
import { locales, pathFor, type Locale } from "~/routing/screens";
import { activeCurrencies } from "~/utils/currency.server";
import { agency } from "~/utils/agency";
import { getEnv, publicOrigin } from "~/utils/env.server";

/**
 * schema.org TravelAgency for the home page, built on the server (loader data), so the
 * home page ships no extra JavaScript for it: name, contacts, languages, currencies,
 * licences, 24/7 support.
 */
export async function travelAgencyJsonLd(request: Request, locale: Locale) {
  const origin = publicOrigin();
  const [t, currencies] = await Promise.all([getFixedT(locale, "common"), activeCurrencies()]);
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    "@id": `${origin}/#agency`,
    name: agency.name,
    description: t("meta.description"),
    url: `${origin}${pathFor("home", locale)}`,
    logo: `${origin}/icons/icon-512.png`,
    image: `${origin}/icons/icon-512.png`,
    telephone: agency.supportPhone,
    email: agency.email,
    address: { "@type": "PostalAddress", addressLocality: "Tehran", addressCountry: "IR" },
    availableLanguage: [...locales],
    currenciesAccepted: currencies.map((c) => c.code).join(", "),
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
    hasCredential: [
      {
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "licence",
        name: `Civil Aviation Organization ${getEnv().PARVAZ_CAO_LICENCE ?? agency.licences.civilAviation}`,
      },
      {
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "licence",
        name: `Cultural Heritage, Handicrafts and Tourism Organization ${getEnv().PARVAZ_CHO_LICENCE ?? agency.licences.culturalHeritage}`,
      },
    ],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      telephone: agency.supportPhone,
      email: agency.email,
      hoursAvailable: "Mo-Su 00:00-23:59",
    },
  };
}
