import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_SIDE,
  DOCUMENT_MIN_SIDE,
  DOCUMENT_TYPES,
  type TravellerDocumentKind,
  type UploadRefusal,
} from "./kinds";

/**
 * Checks an uploaded document (decision 412), with no storage and no database: the type read from the
 * bytes by file-type (a PDF named photo.jpg is a PDF), the size, a picture's dimensions (sharp), and the
 * name tidied for display. Pictures are decoded and encoded again in their own format, turned upright
 * first: what is kept has no EXIF (no camera, no place where it was taken) and is a real picture.
 */
export type UploadCheck =
  { ok: true; bytes: Uint8Array; contentType: string; fileName: string } | { ok: false; reason: UploadRefusal };

export async function checkUpload(
  kind: TravellerDocumentKind,
  file: { name: string; bytes: Uint8Array },
): Promise<UploadCheck> {
  const { bytes } = file;
  if (bytes.byteLength === 0) return { ok: false, reason: "missing" };
  if (bytes.byteLength > DOCUMENT_MAX_BYTES) return { ok: false, reason: "size" };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !DOCUMENT_TYPES[kind].includes(type.mime)) return { ok: false, reason: "type" };
  const fileName = displayName(file.name, type.ext);
  if (type.mime === "application/pdf") return { ok: true, bytes, contentType: type.mime, fileName };
  const meta = await sharp(bytes, { limitInputPixels: DOCUMENT_MAX_SIDE * DOCUMENT_MAX_SIDE })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return { ok: false, reason: "type" };
  if (meta.width > DOCUMENT_MAX_SIDE || meta.height > DOCUMENT_MAX_SIDE) return { ok: false, reason: "tooLarge" };
  if (Math.min(meta.width, meta.height) < DOCUMENT_MIN_SIDE) return { ok: false, reason: "tooSmall" };
  const image = sharp(bytes, { limitInputPixels: DOCUMENT_MAX_SIDE * DOCUMENT_MAX_SIDE }).rotate();
  const clean = await (type.mime === "image/png" ? image.png() : image.jpeg({ quality: 90 }))
    .toBuffer()
    .catch(() => null);
  if (!clean) return { ok: false, reason: "type" };
  if (clean.byteLength > DOCUMENT_MAX_BYTES) return { ok: false, reason: "size" };
  return { ok: true, bytes: new Uint8Array(clean), contentType: type.mime, fileName };
}

/**
 * The name shown for a file: its last part only (no folders: "../../etc/passwd" is "passwd", "a/b.png" is
 * "b.png"), without control or direction-changing characters, at most 100 characters; "document.<ext>" when
 * nothing is left. It is only ever shown (escaped) — the storage key and the download name are the server's.
 */
export function displayName(name: string, ext: string): string {
  const last = name.split(/[/\\]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const clean = last.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  const tidy = clean.replace(/^\.+/, "").slice(0, 100);
  return tidy || `document.${ext}`;
}
