/**
 * A firm quote's cart line (decision 811): kind "service", one line standing for the whole quote (quantity 1),
 * priced at the desk's firm total net of VAT in the project's currency. The payload names the project (its id for
 * the hold, its slug for the pages), the quote as firmed (total, validity, deposit percent) and how order screens
 * title it; a group participant's share names the participant too (decision 814). Zod-checked before it goes into the basket.
 */
import { z } from "zod";
import { estimateCurrencyCodes } from "./codes";

export const SERVICE_LINE_KIND = "service";

export const serviceCartLineSchema = z.object({
  projectId: z.number().int().positive(),
  slug: z.string().regex(/^[a-z2-9]{24}$/),
  currency: z.enum(estimateCurrencyCodes as [string, ...string[]]),
  firmTotal: z.number().int().nonnegative(),
  validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  depositPercent: z.number().int().min(1).max(99).nullable(),
  persons: z.number().int().min(1).max(1000),
  title: z.string().min(1).max(80),
  subtitle: z.string().max(120).nullable(),
  /**
   * A participant's share of a group's firm quote (decision 814): the participant and their share (net, minor
   * units of the project's currency). Absent on the whole quote's line, so older lines still read.
   */
  participantId: z.number().int().positive().optional(),
  share: z.number().int().positive().optional(),
});
export type ServiceCartLine = z.infer<typeof serviceCartLineSchema>;
