import { data } from "@remix-run/node";
import type { ZodTypeAny } from "zod";
import { getUser } from "~/domains/accounts/session.server";
import { listSavedPassengers, type SavedPassenger } from "~/domains/passengers/saved.server";
import { countryOptions } from "~/i18n/names";
import type { Locale } from "~/routing/screens";
import { parseWithZod } from "~/utils/submission.server";

/**
 * The server side of the traveller form (traveller-form.tsx) every product's traveller step
 * shares: what the loader gives the form (the signed-in customer, the travellers of earlier
 * bookings as the form's values, the country list) and how the action reads a post (the
 * product's zod schema, the form sent back as typed with each message by its field).
 */

/** The signed-in customer (null when none), their saved travellers as `value` makes them the form's values, the countries. */
export async function travellerChoices<Value>(
  request: Request,
  locale: Locale,
  value: (saved: SavedPassenger) => Value,
) {
  const user = await getUser(request);
  const saved = user ? await listSavedPassengers(user.id) : [];
  return {
    user,
    saved: saved.map((s) => ({ id: s.id, name: `${s.firstName} ${s.lastName}`, value: value(s) })),
    countries: countryOptions(locale).map((o) => ({ code: o.value, name: o.label })),
  };
}

/**
 * A posted traveller form read with its schema: the submission when valid, or else the reply
 * that shows the form again with everything typed and each message by its field (400; 200 for
 * a list change without JavaScript, "add" or "remove", which is no error).
 */
export function readTravellerForm<Schema extends ZodTypeAny>(formData: FormData, schema: Schema) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status === "success") return { submission, reply: null } as const;
  return {
    submission: null,
    reply: data(submission.reply(), { status: submission.status === "error" ? 400 : 200 }),
  } as const;
}
