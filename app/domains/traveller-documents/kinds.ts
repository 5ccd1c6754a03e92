/**
 * Travellers' documents (decision 412), the browser-safe half (no zod, no server module): the kinds a
 * product may ask for each traveller of a line (contract.ts `travellerDocuments`), what each accepts,
 * and the limits an upload must keep.
 */
export const travellerDocumentKinds = ["passportScan", "photo"] as const;
export type TravellerDocumentKind = (typeof travellerDocumentKinds)[number];

/** The file types each kind takes, read from the file's bytes (never its name or the browser's claim). */
export const DOCUMENT_TYPES: Record<TravellerDocumentKind, readonly string[]> = {
  passportScan: ["image/jpeg", "image/png", "application/pdf"],
  photo: ["image/jpeg", "image/png"],
};

/** At most 5 MB: a phone's photo of a passport page, or a scanner's PDF of it, fits; a whole album does not. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** A picture at least 600 pixels on its shorter side (a passport page readable, a photo printable) … */
export const DOCUMENT_MIN_SIDE = 600;
/** … and at most 10,000 pixels a side (a larger one is a decompression bomb rather than a scan). */
export const DOCUMENT_MAX_SIDE = 10_000;
/** The whole multipart body of the upload form: the file and the form's few small fields. */
export const DOCUMENT_UPLOAD_BODY_BYTES = DOCUMENT_MAX_BYTES + 64 * 1024;

/** Why an upload was refused: each has its message under orders:documents.errors. */
export type UploadRefusal = "missing" | "type" | "size" | "tooSmall" | "tooLarge";

/** The `accept` attribute of a kind's file input (a hint for the picker; the server reads the bytes). */
export const acceptOf = (kind: TravellerDocumentKind) => DOCUMENT_TYPES[kind].join(",");

/** The id of one upload form on a page: its line, traveller and kind (an error comes back to that form only). */
export const uploadFormId = (line: number | string, traveller: number | string, kind: string) =>
  `document-${line}-${traveller}-${kind}`;
