import { z } from "zod";
import { messageKey } from "~/i18n/keys";
import { dateText, moneyText } from "~/utils/validation";

/** The hotel inventory forms of the desk (decision 114): close/reopen a room type, a rate plan's price, for a range of nights. */
const range = {
  from: dateText(),
  to: dateText(),
};
const checkRange = (value: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (value.to < value.from)
    ctx.addIssue({ code: "custom", path: ["to"], message: messageKey("deskInventory:validation.toBeforeFrom") });
};

export const closeSchema = z
  .object({
    roomType: z.coerce
      .number({ invalid_type_error: messageKey("deskInventory:validation.roomType") })
      .int()
      .positive(messageKey("deskInventory:validation.roomType")),
    ...range,
  })
  .superRefine(checkRange);

export const priceSchema = z
  .object({
    ratePlan: z.coerce
      .number({ invalid_type_error: messageKey("deskInventory:validation.ratePlan") })
      .int()
      .positive(messageKey("deskInventory:validation.ratePlan")),
    ...range,
    price: moneyText(
      { required: messageKey("deskInventory:validation.price"), format: messageKey("deskInventory:validation.price") },
      { maxDigits: 10 },
    ),
  })
  .superRefine(checkRange);
