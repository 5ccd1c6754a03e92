import { z } from "zod";
import { messageKey } from "~/i18n/keys";
import { DOCUMENT_MAX_BYTES, travellerDocumentKinds } from "./kinds";

/**
 * The upload form of one document of one traveller (decision 412): which line, which traveller, which
 * kind, and the file. The server then reads the file's bytes (validate.server.ts): its type, size and
 * dimensions; its errors come back on the `file` field.
 */
export const documentUploadSchema = z.object({
  intent: z.literal("uploadDocument"),
  line: z.coerce.number().int().positive(),
  traveller: z.coerce.number().int().min(0).max(99),
  kind: z.enum(travellerDocumentKinds),
  file: z
    .instanceof(File, { message: messageKey("orders:documents.errors.missing") })
    .refine((f) => f.size > 0, messageKey("orders:documents.errors.missing"))
    .refine((f) => f.size <= DOCUMENT_MAX_BYTES, messageKey("orders:documents.errors.size")),
});
