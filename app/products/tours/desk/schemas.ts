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
