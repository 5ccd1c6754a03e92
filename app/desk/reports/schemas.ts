import { z } from "zod";
import { isIsoDate } from "~/utils/jalali";
import { reportPresets } from "./rules";

const day = z.string().refine(isIsoDate).optional().catch(undefined);

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
