import { z } from "zod";
import { email } from "~/utils/validation";
import { isIsoDate } from "~/utils/jalali";
import { whereOf } from "./places";

/**
 * The "Track prices" form of the flight results (decision 108): the route and day of the search,
 * that day or its whole month, and, for a guest, the address the alert is e-mailed to. Errors come
 * back to the results page through the flashed form, like the newsletter's.
 */
export const PRICE_ALERT_FORM = "priceAlert";

const place = z
  .string()
  .trim()
  .max(40)
  .refine((v) => whereOf(v) !== null);

export const priceAlertSchema = z.object({
  from: place,
  to: place,
  depart: z.string().refine(isIsoDate),
  span: z.enum(["day", "month"]).default("day"),
  adults: z.coerce.number().int().min(1).max(9).default(1),
  email: email.optional(),
  redirectTo: z.string().optional(),
});
