import { useTranslation } from "~/i18n/react";
import { locales, pathFor } from "~/routing/screens";
import { agency } from "~/utils/agency";
import { useRootData } from "~/utils/root-data";
import { JsonLd } from "./json-ld";

/** schema.org TravelAgency for the home page: name, contacts, languages, licences, 24/7 support. */
export function TravelAgencyJsonLd() {
  const root = useRootData();
  const { t } = useTranslation();
  if (!root) return null;
  const home = `${root.origin}${pathFor("home", root.locale)}`;
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "TravelAgency",
        "@id": `${root.origin}/#agency`,
        name: agency.name,
        description: t("meta.description"),
        url: home,
        logo: `${root.origin}/icons/icon-512.png`,
        image: `${root.origin}/icons/icon-512.png`,
        telephone: agency.supportPhone,
        email: agency.email,
        address: { "@type": "PostalAddress", addressLocality: "Tehran", addressCountry: "IR" },
        availableLanguage: locales.map((l) => ({ "@type": "Language", alternateName: l })),
        currenciesAccepted: root.currencies.map((c) => c.code).join(", "),
        openingHoursSpecification: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
          opens: "00:00",
          closes: "23:59",
        },
        hasCredential: [
          { "@type": "EducationalOccupationalCredential", credentialCategory: "licence", name: `Civil Aviation Organization ${root.licences.civilAviation}` },
          { "@type": "EducationalOccupationalCredential", credentialCategory: "licence", name: `Cultural Heritage, Handicrafts and Tourism Organization ${root.licences.culturalHeritage}` },
        ],
        contactPoint: { "@type": "ContactPoint", contactType: "customer support", telephone: agency.supportPhone, email: agency.email, hoursAvailable: "Mo-Su 00:00-23:59" },
      }}
    />
  );
}
