import { z } from "zod";
import { messageKey } from "~/i18n/keys";
import { moneyText } from "~/utils/validation";
import { NOTE_MAX, REASON_MAX, refundMethods } from "./constants";

/**
 * The desk's order and customer forms (shared by the browser and the server). Amounts are typed in
 * major units ("12.50", Persian digits too) and turned into minor units with the currency's digits
 * by the action; a sign is allowed only where it means something (a wallet adjustment).
 */
const amountText = (signed: boolean) =>
  moneyText(
    {
      required: messageKey("deskOrders:validation.amountRequired"),
      format: messageKey("deskOrders:validation.amountFormat"),
      zero: messageKey("deskOrders:validation.amountZero"),
    },
    { signed },
  );

const reason = z
  .string({ required_error: messageKey("deskOrders:validation.reasonRequired") })
  .trim()
  .min(3, messageKey("deskOrders:validation.reasonRequired"))
  .max(REASON_MAX, messageKey("deskOrders:validation.reasonLong"));

export const noteSchema = z.object({
  body: z
    .string({ required_error: messageKey("deskOrders:validation.noteRequired") })
    .trim()
    .min(1, messageKey("deskOrders:validation.noteRequired"))
    .max(NOTE_MAX, messageKey("deskOrders:validation.noteLong")),
});

export const refundSchema = z.object({
  method: z.enum(refundMethods, { errorMap: () => ({ message: messageKey("deskOrders:validation.methodRequired") }) }),
  amount: amountText(false),
  reason,
});

export const walletSchema = z.object({ amount: amountText(true), reason });

/** The search forms' query strings (GET): anything malformed is dropped, never an error page. */
export const orderSearchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  kind: z.string().trim().max(40).optional().catch(undefined),
  status: z.string().trim().max(40).optional().catch(undefined),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});
