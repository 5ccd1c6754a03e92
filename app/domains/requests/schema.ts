import { z } from "zod";
import { addDays, agencyToday } from "~/travel/clock";
import { dateText, email, messages, requiredText, wholeNumber } from "~/utils/validation";
import { toAsciiDigits } from "~/utils/digits";
import { messageKey } from "~/i18n/keys";

/** The verticals live in ./verticals (zod-free, for the screens); re-exported for the other importers. */
export { type Vertical } from "./verticals";

/** How far ahead a travel date of a request is taken (tours, cruises, visas … are asked for up to two years ahead). */
const REQUEST_HORIZON_DAYS = 730;

/**
 * Typed in the page's way (Jalali in fa, DD/MM/YYYY elsewhere, any digits); parsed to ISO (decision 019). A travel
 * date, from today up to REQUEST_HORIZON_DAYS ahead (issue 21: every date field is bounded).
 */
const isoDate = dateText(messages.date, {
  min: agencyToday,
  max: () => addDays(agencyToday(), REQUEST_HORIZON_DAYS),
  message: messageKey("validation.travelDateRange"),
})
  .optional()
  .or(z.literal("").transform(() => undefined));

export const serviceRequestSchema = z
  .object({
    name: requiredText(40),
    email,
    phone: z
      .string()
      .trim()
      .transform((v) => toAsciiDigits(v).replace(/[\s()-]/g, ""))
      .refine((v) => v === "" || /^\+?\d{7,15}$/.test(v), messageKey("validation.phone"))
      .optional(),
    destination: requiredText(40),
    startDate: isoDate,
    endDate: isoDate,
    travellers: wholeNumber(
      { min: 1, max: 20 },
      { min: messageKey("validation.travellersMin"), max: messageKey("validation.travellersMax") },
    ),
    message: z.string().trim().max(1000, messageKey("validation.max1000")).optional(),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    path: ["endDate"],
    message: messageKey("validation.endBeforeStart"),
  });
