import { z } from "zod";
import { messageKey } from "~/i18n/keys";
import { agencyToday } from "~/travel/clock";
import { toAsciiDigits } from "~/utils/digits";
import { donePercentSchema } from "../forms";
import { ITEM_PICTURE_MAX_BYTES } from "../item-pictures";

/**
 * The desk's forms for a project (decision 810), shared by the action and the browser: firming the quote up (its
 * validity day, a deposit percent, a note to the customer), an item's done percent, and marking the work completed.
 * An item's name, volume, value and coefficient are changed with the estimate's own item form (forms.ts). An item's
 * picture (decision 815): the file is checked here for presence and size, then by its bytes on the server.
 */
const iso = /^\d{4}-\d{2}-\d{2}$/;

export const firmSchema = z.object({
  intent: z.literal("firm"),
  validUntil: z
    .string({ required_error: messageKey("deskServices:errors.validUntil") })
    .transform((v) => toAsciiDigits(v).trim())
    .pipe(
      z
        .string()
        .regex(iso, messageKey("deskServices:errors.validUntil"))
        .refine((day) => day >= agencyToday(), messageKey("deskServices:errors.validPast")),
    ),
  depositPercent: z
    .string()
    .optional()
    .transform((v) => toAsciiDigits(v ?? "").trim())
    .refine((v) => v === "" || (/^\d{1,2}$/.test(v) && Number(v) >= 1), messageKey("deskServices:errors.deposit"))
    .transform((v) => (v === "" ? null : Number(v))),
  note: z.string().trim().max(1000, messageKey("deskServices:errors.note")).optional(),
});
export type FirmInput = z.output<typeof firmSchema>;

export const doneSchema = z.object({
  intent: z.literal("done"),
  itemId: z.coerce.number().int().positive(),
  done: z
    .string({ required_error: messageKey("services:errors.done") })
    .transform((v) => toAsciiDigits(v).trim())
    .pipe(donePercentSchema),
});

export const completeSchema = z.object({
  intent: z.literal("complete"),
  acknowledge: z.literal("on", { errorMap: () => ({ message: messageKey("deskServices:errors.acknowledge") }) }),
});

export const pictureSchema = z.object({
  intent: z.literal("picture"),
  itemId: z.coerce.number().int().positive(),
  file: z
    .instanceof(File, { message: messageKey("deskServices:errors.picture.missing") })
    .refine((f) => f.size > 0, messageKey("deskServices:errors.picture.missing"))
    .refine((f) => f.size <= ITEM_PICTURE_MAX_BYTES, messageKey("deskServices:errors.picture.size")),
});

export const unpictureSchema = z.object({
  intent: z.literal("unpicture"),
  itemId: z.coerce.number().int().positive(),
  picture: z.string().max(200),
});
