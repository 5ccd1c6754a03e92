import { z } from "zod";
import type { MessageKey } from "~/i18n/keys";

/**
 * Shared validation pieces. Messages are i18n keys of the "common" namespace (spec §5
 * texts in English, translated in every locale), so the same zod schema serves the
 * browser and the server.
 */
export const messages = {
  required: "validation.required",
  email: "validation.email",
  phone: "validation.phone",
  max20: "validation.max20",
  max40: "validation.max40",
} as const satisfies Record<string, MessageKey>;

export const requiredText = (max = 40) =>
  z
    .string({ required_error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, max <= 20 ? messages.max20 : messages.max40);

export const email = z
  .string({ required_error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(254, messages.email)
  .email(messages.email)
  .transform((v) => v.toLowerCase());
