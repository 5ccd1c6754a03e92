import {
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/submission.server";
import { DOCUMENT_MAX_BYTES, uploadFormId, type UploadRefusal } from "./kinds";
import { documentUploadSchema } from "./schema";
import { checkUpload } from "./validate.server";
import { saveTravellerDocument } from "./documents.server";

/**
 * The booking page's document upload (decision 412): reads the multipart post with a size-limited handler
 * (the whole body is already limited by the route table's `upload`, request-body.server.ts), validates the
 * form with its zod schema and the file by its bytes, and keeps it. Never throws for what a visitor sent:
 * an unreadable post, a wrong type, an oversize file or a traveller the line does not have each come back
 * as the form's result with the error on the `file` field, under the id of the form it came from.
 */
export type UploadOutcome = { ok: true } | { ok: false; form: string | null; result: SubmissionResult<string[]> };

/** Files up to the limit in memory; a larger one is read to its end and dropped, and reported. */
function fileHandler(state: { oversize: boolean }): UploadHandler {
  return async (part) => {
    if (typeof part.filename !== "string") return undefined;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of part.data) {
      size += chunk.byteLength;
      if (size > DOCUMENT_MAX_BYTES) state.oversize = true;
      else chunks.push(chunk);
    }
    if (state.oversize) return new File([], part.filename, { type: "application/octet-stream" });
    return new File(chunks as BlobPart[], part.filename, { type: part.contentType });
  };
}

const refused = (form: string | null, reason: UploadRefusal | "notAsked" | "closed" | "invalid") => ({
  ok: false as const,
  form,
  result: {
    status: "error" as const,
    error: { file: [`orders:documents.errors.${reason}`] },
  } satisfies SubmissionResult<string[]>,
});

export async function uploadDocument(request: Request, orderId: number): Promise<UploadOutcome> {
  const state = { oversize: false };
  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(
      request,
      unstable_composeUploadHandlers(fileHandler(state), unstable_createMemoryUploadHandler({ maxPartSize: 1024 })),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError || error instanceof TypeError) return refused(null, "invalid");
    // The multipart parser's own errors (a broken body) are the sender's, not the server's.
    if (error instanceof Error) return refused(null, "invalid");
    throw error;
  }
  const form = uploadFormId(
    String(formData.get("line") ?? ""),
    String(formData.get("traveller") ?? ""),
    String(formData.get("kind") ?? ""),
  );
  if (state.oversize) return refused(form, "size");
  const submission = parseWithZod(formData, { schema: documentUploadSchema });
  if (submission.status !== "success")
    return { ok: false, form, result: submission.reply({ hideFields: ["file"] }) as SubmissionResult<string[]> };
  const { line, traveller, kind, file } = submission.value;
  const checked = await checkUpload(kind, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
  if (!checked.ok) return refused(form, checked.reason);
  const saved = await saveTravellerDocument({
    orderId,
    lineId: line,
    traveller,
    kind,
    fileName: checked.fileName,
    contentType: checked.contentType,
    bytes: checked.bytes,
  });
  return saved.ok ? { ok: true } : refused(form, saved.reason);
}
