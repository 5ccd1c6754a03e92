import { z } from "zod";
import { dateText, email, requiredText, wholeNumber } from "~/utils/validation";
import { toAsciiDigits } from "~/utils/digits";
import { messageKey } from "~/i18n/keys";

/** The verticals live in ./verticals (zod-free, for the screens); re-exported for the other importers. */
export { type Vertical } from "./verticals";

/** Typed in the page's way (Jalali in fa, DD/MM/YYYY elsewhere, any digits); parsed to ISO (decision 019). */
const isoDate = dateText()
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
