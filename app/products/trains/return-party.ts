import type { PassengerType } from "~/travel/travellers";
import type { Locale } from "~/routing/screens";
import { birthFields } from "~/travel/travellers";
import { TRAIN_LINE_KIND, trainCartLineSchema } from "./cart-line";
import type { TrainPassengerInput } from "./passenger-form";

/** A birth date as the passenger form's three fields (the travel kernel's, for every traveller form). */
export { birthFields } from "~/travel/travellers";

/**
 * A return journey is two lines (decision 602): the way back's passenger form starts from the
 * way out's travellers, so nobody types the same travellers twice. The way out is the latest
 * train line in the cart on the search's outbound date with the same party (the types in the
 * same order). Every field the form asks comes back: names, gender, the birth date (in the
 * page's calendar), nationality, document, and the contact. A line made before birth dates
 * were kept has none: that is then asked again.
 */
export function travellersOfOutbound(
  lines: readonly { kind: string; payload: unknown }[],
  outboundDate: string,
  types: readonly PassengerType[],
  locale: Locale,
): { passengers: Partial<TrainPassengerInput>[]; email: string; mobile: string } | null {
  for (const line of [...lines].reverse()) {
    if (line.kind !== TRAIN_LINE_KIND) continue;
    const parsed = trainCartLineSchema.safeParse(line.payload);
    if (!parsed.success || parsed.data.date !== outboundDate) continue;
    const { passengers, contact } = parsed.data;
    if (passengers.length !== types.length || passengers.some((p, i) => p.type !== types[i])) continue;
    return {
      passengers: passengers.map((p) => ({
        type: p.type,
        firstName: p.firstName,
        lastName: p.lastName,
        gender: p.gender,
        ...(p.birthDate ? birthFields(p.birthDate, locale) : {}),
        nationality: p.nationality,
        nationalId: p.nationalId ?? "",
        passportNumber: p.passportNumber ?? "",
      })),
      email: contact.email,
      mobile: contact.mobile,
    };
  }
  return null;
}
