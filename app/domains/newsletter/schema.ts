import { z } from "zod";
import { email } from "~/utils/validation";

export const NEWSLETTER_FORM = "newsletter";
export const newsletterSchema = z.object({ email, redirectTo: z.string().optional() });
