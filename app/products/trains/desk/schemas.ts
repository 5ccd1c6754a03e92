import { z } from "zod";
import { messageKey } from "~/i18n/keys";
import { dateText } from "~/utils/validation";

/** The longest range of travel dates one closing covers: a season. */
export const MAX_CLOSE_DAYS = 92;

/**
 * The train inventory form of the desk (decision 119): close or reopen a train (wagon 0) or one of its
 * wagons for a range of travel dates. The buttons of a day's table post the same fields, one day long.
 */
export const trainCloseSchema = z
  .object({
    train: z.coerce
      .number({ invalid_type_error: messageKey("deskInventory:validation.train") })
      .int()
      .positive(messageKey("deskInventory:validation.train")),
    wagon: z.coerce
      .number({ invalid_type_error: messageKey("deskInventory:validation.wagon") })
      .int()
      .min(0, messageKey("deskInventory:validation.wagon"))
      .max(99, messageKey("deskInventory:validation.wagon"))
      .default(0),
    from: dateText(),
    to: dateText(),
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: messageKey("deskInventory:validation.toBeforeFrom") });
    else if (
      (Date.parse(`${value.to}T00:00:00Z`) - Date.parse(`${value.from}T00:00:00Z`)) / 86_400_000 >=
      MAX_CLOSE_DAYS
    )
      ctx.addIssue({ code: "custom", path: ["to"], message: messageKey("deskInventory:validation.tooLong") });
  });
