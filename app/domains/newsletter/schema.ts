import { z } from "zod";
import { email } from "~/utils/validation";

export { NEWSLETTER_FORM } from "./constants";
export const newsletterSchema = z.object({ email, redirectTo: z.string().optional() });
