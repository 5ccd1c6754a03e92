import { z } from "zod";
import { messageKey } from "~/i18n/keys";
import { staffRoles } from "./permissions";

/** The desk's own forms (shared by the browser and the server). The 6-digit codes reuse the accounts' code schema. */
export { codeSchema } from "~/domains/accounts/identity";

export const recoverySchema = z.object({
  recovery: z
    .string({ required_error: messageKey("desk:validation.recoveryRequired") })
    .trim()
    .regex(/^[0-9a-fA-F]{5}[- ]?[0-9a-fA-F]{5}$/, messageKey("desk:validation.recoveryFormat")),
});

export const grantSchema = z.object({
  email: z
    .string({ required_error: messageKey("desk:validation.emailRequired") })
    .trim()
    .toLowerCase()
    .email(messageKey("desk:validation.emailFormat")),
  role: z.enum(staffRoles, { errorMap: () => ({ message: messageKey("desk:validation.roleRequired") }) }),
});

export const revokeSchema = z.object({ userId: z.coerce.number().int().positive() });
