import { z } from "zod";
import { reportPresets } from "./rules";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
  .optional()
  .catch(undefined);

/** The reports' query string (a GET form and links): anything malformed is dropped, never an error page. */
export const reportQuerySchema = z.object({
  preset: z.enum(reportPresets).optional().catch(undefined),
  from: day,
  to: day,
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional()
    .catch(undefined),
});
