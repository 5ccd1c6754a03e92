import { z } from "zod";
import { messageKey } from "~/i18n/keys";
import { CONTRIBUTION_MAX, parseContributionId } from "./kinds";

/** The moderation screen's forms (decision 113), shared by the browser and the server. */
const contribution = z
  .string()
  .transform((id, ctx) => parseContributionId(id) ?? (ctx.addIssue({ code: "custom" }), z.NEVER));

/** Approve, reject or mark as spam: one contribution or the ticked ones. */
export const decisionSchema = z.object({
  ids: z
    .array(contribution, { required_error: messageKey("deskRequests:validation.chooseSome") })
    .min(1, messageKey("deskRequests:validation.chooseSome"))
    .max(200),
});

/** A contribution's text as the editor corrected it. */
export const editSchema = z.object({
  id: contribution,
  body: z
    .string({ required_error: messageKey("deskRequests:validation.textRequired") })
    .trim()
    .min(1, messageKey("deskRequests:validation.textRequired"))
    .max(CONTRIBUTION_MAX, messageKey("deskRequests:validation.textTooLong")),
});
