/**
 * The group's forms (decision 814), one zod schema each, shared by the project page's action and the browser
 * (loaded when idle, decision 016): adding a participant (name, e-mail, share in major units of the project's
 * currency — empty: an equal share) and removing one. Messages are keys of the servicesPay namespace.
 */
import { z } from "zod";
import { messageKey } from "~/i18n/keys";
import { toAsciiDigits } from "~/utils/digits";
import { estimateCurrencies, estimateCurrencyCodes } from "./codes";

export const PARTICIPANT_NAME_MAX = 80;

export const participantSchema = z
  .object({
    intent: z.literal("participant"),
    name: z
      .string({ required_error: messageKey("servicesPay:group.errors.name") })
      .trim()
      .min(1, messageKey("servicesPay:group.errors.name"))
      .max(PARTICIPANT_NAME_MAX, messageKey("servicesPay:group.errors.nameMax")),
    email: z
      .string({ required_error: messageKey("servicesPay:group.errors.email") })
      .trim()
      .max(254, messageKey("servicesPay:group.errors.email"))
      .email(messageKey("servicesPay:group.errors.email")),
    currency: z.enum(estimateCurrencyCodes as [string, ...string[]]),
    share: z
      .string()
      .optional()
      .transform((v) =>
        toAsciiDigits(v ?? "")
          .trim()
          .replace(/[٫,]/g, "."),
      )
      .refine((v) => v === "" || /^\d{1,13}(\.\d{1,2})?$/.test(v), messageKey("servicesPay:group.errors.share")),
  })
  .transform((input, ctx) => {
    if (input.share === "") return { ...input, share: null };
    // The share in minor units of the project's currency: no more decimals than it has, and above 0.
    const decimals = estimateCurrencies[input.currency as keyof typeof estimateCurrencies];
    const fraction = input.share.split(".")[1] ?? "";
    const minor = Math.round(Number(input.share) * 10 ** decimals);
    if (fraction.length > decimals || minor <= 0) {
      ctx.addIssue({ code: "custom", path: ["share"], message: messageKey("servicesPay:group.errors.share") });
      return z.NEVER;
    }
    return { ...input, share: minor };
  });
export type ParticipantInput = z.output<typeof participantSchema>;

export const removeParticipantSchema = z.object({
  intent: z.literal("removeParticipant"),
  participantId: z.coerce.number().int().positive(),
});

export const resendParticipantSchema = z.object({
  intent: z.literal("resendParticipant"),
  participantId: z.coerce.number().int().positive(),
});
