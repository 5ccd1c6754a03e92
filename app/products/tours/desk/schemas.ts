import { z } from "zod";
import { messageKey } from "~/i18n/keys";

/**
 * The forms of the tours desk (decision 707): a departure's confirmation and cancellation. The departure is the
 * page's own (its path); the form says which and asks the agent to tick that the customers will be told.
 */
export const departureActions = ["confirm", "cancel"] as const;

export const departureActionSchema = z.object({
  intent: z.enum(departureActions, { errorMap: () => ({ message: messageKey("deskTours:validation.intent") }) }),
  acknowledge: z.literal("on", { errorMap: () => ({ message: messageKey("deskTours:validation.acknowledge") }) }),
});

/**
 * Moving a booking (decision 708): the departure and hotel option chosen as one value ("departure:hotel", or
 * "departure:day" for a day tour), and the agent's tick that the customer agreed and will be told.
 */
export const moveSchema = z.object({
  intent: z.literal("move", { errorMap: () => ({ message: messageKey("deskTours:validation.intent") }) }),
  target: z
    .string({ required_error: messageKey("deskTours:validation.target") })
    .regex(/^\d{1,9}:(\d{1,9}|day)$/, messageKey("deskTours:validation.target")),
  acknowledge: z.literal("on", { errorMap: () => ({ message: messageKey("deskTours:validation.agreed") }) }),
});

/** A target's departure and hotel option (null for a day tour). */
export function readTarget(target: string) {
  const [departure, hotel] = target.split(":");
  return { departureId: Number(departure), hotelId: hotel === "day" ? null : Number(hotel) };
}
