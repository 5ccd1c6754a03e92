/** The agency's public facts, shown in the footer, contact details and structured data. */
export const agency = {
  name: "Parvaz",
  supportPhone: "+98 21 9100 2400",
  supportPhoneHref: "tel:+982191002400",
  email: "support@parvaz.example",
  /** Where the agency's clock runs (Asia/Tehran, AGENCY_TIME_ZONE): named with every deadline it gives. */
  city: { fa: "تهران", en: "Tehran", nl: "Teheran", fr: "Téhéran" },
  /** Licence numbers as issued (defaults; PARVAZ_CAO_LICENCE and PARVAZ_CHO_LICENCE override them, see root loader). */
  licences: {
    civilAviation: "CAO-1402-0781",
    culturalHeritage: "CHTO-1402-5519",
  },
} as const;
