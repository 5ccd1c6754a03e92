/**
 * The choice lists shared by several forms, one copy each (docs/decisions/015). Values are
 * what the database stores; labels are message keys in locales/{lang}/ under the same value.
 * Lists that belong to one domain stay there: cabins, flight and fare types and passenger
 * types in app/products/flights/fare-rules.ts, discount types in app/domains/orders/rules.ts,
 * VAT modes in app/utils/vat.ts, languages in app/routing/screens.ts.
 */

/** "How did you hear about us?" (sign-up: users.discovery_source; checkout: orders.discovery). */
export const discoverySources = [
  "instagram",
  "facebook",
  "radio",
  "tv",
  "searchEngine",
  "friend",
  "billboard",
  "metro",
  "promotionTeam",
  "other",
] as const;

/** A traveller's or account holder's occupation (optional). */
export const occupations = [
  "lawyer",
  "nurse",
  "physician",
  "police",
  "civilServant",
  "diplomat",
  "engineer",
  "secretary",
  "teacher",
  "selfEmployed",
  "artist",
  "actor",
  "other",
] as const;

/** A traveller's gender as the ticket needs it (saved_passengers.gender). */
export const genders = ["male", "female"] as const;

/** The travel document of a traveller (saved_passengers.document_type): national ID card or passport. */
export const documentTypes = ["id_card", "passport"] as const;
