import { z } from "zod";
import { messageKey } from "~/i18n/keys";
import { REPLY_MAX, requestStatuses } from "./kinds";

/** The desk's forms on a request or message (shared by the browser and the server, decision 113). */
export const replySchema = z.object({
  body: z
    .string({ required_error: messageKey("deskRequests:validation.replyRequired") })
    .trim()
    .min(2, messageKey("deskRequests:validation.replyRequired"))
    .max(REPLY_MAX, messageKey("deskRequests:validation.replyTooLong")),
});

export const statusSchema = z.object({ status: z.enum(requestStatuses) });

/** An assignee's user id, or "" for nobody. */
export const assignSchema = z.object({
  assignee: z.union([z.literal(""), z.coerce.number().int().positive()]),
});
