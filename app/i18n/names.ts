import type { Locale } from "~/routing/screens";
import { countryCodes } from "~/travel/travellers";

/**
 * Names of countries in the reader's language, from Intl.DisplayNames (the CLDR data every
 * browser and Node ship), so the project keeps no country table of its own. Airlines, airports
 * and cities, which CLDR does not name, are data in app/products/flights/places.ts; currencies
 * are messages (common:currency), shared by the header's switcher and the account settings.
 */
const regionNames = new Map<Locale, Intl.DisplayNames>();

/** A country's name (ISO 3166-1 alpha-2) in `locale`; an unknown code shows itself. */
export function countryName(code: string, locale: Locale): string {
  try {
    let names = regionNames.get(locale);
    if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: "region" })));
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Every issuing country as a select's options, in the language's alphabetical order. */
export function countryOptions(locale: Locale): { value: string; label: string }[] {
  return countryCodes
    .map((code) => ({ value: code, label: countryName(code, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
