import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

/**
 * Pictures uploaded on the desk (decision 115): the type is read from the bytes (file-type), never from
 * the name or the browser's claim; JPEG, PNG and WebP only, at most IMAGE_MAX_BYTES and
 * IMAGE_MAX_SIDE pixels a side, at least IMAGE_WIDTHS' largest wide. Each is cut to the site's 2:1
 * article frame and kept as WebP in the widths the site serves.
 */
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_WIDTHS = [600, 1200] as const;
const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp"]);

export type ImageCheck =
  | { ok: true; width: number; height: number; variants: { width: number; data: Buffer }[] }
  | { ok: false; reason: "type" | "size" | "dimensions" };

export async function prepareImage(bytes: Uint8Array): Promise<ImageCheck> {
  if (bytes.byteLength === 0 || bytes.byteLength > IMAGE_MAX_BYTES) return { ok: false, reason: "size" };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) return { ok: false, reason: "type" };
  const meta = await sharp(bytes, { limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE })
    .metadata()
    .catch(() => null);
  if (!meta) return { ok: false, reason: "type" };
  const { width = 0, height = 0 } = meta;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width < IMAGE_WIDTHS[0] || height < IMAGE_WIDTHS[0] / 2)
    return { ok: false, reason: "dimensions" };
  const variants = await Promise.all(
    IMAGE_WIDTHS.map(async (w) => ({
      width: w,
      data: await sharp(bytes)
        .rotate()
        .resize({ width: w, height: w / 2, fit: "cover", withoutEnlargement: false })
        .webp({ quality: 80 })
        .toBuffer(),
    })),
  );
  return { ok: true, width, height, variants };
}

/** Where the site shows a picture at one width. */
export const imagePath = (id: number, width: number = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]) =>
  `/_/content-image/${id}/${width}.webp`;
